import Foundation
import NotesInterchange
import NotesModel
import NotesSearching

/// Finds the one note a REF names (docs/behaviour.md §4), for the commands and for
/// `notes-tui open REF`: a full id, a unique id prefix of at least 4
/// characters, an exact title ignoring case, or `notes://note/ID`. A REF
/// that fits two notes in any way is ambiguous (see `NoteReference`).
enum NoteLookup {
    /// For `show` and `delete`: any other `notes://` URL is a usage error
    /// here, because they need a note, not a screen.
    static func note(_ reference: String, in notes: [Note], command: String) throws -> Note {
        if let id = try noteID(inURL: reference, command: command) {
            // A note link names a note by its id alone: a title that happens
            // to read like that id does not make it ambiguous.
            guard let note = notes.first(where: { $0.id == id }) else { throw LaunchError.noSuchNote(reference) }
            return note
        }
        return try resolve(reference, in: notes)
    }

    /// The id a `notes://note/ID` REF names; nil for a REF that is no URL.
    /// Any other URL is a usage error, found without the library.
    static func noteID(inURL reference: String, command: String) throws -> UUID? {
        guard NotesURL.isURL(reference) else { return nil }
        guard case let .note(id) = try NotesURL.parse(reference) else {
            throw CommandError.usage("'\(Echo.text(reference))' does not name a note; \(command) takes a REF or notes://note/ID")
        }
        return id
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
