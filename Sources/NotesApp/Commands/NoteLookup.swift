import Foundation
import NotesCore

/// Finds the one note a command's REF names (docs/behaviour.md §4): a full id, a
/// unique id prefix of at least 4 characters, an exact title ignoring case,
/// or `notes://note/ID`. Any other `notes://` URL is a usage error here,
/// because `show` and `delete` need a note, not a screen.
enum NoteLookup {
    static func note(_ reference: String, in notes: [Note], command: String) throws -> Note {
        if NotesURL.isURL(reference) {
            guard case let .note(id) = try NotesURL.parse(reference) else {
                throw CommandError.usage("'\(reference)' does not name a note; \(command) takes a REF or notes://note/ID")
            }
            return try LaunchError.resolve(id.uuidString, in: notes)
        }
        return try LaunchError.resolve(reference, in: notes)
    }
}
