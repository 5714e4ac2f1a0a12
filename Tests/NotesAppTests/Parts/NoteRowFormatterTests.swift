import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// The list's dates are written by hand (a date formatter loads ICU's
/// locale and currency data); they must read exactly as the formatter in
/// `en_US_POSIX` wrote them: `HH:mm` today, `d MMM` this year,
/// `yyyy-MM-dd` before (from 1600 on: before the Gregorian calendar
/// Foundation counts Julian days, the library proleptic Gregorian ones).
/// Serialized: two tests set `TZ`.
@Suite(.serialized) struct NoteRowFormatterTests {
    private static func formatterWritten(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        if calendar.isDate(date, inSameDayAs: now) {
            formatter.dateFormat = "HH:mm"
        } else if calendar.component(.year, from: date) == calendar.component(.year, from: now) {
            formatter.dateFormat = "d MMM"
        } else {
            formatter.dateFormat = "yyyy-MM-dd"
        }
        return formatter.string(from: date)
    }

    @Test func readsAsTheDateFormatterWroteThemInAnyZoneAndYear() {
        var random = SeededRandom.fromEnvironment(fallback: 16_301)
        let zones = ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kathmandu", "Pacific/Kiritimati",
                     "Pacific/Pago_Pago", "Australia/Lord_Howe", "America/Sao_Paulo"]
            .compactMap(TimeZone.init(identifier:)) + [TimeZone(secondsFromGMT: -34_200)!]
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let timeZone = zones.randomElement(using: &random)!
            // From 1600 to 9999, and "now" near it: the same day, the same
            // year (all three formats), or years apart.
            let now = Date(timeIntervalSinceReferenceDate: Double.random(in: -1.2e10 ... 2.5e11, using: &random))
            let offset: Double = switch Int.random(in: 0..<3, using: &random) {
            case 0: Double.random(in: -86_400...86_400, using: &random)
            case 1: Double.random(in: -3e7...3e7, using: &random)
            default: Double.random(in: -3e11...3e11, using: &random)
            }
            let date = now.addingTimeInterval(offset)
            guard date.timeIntervalSinceReferenceDate > -1.2e10, date.timeIntervalSinceReferenceDate < 2.5e11 else { continue }
            let formatter = NoteRowFormatter(clock: { now }, timeZone: .fixed(timeZone))
            #expect(formatter.shortDate(date) == Self.formatterWritten(date, now: now, timeZone: timeZone),
                    "\(date) at \(now) in \(timeZone.identifier), seed \(random.seed)")
        }
    }

    @Test func writesEveryMonthAndPadsShortFields() {
        let timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_763_700_000) // 2025-11-21
        let formatter = NoteRowFormatter(clock: { now }, timeZone: .fixed(timeZone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let months = (1...12).map { month in
            formatter.shortDate(calendar.date(from: DateComponents(year: 2025, month: month, day: 3))!)
        }
        #expect(months == ["3 Jan", "3 Feb", "3 Mar", "3 Apr", "3 May", "3 Jun",
                           "3 Jul", "3 Aug", "3 Sep", "3 Oct", "3 Nov", "3 Dec"])
        #expect(formatter.shortDate(calendar.date(from: DateComponents(year: 2025, month: 11, day: 21, hour: 7, minute: 5))!)
            == "07:05")
        #expect(formatter.shortDate(LibraryDate.parse("0987-02-09T10:00:00Z")!) == "0987-02-09",
                "years before 1000 padded, days counted as the library writes them")
        // The earliest date the library holds, west of Greenwich: year -1.
        let west = NoteRowFormatter(clock: { now }, timeZone: .fixed(TimeZone(secondsFromGMT: -5 * 3600)!))
        #expect(west.shortDate(LibraryDate.parse("0000-01-01T00:00:00Z")!) == "-0001-12-31")
    }

    /// Whatever `TZ` holds (a POSIX rule, a file name, nonsense, 100 KB),
    /// the system zone answers an offset within a day of UTC and the rows
    /// are written: never a crash, never a hang.
    @Test func anyTZValueGivesAnOffsetWithinADay() {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        let values = ["", "UTC", "Nowhere/Bogus", "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", ":Europe/Berlin",
                      "../../../etc/passwd", String(repeating: "A", count: 100_000), "Asia/Kathmandu\u{0}x"]
        let date = Date(timeIntervalSince1970: 1_763_700_000)
        for value in values {
            setenv("TZ", value, 1)
            tzset()
            let offset = ShownTimeZone.system.secondsFromGMT(for: date)
            #expect(abs(offset) <= 26 * 3600, "TZ=\(value.prefix(40)): \(offset)")
            let row = NoteRowFormatter(clock: { date }, timeZone: .system).shortDate(date.addingTimeInterval(-86_400 * 400))
            #expect(row.count == 10, "TZ=\(value.prefix(40)): \(row)")
        }
        #expect(ShownTimeZone.system.secondsFromGMT(for: Date(timeIntervalSince1970: .infinity)) == 0)
        #expect(ShownTimeZone.system.secondsFromGMT(for: Date(timeIntervalSince1970: -1e300)) == 0)
    }

    /// The system's time zone is read through the C library (as `date`
    /// does), not Foundation's ICU: for zones whose rules are settled, the
    /// two agree at every instant, across changes to and from summer time.
    @Test func theSystemZoneAgreesWithFoundationsForSettledZones() throws {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        var random = SeededRandom.fromEnvironment(fallback: 16_302)
        for name in ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"] {
            setenv("TZ", name, 1)
            tzset()
            let zone = try #require(TimeZone(identifier: name))
            for _ in 0..<500 {
                // 1990 to 2020: both sources hold the same rules for these.
                let date = Date(timeIntervalSince1970: Double.random(in: 6.3e8...1.6e9, using: &random))
                #expect(ShownTimeZone.system.secondsFromGMT(for: date) == zone.secondsFromGMT(for: date),
                        "\(name) at \(date), seed \(random.seed)")
            }
        }
    }
}
