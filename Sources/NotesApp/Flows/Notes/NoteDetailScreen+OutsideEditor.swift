import Foundation
import NotesCore

// Ctrl-X Ctrl-E in Note detail: the user's own editor (docs/behaviour.md,
// "Your own editor"). A new title that links name the note by asks as
// Ctrl-S does (CONTRACT §14).
extension NoteDetailScreen {
    /// Hands the current text, saved or not, to `$VISUAL`/`$EDITOR`. What
    /// comes back replaces the fields (one undo step each) and is saved
    /// as Ctrl-S would, but the screen stays open to go on editing.
    func editExternally() {
        guard let externalEditing else { return }
        var saved: EditOutcome?
        var asksFirst = false
        let outcome = externalEditing.edit(title: title.text, body: body.text, commit: { newTitle, newBody in
            title.replaceAll(with: newTitle)
            body.replaceAll(with: newBody)
            touched = true
            if titleChangeAsks {
                // Asked as Ctrl-S asks; meanwhile the text is kept, on disk, as the draft.
                asksFirst = true
                return saves.editorStopped(keeping: interruptedEdit, in: controller)
            }
            let (outcome, onDisk) = saves.editorReturned(edit, in: controller)
            (saved, noteID) = (outcome, outcome.noteID ?? noteID)
            guard onDisk else { return false }
            (originalTitle, originalBody) = (title.text, body.text)
            markBodySaved()
            return true
        }, keepUnsaved: { newTitle, newBody in
            // In the fields, unsaved, and on disk as the draft.
            title.replaceAll(with: newTitle)
            body.replaceAll(with: newBody)
            touched = true
            return saves.editorStopped(keeping: interruptedEdit, in: controller)
        })
        notice = outcome.message(saved: saved)
        if asksFirst, outcome == .saved {
            notice = nil
            save()
        }
    }

    /// Whether saving the text now asks first, as Ctrl-S does: a new title
    /// that links name the note by, or one another note goes by.
    var titleChangeAsks: Bool {
        let sinceOpened = NoteEdit(noteID: noteID, title: title.text, body: body.text,
                                   originalTitle: openedTitle, originalBody: openedBody)
        return controller.nameClash(for: sinceOpened) != nil || controller.linkRename(for: sinceOpened) != nil
    }
}
