import Foundation
import NotesCore

/// The short texts of a list row: the modified time and the body's start.
struct NoteRowFormatter {
    private let clock: () -> Date
    private let calendar: Calendar
    private let timeFormatter: DateFormatter
    private let dayFormatter: DateFormatter
    private let yearFormatter: DateFormatter

    init(clock: @escaping () -> Date, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            return formatter
        }
        timeFormatter = formatter("HH:mm")
        dayFormatter = formatter("d MMM")
        yearFormatter = formatter("yyyy-MM-dd")
    }

    /// `14:05` today, `21 Nov` this year, `2025-11-21` before.
    func shortDate(_ date: Date) -> String {
        let now = clock()
        if calendar.isDate(date, inSameDayAs: now) { return timeFormatter.string(from: date) }
        if calendar.component(.year, from: date) == calendar.component(.year, from: now) {
            return dayFormatter.string(from: date)
        }
        return yearFormatter.string(from: date)
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
