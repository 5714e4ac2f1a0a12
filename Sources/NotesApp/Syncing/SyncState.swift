import Foundation
import NotesModel
import TerminalKit

/// What the header says about sync, for a library set up for it.
enum SyncState: Equatable {
    /// No sync finished yet in this run, and none is running.
    case notYet
    case syncing
    case synced(at: Date)
    /// The last sync failed; `reason` is the engine's one line.
    case failed(reason: String)

    /// The header's words in at most `width` columns: `syncing…`,
    /// `synced 14:03`, or `sync failed: ` and as much of the reason as
    /// fits, cut with `…` (the whole reason is in the footer when it
    /// happens, and in the help). `now` tells whether the sync was today.
    func headerText(width: Int, now: Date, timeZone: ShownTimeZone) -> String {
        switch self {
        case .notYet: return "not synced yet"
        case .syncing: return "syncing…"
        case let .synced(at): return "synced \(Self.time(at, now: now, timeZone: timeZone))"
        case let .failed(reason):
            let full = "sync failed: \(reason)"
            let short = "sync failed"
            if TextWidth.columns(of: full) <= width { return full }
            // Cut only where a few words of the reason still show.
            guard width >= TextWidth.columns(of: short) + 6 else { return short }
            return Self.cut(full, to: width)
        }
    }

    /// `text` in at most `width` columns, ending with `…` when cut.
    static func cut(_ text: String, to width: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let columns = TextWidth.columns(of: character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// `14:03`: the hour and minute in the app's time zone; a sync of
    /// another day says the day too (`21 Nov 14:03`).
    static func time(_ date: Date, now: Date, timeZone: ShownTimeZone) -> String {
        let shown = timeZone.wallClock(of: date)
        let clock = NoteRowFormatter.padded(shown.hour, to: 2) + ":" + NoteRowFormatter.padded(shown.minute, to: 2)
        guard !shown.isSameDay(as: timeZone.wallClock(of: now)) else { return clock }
        return "\(shown.day) \(NoteRowFormatter.monthAbbreviations[min(max(shown.month, 1), 12) - 1]) \(clock)"
    }

    /// The whole line for the footer and the help; nil when all is well.
    var fullReason: String? {
        if case let .failed(reason) = self { return "Sync failed: \(reason)" }
        return nil
    }
}
