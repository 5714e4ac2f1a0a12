import Foundation
import NotesModel

/// The dates an import takes: the years 1 to 9999 in UTC, to the
/// millisecond. A library writes four year digits, so a later date would be
/// cut to the last millisecond of 9999 and win every merge after; a date
/// before the year 1 is no real note's. Such a date is refused by name,
/// never clamped; the Unix epoch (0 seconds) is a date like any other.
package enum ImportDate {
    /// What one date field held.
    package enum Reading: Equatable {
        case date(Date)
        /// A date, but outside the years 1 to 9999.
        case outOfRange

        package var date: Date? {
            if case let .date(date) = self { return date }
            return nil
        }
    }

    /// 0001-01-01T00:00:00Z.
    package static let earliest = LibraryDate.date(milliseconds: -62_135_596_800_000)
    /// 9999-12-31T23:59:59.999Z.
    package static let latest = LibraryDate.date(milliseconds: 253_402_300_799_999)

    /// The words every refusal uses.
    package static let rangeText = "outside the years 1 to 9999"

    /// `date` to the millisecond, or `.outOfRange`.
    package static func checked(_ date: Date) -> Reading {
        // Compared before truncating: truncating clamps to what four digits hold.
        guard date.timeIntervalSinceReferenceDate.isFinite, date >= earliest, date <= latest else { return .outOfRange }
        return .date(LibraryDate.truncated(date))
    }

    /// Seconds since 1970, as old Simplenote exports write them.
    package static func checked(secondsSince1970 seconds: Double) -> Reading {
        // Outside ±1e15 s no Date is exact, and every such date is out of range anyway.
        guard seconds.isFinite, abs(seconds) < 1e15 else { return .outOfRange }
        return checked(Date(timeIntervalSince1970: seconds))
    }

    /// An ISO 8601 date (`LibraryDate.parse`), checked; `.outOfRange` too
    /// for a date with a year past 9999 or a negative one
    /// (`10000-01-01T…`, `+12345-…`, `-0001-…`); nil when it is not a date.
    package static func reading(iso text: String, parse: (String) -> Date? = LibraryDate.parse) -> Reading? {
        if let date = parse(text) { return checked(date) }
        return hasYearOutOfRange(text) ? .outOfRange : nil
    }

    /// `YYYYY-MM-DD…` with a year past 9999, or a negative one:
    /// a date no four-digit reader takes, yet plainly meant as one.
    package static func hasYearOutOfRange(_ raw: String) -> Bool {
        var bytes = Substring(raw.trimmingCharacters(in: .whitespaces)).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, negative || digits.drop(while: { $0 == UInt8(ascii: "0") }).count > 4 else { return false }
        let rest = Array(bytes.dropFirst(digits.count).prefix(6))
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        return rest.count == 6 && rest[0] == UInt8(ascii: "-") && isDigit(rest[1]) && isDigit(rest[2])
            && rest[3] == UInt8(ascii: "-") && isDigit(rest[4]) && isDigit(rest[5])
    }
}
