import Foundation
import NotesModel

// MARK: - Unsaved work, when the library cannot be saved

extension NotesController {
    /// What would be lost if the process ended now: the notes created or
    /// changed here since the last successful save, and `edit` (an edit on
    /// screen, else this process's own draft) as a note — with its note's
    /// id when it edits one, so importing it brings that note back as
    /// edited. Nil when there is nothing.
    public func unsavedWork(including edit: Draft?) -> Library? {
        // A save still writing may yet fail: its notes count as unsaved.
        let unsaved = unsavedNoteIDs.union(backgroundSave?.noteIDs ?? [])
        var rescued = allNotes.filter { unsaved.contains($0.id) }
        if let edit = edit ?? ownDraft, let note = noteForRescue(edit) {
            rescued.removeAll { $0.id == note.id }
            rescued.append(note)
        }
        return rescued.isEmpty ? nil : Library(notes: rescued)
    }

    private func noteForRescue(_ edit: Draft) -> Note? {
        let now = clock()
        if let id = edit.noteID, var note = note(withID: id) {
            guard note.title != edit.title || note.body != edit.body else { return nil }
            note.setText(title: edit.title, body: edit.body)
            note.modified = now
            return note
        }
        guard !NoteEdit(noteID: edit.noteID, title: edit.title, body: edit.body).isBlank else { return nil }
        return Note(id: edit.noteID ?? makeID(), title: edit.title, body: edit.body, created: now, modified: now)
    }
}
