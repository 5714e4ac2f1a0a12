import Foundation
import NotesModel

/// The short texts of a list row: the modified time and the body's start.
struct NoteRowFormatter {
    private let clock: () -> Date
    private let timeZone: ShownTimeZone

    init(clock: @escaping () -> Date, timeZone: ShownTimeZone) {
        self.clock = clock
        self.timeZone = timeZone
    }

    /// `14:05` today, `21 Nov` this year, `2025-11-21` before. Written by
    /// hand from the date's fields: a `DateFormatter` loads ICU's locale,
    /// number and currency data (resident from then on) to write digits and
    /// an English month, and a named `TimeZone` loads ICU's zones.
    func shortDate(_ date: Date) -> String {
        let shown = timeZone.wallClock(of: date), now = timeZone.wallClock(of: clock())
        if shown.isSameDay(as: now) { return Self.padded(shown.hour, to: 2) + ":" + Self.padded(shown.minute, to: 2) }
        if shown.year == now.year { return "\(shown.day) " + Self.monthAbbreviations[min(max(shown.month, 1), 12) - 1] }
        return Self.padded(shown.year, to: 4) + "-" + Self.padded(shown.month, to: 2) + "-" + Self.padded(shown.day, to: 2)
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `value`'s digits with zeros in front up to `width` (a sign before
    /// them: year 0's last day is year -1 west of Greenwich).
    static func padded(_ value: Int, to width: Int) -> String {
        if value < 0 { return "-" + padded(-value, to: width) }
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
        for character in note.startOfBodyAfterDisplayTitle(characters: limit * 2) {
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
