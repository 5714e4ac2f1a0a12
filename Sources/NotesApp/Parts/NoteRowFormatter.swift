import Foundation
import NotesCore

/// The short texts of a list row: the modified time and the body's start.
struct NoteRowFormatter {
    private let clock: () -> Date
    private let calendar: Calendar

    init(clock: @escaping () -> Date, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `14:05` today, `21 Nov` this year, `2025-11-21` before: what a
    /// `DateFormatter` in `en_US_POSIX` writes for `HH:mm`, `d MMM` and
    /// `yyyy-MM-dd`. Written by hand from the calendar's fields, because
    /// a date formatter loads ICU's locale, number and currency data
    /// (about 2 MB resident) to write digits and an English month.
    func shortDate(_ date: Date) -> String {
        let now = clock()
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let (year, month, day) = (parts.year ?? 1, parts.month ?? 1, parts.day ?? 1)
        if calendar.isDate(date, inSameDayAs: now) {
            return Self.padded(parts.hour ?? 0, to: 2) + ":" + Self.padded(parts.minute ?? 0, to: 2)
        }
        if year == calendar.component(.year, from: now) {
            return "\(day) " + Self.monthAbbreviations[min(max(month, 1), 12) - 1]
        }
        return Self.padded(year, to: 4) + "-" + Self.padded(month, to: 2) + "-" + Self.padded(day, to: 2)
    }

    private static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                             "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `value`'s digits with zeros in front up to `width`.
    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The body's start on one line: newlines and runs of spaces folded.
    static func preview(of note: Note, limit: Int = 400) -> String {
        var preview = ""
        // Counted as it grows: `String.count` walks the whole string.
        var count = 0
        var lastWasSpace = false
        // An untitled note is named after a line of its body: not shown twice.
        for character in note.bodyAfterDisplayTitle.prefix(limit * 2) {
            let isSpace = character.isWhitespace
            if isSpace {
                if !lastWasSpace, count > 0 { preview.append(" "); count += 1 }
            } else {
                preview.append(character)
                count += 1
            }
            lastWasSpace = isSpace
            // Longer than any row shows: say that it goes on.
            if count >= limit { return preview + "…" }
        }
        return preview
    }
}
