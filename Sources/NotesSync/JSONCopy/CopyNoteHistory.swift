import Foundation
import NotesCore
import NotesModel
import NotesVault

/// A JSON library's history once it syncs note by note: its notes' files
/// in the copy beside it (`JSONCopySync`), found by the note's id. The
/// versions the one file had before the upgrade stay in the library
/// folder's own repository (`git log -p notes.json` there).
struct CopyNoteHistory: NoteHistorySource {
    let copy: String
    let files: VaultNoteHistory
    let environment: [String: String]

    init(copy: String, environment: [String: String]) throws(NoteHistoryError) {
        files = try VaultNoteHistory(folder: copy, environment: environment)
        (self.copy, self.environment) = (copy, environment)
    }

    /// The note as the copy holds it (with its file); nil when it has none yet.
    func inCopy(_ note: Note) -> Note? {
        let held = (try? LibraryMirror(root: copy, environment: environment).read()) ?? []
        return held.first { $0.id == note.id }
    }

    func versions(of note: Note) throws(NoteHistoryError) -> [NoteVersion] {
        guard let held = inCopy(note) else { return [] }
        return try files.versions(of: held)
    }

    func note(_ note: Note, at version: NoteVersion) throws(NoteHistoryError) -> Note {
        var old = try files.note(inCopy(note) ?? note, at: version)
        old.file = nil
        return old
    }
}
