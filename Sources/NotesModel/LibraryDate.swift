import Foundation

/// Dates as the data file keeps them: ISO 8601 in UTC, at millisecond
/// precision (docs/file-format.md §3).
///
/// Hand-written rather than `ISO8601DateFormatter` because a library holds
/// two dates a note and the formatter is costly for each;
/// and because a date must survive write → read → write bit for bit, which
/// needs one exact rule for what a millisecond is.
public enum LibraryDate {
    /// Milliseconds between 1970-01-01 and 2001-01-01, Foundation's reference date.
    static let referenceOffsetMilliseconds: Int64 = 978_307_200_000
    /// 0000-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: what four year digits can say.
    static let earliestMilliseconds: Int64 = -62_167_219_200_000
    static let latestMilliseconds: Int64 = 253_402_300_799_999

    // MARK: - Milliseconds

    /// Milliseconds since 1970, truncated (not rounded) toward the past.
    ///
    /// A date that is already a whole number of milliseconds maps to that
    /// number even when the `Double` inside `Date` sits a hair below it.
    public static func milliseconds(of date: Date) -> Int64 {
        // Date stores seconds since 2001; working from that value avoids the
        // extra rounding `timeIntervalSince1970` would add.
        let seconds = date.timeIntervalSinceReferenceDate
        let scaled = seconds * 1000
        guard scaled.isFinite else { return scaled < 0 ? earliestMilliseconds : latestMilliseconds }
        let nearest = scaled.rounded()
        // `date(milliseconds:)`'s own dates map back to their number: far
        // from 2001 a Double's step is wider than the tolerance below (from
        // about the year 2300), and such a date lost a millisecond at each
        // save.
        let isWhole = nearest / 1000 == seconds || abs(scaled - nearest) < 0.001
        let whole = isWhole ? nearest : scaled.rounded(.down)
        let lowest = Double(earliestMilliseconds - referenceOffsetMilliseconds)
        let highest = Double(latestMilliseconds - referenceOffsetMilliseconds)
        return Int64(min(max(whole, lowest), highest)) + referenceOffsetMilliseconds
    }

    /// The date `milliseconds` after 1970; `milliseconds(of:)` gives the number back exactly.
    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(milliseconds - referenceOffsetMilliseconds) / 1000)
    }

    /// `date` without its sub-millisecond part: what the file can hold.
    public static func truncated(_ date: Date) -> Date {
        self.date(milliseconds: milliseconds(of: date))
    }

    // MARK: - Writing

    /// `2026-11-21T23:05:00.250Z`, or `2026-11-21T23:05:00Z` when the fraction is zero.
    public static func string(from date: Date) -> String {
        var bytes: [UInt8] = []
        append(milliseconds(of: date), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func append(_ milliseconds: Int64, to out: inout [UInt8]) {
        let parts = CivilTime(milliseconds: milliseconds)
        if appendQuickly(parts, separator: "T", withSeconds: true, to: &out) { return }
        appendMinute(parts, separator: "T", to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(parts.second, count: 2, to: &out)
        if parts.millisecond != 0 {
            out.append(UInt8(ascii: "."))
            appendDigits(parts.millisecond, count: 3, to: &out)
        }
        out.append(UInt8(ascii: "Z"))
    }

    /// `2026-11-21 23:05` in UTC (the stamp in a conflict copy's title), or
    /// in local time `offsetSeconds` east of UTC. Built by hand: `list`
    /// prints one for every note, and DateFormatter is slow at that.
    public static func minuteStamp(of date: Date, offsetSeconds: Int = 0) -> String {
        let parts = CivilTime(milliseconds: milliseconds(of: date) + Int64(offsetSeconds) * 1000)
        var out: [UInt8] = []
        appendMinute(parts, separator: " ", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `minuteStamp`'s text appended to `out`, for listings of many notes.
    public static func appendMinuteStamp(of date: Date, offsetSeconds: Int = 0, to out: inout [UInt8]) {
        let parts = CivilTime(milliseconds: milliseconds(of: date) + Int64(offsetSeconds) * 1000)
        if appendQuickly(parts, separator: " ", withSeconds: false, to: &out) { return }
        appendMinute(parts, separator: " ", to: &out)
    }

    /// `append`'s or `appendMinuteStamp`'s text for a year of four digits
    /// (any date a person writes), built on the stack and appended once;
    /// false, with nothing appended, for other years. Appending digit by
    /// digit was an eighth of encoding 10,000 notes.
    private static func appendQuickly(_ parts: CivilTime, separator: Unicode.Scalar, withSeconds: Bool,
                                      to out: inout [UInt8]) -> Bool {
        guard (0...9999).contains(parts.year) else { return false }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var end = 0
            func digits(_ value: Int64, _ count: Int) {
                var rest = value
                for index in stride(from: end + count - 1, through: end, by: -1) {
                    buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                end += count
            }
            func mark(_ scalar: Unicode.Scalar) {
                buffer[end] = UInt8(ascii: scalar)
                end += 1
            }
            digits(parts.year, 4); mark("-"); digits(parts.month, 2); mark("-"); digits(parts.day, 2)
            mark(separator); digits(parts.hour, 2); mark(":"); digits(parts.minute, 2)
            if withSeconds {
                mark(":"); digits(parts.second, 2)
                if parts.millisecond != 0 { mark("."); digits(parts.millisecond, 3) }
                mark("Z")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
        return true
    }

    /// `2026-11-21<separator>23:05`.
    private static func appendMinute(_ parts: CivilTime, separator: Unicode.Scalar, to out: inout [UInt8]) {
        appendDigits(parts.year, count: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(parts.month, count: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(parts.day, count: 2, to: &out)
        out.append(UInt8(ascii: separator))
        appendDigits(parts.hour, count: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(parts.minute, count: 2, to: &out)
    }

    /// Zero-padded decimal digits, as many as the value needs beyond `count`
    /// (a year past 9999; `appendQuickly` writes the others).
    private static func appendDigits(_ value: Int64, count: Int, to out: inout [UInt8]) {
        var divisor: Int64 = 1
        for _ in 1..<count { divisor *= 10 }
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    // MARK: - Reading

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; a fraction of any
    /// length is cut to milliseconds. Nil when it is not such a date.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseMilliseconds($0) }.map { date(milliseconds: $0) }
    }

    package static func parseMilliseconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2), reader.skip("T") || reader.skip("t"),
              let hour = reader.number(digits: 2), reader.skip(":"),
              let minute = reader.number(digits: 2), reader.skip(":"),
              let second = reader.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= CivilTime.daysIn(month: month, year: year),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond: Int64 = 0
        if reader.skip(".") {
            var digitCount = 0
            while let digit = reader.digit() {
                if digitCount < 3 { millisecond = millisecond * 10 + digit }
                digitCount += 1
            }
            guard digitCount > 0 else { return nil }
            for _ in digitCount..<max(digitCount, 3) { millisecond *= 10 }
        }
        var offsetMinutes: Int64 = 0
        if reader.skip("Z") || reader.skip("z") {
            offsetMinutes = 0
        } else if let sign: Int64 = reader.skip("+") ? 1 : (reader.skip("-") ? -1 : nil) {
            guard let offsetHours = reader.number(digits: 2), reader.skip(":"),
                  let offsetMins = reader.number(digits: 2), offsetHours < 24, offsetMins < 60
            else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetMins)
        } else {
            return nil
        }
        guard reader.atEnd else { return nil }
        let days = CivilTime.daysSince1970(year: year, month: month, day: day)
        let secondsOfDay = hour * 3600 + minute * 60 + second - offsetMinutes * 60
        return (days * 86_400 + secondsOfDay) * 1000 + millisecond
    }
}

// MARK: - Calendar arithmetic

/// A UTC instant split into calendar fields (proleptic Gregorian), after
/// Howard Hinnant's `civil_from_days` / `days_from_civil`.
struct CivilTime {
    var year, month, day, hour, minute, second, millisecond: Int64

    init(milliseconds: Int64) {
        let (days, msOfDay) = Self.floorDivide(milliseconds, 86_400_000)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        hour = msOfDay / 3_600_000
        minute = msOfDay / 60_000 % 60
        second = msOfDay / 1000 % 60
        millisecond = msOfDay % 1000
    }

    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 { quotient -= 1; remainder += divisor }
        return (quotient, remainder)
    }
}

/// Reads fixed-width ASCII fields from a date string.
private struct DigitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func digit() -> Int64? {
        guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
        defer { index += 1 }
        return Int64(bytes[index] - 0x30)
    }

    mutating func number(digits: Int) -> Int64? {
        var value: Int64 = 0
        for _ in 0..<digits {
            guard let next = digit() else { return nil }
            value = value * 10 + next
        }
        return value
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }
}
