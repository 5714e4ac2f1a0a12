import Foundation
import NotesCore
import Testing
import TestSupport

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
}
