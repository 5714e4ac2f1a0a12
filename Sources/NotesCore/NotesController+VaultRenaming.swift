import Foundation
import NotesModel
import NotesSearching

/// How renaming a vault note changes the links that resolve to it
/// (CONTRACT §10, "Links"): a link that named its file names the new
/// file (the name the store gives it, `NoteFile.fileName(forTitle:)`),
/// in the form it was written; one that named its title names the new
/// title; one that named an alias is left alone.
struct VaultRename: Equatable, Sendable {
    let noteID: UUID
    /// The key of the note's file's name now (nil before it has a file).
    let fileKey: String?
    /// The file's new name, when the title is the file's name and the
    /// rename renames the file.
    let newFileName: String?
    let oldTitleKey: String
    let newTitle: String
}

extension NotesController {
    /// The name links to `note` use once it is titled `newName`: its new
    /// file's name when its title is its file's name, else the title.
    private func vaultLinkName(of note: Note, titled newName: String) -> String {
        note.file?.titleSource == .fileName ? NoteFile.fileName(forTitle: newName) : newName
    }

    /// Another note that a link by the name the renamed note would go by
    /// opens now, so that rewritten links could not tell them apart.
    func vaultNameClash(renaming note: Note, to newName: String) -> Note? {
        let name = vaultLinkName(of: note, titled: newName)
        guard let other = linkIndex.vaultNote(linkedBy: VaultLinkQuery(wikiTarget: name), from: nil), other.id != note.id else {
            return nil
        }
        return other
    }

    /// `linkRename` in a vault: the links, in the edit and in the notes
    /// whose links resolve to the note, that the rename rewrites.
    func vaultLinkRename(of note: Note, edit: NoteEdit, from oldName: String, to newName: String) -> LinkRename? {
        var newFileName: String?
        if let file = note.file, file.titleSource == .fileName {
            let name = vaultLinkName(of: note, titled: newName)
            // A name a link cannot hold would leave the links behind.
            guard NoteLinks.canLink(to: name), !name.contains("^") else { return nil }
            if NoteLinks.key(name) != NoteLinks.key(file.name) { newFileName = name }
        } else {
            // Links by the title are rewritten to the new title.
            guard NoteLinks.canLink(to: newName), !newName.contains("^") else { return nil }
        }
        let rename = VaultRename(noteID: note.id, fileKey: note.file.map { NoteLinks.key($0.name) }, newFileName: newFileName,
                                 oldTitleKey: NoteLinks.key(oldName), newTitle: newName)
        var count = vaultRewrites(in: edit.title, from: note, rename).count + vaultRewrites(in: edit.body, from: note, rename).count
        for linker in vaultLinkers(of: note.id) {
            count += vaultRewrites(in: linker.title, from: linker, rename).count + vaultRewrites(in: linker.body, from: linker, rename).count
        }
        guard count > 0 else { return nil }
        return LinkRename(oldName: oldName, newName: newName, count: count, alsoWithExtension: false, keepingExtension: false,
                          vault: rename)
    }

    /// The other notes whose links resolve to the note `id`.
    private func vaultLinkers(of id: UUID) -> [Note] {
        var ids = Set(linkIndex.vaultLinkers(of: id))
        ids.remove(id)
        return ids.isEmpty ? [] : notes.filter { ids.contains($0.id) }
    }

    /// The links in `text` (written in `source`) that resolve to the
    /// renamed note, and what each becomes.
    private func vaultRewrites(in text: String, from source: Note, _ rename: VaultRename) -> [(link: VaultLink, to: VaultLinks.Rewrite)] {
        VaultLinks.links(in: text).compactMap { link in
            let query = VaultLinkQuery(link)
            guard linkIndex.vaultNote(linkedBy: query, from: source)?.id == rename.noteID else { return nil }
            let lastName = query.pathKey.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
            if let fileKey = rename.fileKey, lastName == fileKey {
                return rename.newFileName.map { (link, .fileName($0)) }
            }
            guard link.form == .wiki else { return nil }
            if query.titleKey == rename.oldTitleKey { return (link, .title(rename.newTitle)) }
            // `[[Old Title.md]]` keeps its `.md`.
            guard query.pathKey == rename.oldTitleKey else { return nil }
            return (link, .title(rename.newTitle + String(link.path.suffix(3))))
        }
    }

    /// `saveEdit(_:rewriting:)` in a vault: what each link becomes is
    /// decided before the save, which changes where links go.
    func saveEdit(_ edit: NoteEdit, rewritingVaultLinks rename: VaultRename) -> (outcome: EditOutcome, rewritten: Int) {
        linkIndex.update(notes, revision: revision)
        guard let renamed = note(withID: rename.noteID), vaultNameClash(renaming: renamed, to: rename.newTitle) == nil else {
            return (saveEdit(edit), 0)
        }
        var edit = edit
        let ownTitle = vaultRewrites(in: edit.title, from: renamed, rename)
        let ownBody = vaultRewrites(in: edit.body, from: renamed, rename)
        (edit.title, edit.body) = (VaultLinks.rewriting(edit.title, ownTitle), VaultLinks.rewriting(edit.body, ownBody))
        var rewritten = ownTitle.count + ownBody.count
        var others: [UUID: (title: String, body: String, newTitle: String, newBody: String, count: Int)] = [:]
        for linker in vaultLinkers(of: rename.noteID) {
            let title = vaultRewrites(in: linker.title, from: linker, rename)
            let body = vaultRewrites(in: linker.body, from: linker, rename)
            guard title.count + body.count > 0 else { continue }
            others[linker.id] = (linker.title, linker.body, VaultLinks.rewriting(linker.title, title),
                                 VaultLinks.rewriting(linker.body, body), title.count + body.count)
        }
        let outcome = saveEdit(edit)
        let now = clock()
        var changed: [UUID] = []
        changeNotes { notes in
            for index in notes.indices {
                guard let change = others[notes[index].id], notes[index].id != outcome.noteID,
                      notes[index].title == change.title, notes[index].body == change.body else { continue }
                notes[index].setText(title: change.newTitle, body: change.newBody)
                notes[index].modified = now
                rewritten += change.count
                changed.append(notes[index].id)
            }
        }
        changed.forEach(markUnsaved)
        return (outcome, rewritten)
    }
}
