import Foundation
import NotesCore

/// Finds the one note a REF names (docs/behaviour.md §4), for the commands and for
/// `notes-tui open REF`: a full id, a unique id prefix of at least 4
/// characters, an exact title ignoring case, or `notes://note/ID`. A REF
/// that fits two notes in any way is ambiguous (see `NoteReference`).
enum NoteLookup {
    /// For `show` and `delete`: any other `notes://` URL is a usage error
    /// here, because they need a note, not a screen.
    static func note(_ reference: String, in notes: [Note], command: String) throws -> Note {
        if NotesURL.isURL(reference) {
            guard case let .note(id) = try NotesURL.parse(reference) else {
                throw CommandError.usage("'\(Echo.text(reference))' does not name a note; \(command) takes a REF or notes://note/ID")
            }
            // A note link names a note by its id alone: a title that happens
            // to read like that id does not make it ambiguous.
            guard let note = notes.first(where: { $0.id == id }) else { throw LaunchError.noSuchNote(reference) }
            return note
        }
        return try resolve(reference, in: notes)
    }

    /// The note, or `LaunchError.noSuchNote` / `.ambiguousNote` (exit 1).
    static func resolve(_ reference: String, in notes: [Note]) throws -> Note {
        switch NoteReference.resolve(reference, in: notes) {
        case let .found(note): return note
        case .notFound: throw LaunchError.noSuchNote(reference)
        case let .ambiguous(matches): throw LaunchError.ambiguousNote(reference, matches)
        }
    }
}
