import Foundation
import NotesModel
import NotesSearching

/// A rename that links follow: the note's name before and after, and how
/// many `[[links]]` name it the old way (docs/behaviour.md, "Renaming").
public struct LinkRename: Equatable, Sendable {
    public let oldName: String
    public let newName: String
    /// The links to rewrite, in other notes and in the edit itself.
    public let count: Int
    /// Whether `[[Old.md]]` links go to the note too (no other note goes
    /// by `Old.md`), to be rewritten.
    let alsoWithExtension: Bool
    /// Whether they become `[[New.md]]` (no other note goes by `New.md`),
    /// else `[[New]]`, which opens the note.
    let keepingExtension: Bool
    /// In a vault, how the links that resolve to the note change.
    let vault: VaultRename?

    /// How `text` reads with the links rewritten, and how many were.
    func rewrite(_ text: String) -> (text: String, count: Int) {
        NoteLinks.rewriting(text, from: oldName, to: newName, alsoWithExtension: alsoWithExtension, keepingExtension: keepingExtension)
    }
}

extension NotesController {
    /// The other note (not in the trash) that links by the name `edit`
    /// gives the note it renames would open now: one that goes by that
    /// name (its title, or the name of the file it was imported from), or
    /// for a name `X.md`, one that goes by `X`. Renamed so, links could
    /// not tell the two apart. Nil for a new note, a name unchanged (case
    /// aside), an untitled note, or a name that opens no other note.
    public func nameClash(for edit: NoteEdit) -> Note? {
        settleLoading()
        guard let id = edit.noteID, let note = note(withID: id), !Note.isBlank(edit.title) else { return nil }
        let oldName = Note.displayTitle(title: edit.originalTitle, body: edit.originalBody)
        let newName = Note.oneLine(edit.title)
        guard NoteLinks.key(oldName) != NoteLinks.key(newName) else { return nil }
        linkIndex.update(notes, revision: revision)
        if linkIndex.isVault { return vaultNameClash(renaming: note, to: newName) }
        return otherNote(linkedAs: newName, except: id)
    }

    /// The newest note (not in the trash) but `id` that a link to `name`
    /// opens: by its title or its file's name, or for `X.md`, by `X`.
    private func otherNote(linkedAs name: String, except id: UUID?) -> Note? {
        linkIndex.update(notes, revision: revision)
        let key = NoteLinks.key(name.trimmingCharacters(in: .whitespaces))
        if let other = linkIndex.notes(namedKey: key).first(where: { $0.id != id }) { return other }
        guard key.hasSuffix(".md") else { return nil }
        return linkIndex.notes(namedKey: String(key.dropLast(3))).first { $0.id != id }
    }

    /// What saving `edit` would rename, when links name the note by its
    /// old name: nil for a new note, an unchanged name (case aside), a new
    /// name a link cannot hold (`]]`, `|`, `#`, a line break) or another
    /// note goes by (`nameClash`), an old name another note still has, or
    /// no link to rewrite.
    public func linkRename(for edit: NoteEdit) -> LinkRename? {
        settleLoading()
        guard let id = edit.noteID, let renamed = note(withID: id) else { return nil }
        let oldName = Note.displayTitle(title: edit.originalTitle, body: edit.originalBody)
        let newName = edit.title
        linkIndex.update(notes, revision: revision)
        // In a vault, links name the new file, whose name can always be linked.
        if linkIndex.isVault {
            guard !Note.isBlank(newName), NoteLinks.key(oldName) != NoteLinks.key(newName), nameClash(for: edit) == nil else { return nil }
            return vaultLinkRename(of: renamed, edit: edit, from: oldName, to: newName)
        }
        guard NoteLinks.canLink(to: newName), NoteLinks.key(oldName) != NoteLinks.key(newName),
              nameClash(for: edit) == nil else { return nil }
        // Another note with the old name keeps those links.
        guard notes.allSatisfy({ $0.id == id || linkIndex.nameKey(of: $0) != NoteLinks.key(oldName) }) else { return nil }
        // `[[Old.md]]` finds the note only when no note goes by `Old.md`,
        // and `[[New.md]]` would only when none goes by `New.md`.
        let withExtension = { (name: String) in self.linkIndex.notes(namedKey: NoteLinks.key(name) + ".md").allSatisfy { $0.id == id } }
        let rename = LinkRename(oldName: oldName, newName: newName, count: 0,
                                alsoWithExtension: withExtension(oldName), keepingExtension: withExtension(newName), vault: nil)
        var count = 0
        for text in [edit.title, edit.body] + notes(linkingToName: oldName, rename.alsoWithExtension, except: id).flatMap({ [$0.title, $0.body] }) {
            count += rename.rewrite(text).count
        }
        return count > 0 ? LinkRename(oldName: oldName, newName: newName, count: count, alsoWithExtension: rename.alsoWithExtension,
                                      keepingExtension: rename.keepingExtension, vault: nil) : nil
    }

    /// The notes (not in the trash, but `id`) whose links name `name`
    /// (or `name.md`): by the name, since the note may carry its new title
    /// already (saved when a link was followed from it).
    func notes(linkingToName name: String, _ alsoWithExtension: Bool, except id: UUID?) -> [Note] {
        linkIndex.update(notes, revision: revision)
        let key = NoteLinks.key(name)
        let ids = Set(linkIndex.linkers(ofKey: key) + (alsoWithExtension ? linkIndex.linkers(ofKey: key + ".md") : []))
        return notes.filter { ids.contains($0.id) && $0.id != id }
    }

    /// Saves `edit` as `saveEdit` does, with every link to `rename.oldName`
    /// (in the edit and in the other notes) naming `rename.newName`, its
    /// `#heading`, `|shown text` and `.md` kept: all in memory, so the next
    /// save writes it all at once. Returns how the edit was saved and how
    /// many links were rewritten. When another note goes by the new name
    /// by now (`nameClash`), the edit is saved and no link is rewritten.
    public func saveEdit(_ edit: NoteEdit, rewriting rename: LinkRename) -> (outcome: EditOutcome, rewritten: Int) {
        settleLoading()
        if let vault = rename.vault { return saveEdit(edit, rewritingVaultLinks: vault) }
        if otherNote(linkedAs: rename.newName, except: edit.noteID) != nil { return (saveEdit(edit), 0) }
        var edit = edit
        let linkers = Set(notes(linkingToName: rename.oldName, rename.alsoWithExtension, except: edit.noteID).map(\.id))
        let ownTitle = rename.rewrite(edit.title)
        let ownBody = rename.rewrite(edit.body)
        (edit.title, edit.body) = (ownTitle.text, ownBody.text)
        var rewritten = ownTitle.count + ownBody.count
        let outcome = saveEdit(edit)
        let now = clock()
        var changed: [UUID] = []
        changeNotes { notes in
            for index in notes.indices where linkers.contains(notes[index].id) && notes[index].id != outcome.noteID {
                let title = rename.rewrite(notes[index].title)
                let body = rename.rewrite(notes[index].body)
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
