import Foundation
import NotesModel

/// What `created:` and `modified:` compare with: a calendar day on the
/// local clocks (`2026-11-28`, `today`, `yesterday`), or an instant (an
/// age such as `7d` is now minus seven days).
package enum SearchDateBound: Equatable, Sendable {
    /// Days since 1970-01-01, a day on the local clocks.
    case day(Int)
    case instant(Date)
}

/// The dates of `created:`/`modified:`, read and compared in one time zone.
package struct SearchDates: Sendable {
    package let timeZone: ShownTimeZone
    package let now: Date

    package init(timeZone: ShownTimeZone, now: Date) {
        (self.timeZone, self.now) = (timeZone, now)
    }

    /// The day `date` falls on, on the local clocks, as days since 1970-01-01.
    package func day(of date: Date) -> Int {
        let clock = timeZone.wallClock(of: date)
        return Self.daysSince1970(year: clock.year, month: clock.month, day: clock.day)
    }

    /// Whether `date` compares with `bound` as `comparison` says: a day
    /// bound compares the day the date falls on; an instant compares the
    /// instants, but for `=`, which asks for the same day.
    package func holds(_ date: Date, _ comparison: SearchDateComparison, _ bound: SearchDateBound) -> Bool {
        let (left, right): (Double, Double)
        switch bound {
        case let .day(bound):
            (left, right) = (Double(day(of: date)), Double(bound))
        case let .instant(instant):
            if comparison == .on { return day(of: date) == day(of: instant) }
            (left, right) = (date.timeIntervalSince1970, instant.timeIntervalSince1970)
        }
        switch comparison {
        case .after: return left > right
        case .atLeast: return left >= right
        case .before: return left < right
        case .atMost: return left <= right
        case .on: return left == right
        }
    }

    /// `2026-11-28`, `today`, `yesterday`, `7d` or `2w`; nil for anything else.
    package func bound(_ text: Substring) -> SearchDateBound? {
        switch text.lowercased() {
        case "today": return .day(day(of: now))
        case "yesterday": return .day(day(of: now) - 1)
        default: break
        }
        if let unit = text.last, unit == "d" || unit == "w" || unit == "D" || unit == "W" {
            let digits = text.dropLast()
            // Six digits at most: 999,999 weeks is far enough back.
            guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCIIDigit), let count = Int(digits) else { return nil }
            let days = Double(count) * (unit == "w" || unit == "W" ? 7 : 1)
            return .instant(now.addingTimeInterval(-days * 86_400))
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        return .day(Self.daysSince1970(year: year, month: month, day: day))
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar
    /// (Howard Hinnant's `days_from_civil`).
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
