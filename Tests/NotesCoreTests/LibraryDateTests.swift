import Foundation
import NotesModel
import TestSupport
import Testing

/// ISO 8601 dates in the file: milliseconds written, any fraction read.
@Suite("LibraryDate")
struct LibraryDateTests {
    @Test func writesMillisecondsOrNoFraction() {
        #expect(LibraryDate.string(from: NoteFixtures.referenceDate) == "2026-11-21T23:00:00Z")
        #expect(LibraryDate.string(from: NoteFixtures.date(300.25)) == "2026-11-21T23:05:00.250Z")
        #expect(LibraryDate.string(from: NoteFixtures.date(0.001)) == "2026-11-21T23:00:00.001Z")
    }

    @Test func truncatesBelowAMillisecond() {
        #expect(LibraryDate.string(from: NoteFixtures.date(0.0019)) == "2026-11-21T23:00:00.001Z")
        #expect(LibraryDate.truncated(NoteFixtures.date(0.0019)) == LibraryDate.parse("2026-11-21T23:00:00.001Z"))
    }

    @Test(arguments: [
        ("2026-11-21T23:05:00Z", 300.0),
        ("2026-11-21T23:05:00.250Z", 300.25),
        ("2026-11-21T23:05:00.25Z", 300.25),
        ("2026-11-21T23:05:00.2509Z", 300.25),
        ("2026-11-22T00:05:00+01:00", 300.0),
    ])
    func readsWithAndWithoutFractions(text: String, seconds: Double) {
        #expect(LibraryDate.parse(text) == LibraryDate.truncated(NoteFixtures.date(seconds)))
    }

    @Test(arguments: ["", "2026-11-21", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-11-21T24:00:00Z",
                      "2026-11-21T23:05:00", "2026-11-21T23:05:00.Z", "26-11-21T23:05:00Z", "2026-11-21T23:05:00Zjunk"])
    func rejectsWhatIsNotADate(text: String) {
        #expect(LibraryDate.parse(text) == nil)
    }

    @Test func everyMillisecondRoundTripsExactly() {
        // Dates far apart and sub-second values that are not exact in binary.
        for milliseconds: Int64 in [0, 1, 999, -1, 1_795_302_000_001, 1_795_302_000_999, 253_402_300_799_999, -62_135_596_800_000] {
            let date = LibraryDate.date(milliseconds: milliseconds)
            #expect(LibraryDate.milliseconds(of: date) == milliseconds)
            #expect(LibraryDate.parse(LibraryDate.string(from: date)) == date)
        }
        #expect(LibraryDate.string(from: LibraryDate.date(milliseconds: -1)) == "1969-12-31T23:59:59.999Z")
        #expect(LibraryDate.parse("2024-02-29T12:00:00Z") != nil)
    }

    /// Dates are written on the stack in one go for four-digit years, digit
    /// by digit for others: both agree with Foundation's own formatting,
    /// the file's form and `list`'s minute stamp alike, across the years.
    @Test func writtenDatesAreFoundationsFormatting() {
        var random = SeededRandom.fromEnvironment(fallback: 0xDA7E)
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let minutes = DateFormatter()
        minutes.locale = Locale(identifier: "en_US_POSIX")
        minutes.timeZone = TimeZone(identifier: "UTC")
        minutes.dateFormat = "yyyy-MM-dd HH:mm"
        // 1583 (Foundation counts earlier dates in the Julian calendar; the
        // file's are ISO 8601's, Gregorian throughout) to 9999, the edges,
        // and whole seconds often.
        let first: Int64 = -12_212_553_600_000, last: Int64 = 253_402_300_799_999
        var samples: [Int64] = [first, last, 0, -1, 999, 1_795_302_000_000]
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let value = Int64.random(in: first...last, using: &random)
            samples.append(Bool.random(using: &random) ? value - value % 1000 : value)
        }
        for milliseconds in samples {
            let date = LibraryDate.date(milliseconds: milliseconds)
            // Foundation rounds a far date's fraction through a Double: it
            // gives the whole seconds, arithmetic the milliseconds.
            let fraction = (milliseconds % 1000 + 1000) % 1000
            let seconds = iso.string(from: LibraryDate.date(milliseconds: milliseconds - fraction)).dropLast(5)
            let expected = seconds + (fraction == 0 ? "Z" : "." + String(String(fraction + 1000).dropFirst()) + "Z")
            #expect(LibraryDate.string(from: date) == expected, "\(milliseconds)")
            var stamp: [UInt8] = Array("at ".utf8)
            LibraryDate.appendMinuteStamp(of: date, to: &stamp)
            #expect(String(decoding: stamp, as: UTF8.self) == "at " + minutes.string(from: date), "\(milliseconds)")
        }
        #expect(LibraryDate.string(from: LibraryDate.date(milliseconds: -62_135_596_800_000)) == "0001-01-01T00:00:00Z")
        // Past year 9999 (the last date, an hour east) the year takes the digits it needs.
        var late: [UInt8] = []
        LibraryDate.appendMinuteStamp(of: LibraryDate.date(milliseconds: last), offsetSeconds: 3600, to: &late)
        #expect(String(decoding: late, as: UTF8.self) == "10000-01-01 00:59")
    }

    /// Every millisecond the file can hold comes back as itself, however far
    /// from 2001 (a Double's step grows with the distance): a date read and
    /// written again never moves.
    @Test func randomMillisecondsRoundTripAcrossTheWholeRange() {
        var random = SeededRandom.fromEnvironment(fallback: 0xDA7F)
        for _ in 0..<SeededRandom.iterations(fallback: 5_000) {
            let milliseconds = Int64.random(in: -62_167_219_200_000...253_402_300_799_999, using: &random)
            let date = LibraryDate.date(milliseconds: milliseconds)
            #expect(LibraryDate.milliseconds(of: date) == milliseconds)
            #expect(LibraryDate.parse(LibraryDate.string(from: date)) == date, "\(milliseconds)")
        }
    }
}
