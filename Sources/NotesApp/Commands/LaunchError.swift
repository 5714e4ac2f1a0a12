import Foundation
import NotesInterchange
import NotesModel
import NotesSearching
import NotesSettings
import NotesStorage

/// Why the app or a command stops early; each is one line and one exit status.
public enum LaunchError: Error, Equatable {
    case store(StoreError)
    case noSuchNote(String)
    case ambiguousNote(String, [Note])
    case noLibrary(String)
    case usage(String)
    case terminal(String)
    /// The settings file is wrong (exit status 78).
    case settings(SettingsError)

    public var message: String {
        switch self {
        case let .store(error): return error.message
        case let .noSuchNote(ref):
            let shown = Echo.text(ref)
            let shortPrefix = !ref.isEmpty && ref.count < NoteReference.minimumPrefixLength && ref.allSatisfy(\.isHexDigit)
            return shortPrefix
                ? "no note matches '\(shown)'; an id prefix needs at least \(NoteReference.minimumPrefixLength) characters (see 'notes-tui list')"
                : "no note matches '\(shown)'; run 'notes-tui list' to see ids and titles"
        case let .ambiguousNote(ref, notes):
            // All on one line (docs/behaviour.md §5): enough of each id to
            // tell them apart, and the title.
            let shown = 10
            let idLength = Self.distinguishingLength(of: notes.prefix(shown).map(\.id.text))
            var listed = notes.prefix(shown).map { "\($0.id.text.prefix(idLength)) \"\(Echo.text($0.displayTitle))\"" }
                .joined(separator: ", ")
            if notes.count > shown { listed += ", and \(notes.count - shown) more" }
            return "'\(Echo.text(ref))' matches \(notes.count) notes: \(listed); give one of these ids (or a longer prefix) instead, or notes://note/ID with the full id"
        case let .noLibrary(path):
            return "no library at \(Echo.path(path)); check the path (--data-file, $NOTES_TUI_DATA), or run 'notes-tui' once to create it"
        case let .usage(text): return text
        case let .terminal(text): return text
        case let .settings(error): return error.message
        }
    }

    /// At least 8 characters, more when two ids share a longer start.
    private static func distinguishingLength(of ids: [String]) -> Int {
        var length = 8
        for (index, id) in ids.enumerated() {
            for other in ids[(index + 1)...] {
                let common = zip(id, other).prefix { $0 == $1 }.count
                length = max(length, min(common + 1, id.count))
            }
        }
        return length
    }

    public var exitCode: Int32 {
        switch self {
        case let .store(error): return error.exitCode
        case .noSuchNote, .ambiguousNote, .noLibrary: return 1
        case .usage, .terminal: return 64
        case .settings: return SettingsError.exitCode
        }
    }
}
