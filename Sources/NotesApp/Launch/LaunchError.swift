import Foundation
import NotesCore

/// Why the app or a command stops early; each is one line and one exit status.
public enum LaunchError: Error, Equatable {
    case store(StoreError)
    case noSuchNote(String)
    case ambiguousNote(String, [Note])
    case noLibrary(String)
    case usage(String)
    case terminal(String)

    public var message: String {
        switch self {
        case let .store(error): return error.message
        case let .noSuchNote(ref):
            let shortPrefix = !ref.isEmpty && ref.count < NoteReference.minimumPrefixLength && ref.allSatisfy(\.isHexDigit)
            return shortPrefix
                ? "no note matches '\(ref)'; an id prefix needs at least \(NoteReference.minimumPrefixLength) characters (see 'notes-tui list')"
                : "no note matches '\(ref)'; run 'notes-tui list' to see ids and titles"
        case let .ambiguousNote(ref, notes):
            // All on one line (docs/behaviour.md §5): enough of each id to
            // tell them apart, and the title.
            let shown = 10
            var listed = notes.prefix(shown).map { "\($0.id.uuidString.prefix(8)) \"\($0.displayTitle)\"" }
                .joined(separator: ", ")
            if notes.count > shown { listed += ", and \(notes.count - shown) more" }
            return "'\(ref)' matches \(notes.count) notes: \(listed); give one of these ids (or a longer prefix) instead"
        case let .noLibrary(path):
            return "no library at \(path) yet; run 'notes-tui' once to create it, or pass --data-file"
        case let .usage(text): return text
        case let .terminal(text): return text
        }
    }

    public var exitCode: Int32 {
        switch self {
        case let .store(error): return error.exitCode
        case .noSuchNote, .ambiguousNote, .noLibrary: return 1
        case .usage, .terminal: return 64
        }
    }

    static func resolve(_ reference: String, in notes: [Note]) throws -> Note {
        switch NoteReference.resolve(reference, in: notes) {
        case let .found(note): return note
        case .notFound: throw LaunchError.noSuchNote(reference)
        case let .ambiguous(matches): throw LaunchError.ambiguousNote(reference, matches)
        }
    }
}
