import Foundation

/// A rename that links follow: the note's name before and after, and how
/// many `[[links]]` name it the old way (docs/behaviour.md, "Renaming").
public struct LinkRename: Equatable, Sendable {
    public let oldName: String
    public let newName: String
    /// The links to rewrite, in other notes and in the edit itself.
    public let count: Int
}

extension NotesController {
    /// What saving `edit` would rename, when links name the note by its
    /// old name: nil for a new note, an unchanged name (case aside), a new
    /// name a link cannot hold (`]]`, `|`, `#`, a line break), an old name
    /// another note still has, or no link to rewrite.
    public func linkRename(for edit: NoteEdit) -> LinkRename? {
        guard let id = edit.noteID, note(withID: id) != nil else { return nil }
        let oldName = Note.displayTitle(title: edit.originalTitle, body: edit.originalBody)
        let newName = edit.title
        guard NoteLinks.canLink(to: newName), NoteLinks.key(oldName) != NoteLinks.key(newName) else { return nil }
        // Another note with the old name keeps those links.
        guard notes.allSatisfy({ $0.id == id || linkIndex.nameKey(of: $0) != NoteLinks.key(oldName) }) else { return nil }
        var count = NoteLinks.rewriting(edit.title, from: oldName, to: newName).count
            + NoteLinks.rewriting(edit.body, from: oldName, to: newName).count
        for linker in notes(linkingToName: oldName, except: id) {
            count += NoteLinks.rewriting(linker.title, from: oldName, to: newName).count
                + NoteLinks.rewriting(linker.body, from: oldName, to: newName).count
        }
        return count > 0 ? LinkRename(oldName: oldName, newName: newName, count: count) : nil
    }

    /// The notes (not in the trash, but `id`) whose links name `name`: by
    /// the name, since the note may carry its new title already (saved
    /// when a link was followed from it).
    func notes(linkingToName name: String, except id: UUID?) -> [Note] {
        linkIndex.update(notes, revision: revision)
        let ids = Set(linkIndex.linkers(ofKey: NoteLinks.key(name)))
        return notes.filter { ids.contains($0.id) && $0.id != id }
    }

    /// Saves `edit` as `saveEdit` does, with every link to `rename.oldName`
    /// (in the edit and in the other notes) naming `rename.newName`, its
    /// `#heading` and `|shown text` kept: all in memory, so the next save
    /// writes it all at once. Returns how the edit was saved and how many
    /// links were rewritten.
    public func saveEdit(_ edit: NoteEdit, rewriting rename: LinkRename) -> (outcome: EditOutcome, rewritten: Int) {
        var edit = edit
        let (old, new) = (rename.oldName, rename.newName)
        let linkers = Set(notes(linkingToName: old, except: edit.noteID).map(\.id))
        let ownTitle = NoteLinks.rewriting(edit.title, from: old, to: new)
        let ownBody = NoteLinks.rewriting(edit.body, from: old, to: new)
        (edit.title, edit.body) = (ownTitle.text, ownBody.text)
        var rewritten = ownTitle.count + ownBody.count
        let outcome = saveEdit(edit)
        let now = clock()
        var changed: [UUID] = []
        changeNotes { notes in
            for index in notes.indices where linkers.contains(notes[index].id) && notes[index].id != outcome.noteID {
                let title = NoteLinks.rewriting(notes[index].title, from: old, to: new)
                let body = NoteLinks.rewriting(notes[index].body, from: old, to: new)
                guard title.count + body.count > 0 else { continue }
                notes[index].setText(title: title.text, body: body.text)
                notes[index].modified = now
                rewritten += title.count + body.count
                changed.append(notes[index].id)
            }
        }
        changed.forEach(markUnsaved)
        return (outcome, rewritten)
    }
}
