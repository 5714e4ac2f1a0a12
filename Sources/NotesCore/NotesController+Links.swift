import Foundation
import NotesModel
import NotesSearching

// Links between notes (docs/behaviour.md, "Links"): trashed notes are no
// link targets and their links count for nothing.
extension NotesController {
    /// The note a link to `title` opens: the newest note (not in the
    /// trash) named so, ignoring case; failing that, for a target ending
    /// in `.md`, the note named without it. Nil when there is none.
    public func note(linkedAs title: String) -> Note? {
        linkIndex.update(notes, revision: revision)
        let key = NoteLinks.key(title.trimmingCharacters(in: .whitespaces))
        if let note = linkIndex.notes(namedKey: key).first { return note }
        guard key.hasSuffix(".md") else { return nil }
        return linkIndex.notes(namedKey: String(key.dropLast(3))).first
    }

    /// The notes (not in the trash) that link to the note `id`, newest
    /// first; a note linking to itself is not its own backlink.
    public func backlinks(to id: UUID) -> [Note] {
        guard let note = note(withID: id), !note.isTrashed else { return [] }
        linkIndex.update(notes, revision: revision)
        // `[[Name.md]]`, and the name of the file it was imported from, find the note too.
        var ids = Set(linkIndex.linkKeys(of: note).flatMap(linkIndex.linkers(ofKey:)))
        ids.remove(id)
        return notes.filter { ids.contains($0.id) }
    }

    /// How many notes link to the note `id` (see `backlinks`).
    public func backlinkCount(of id: UUID) -> Int {
        guard let note = note(withID: id), !note.isTrashed else { return 0 }
        linkIndex.update(notes, revision: revision)
        var ids = Set(linkIndex.linkKeys(of: note).flatMap(linkIndex.linkers(ofKey:)))
        ids.remove(id)
        return ids.count
    }

    /// Where the note `id`'s links go, each note (or missing title) once,
    /// in the order written: a note, or a missing title (also a trashed
    /// note's).
    public func outgoingLinks(of id: UUID) -> [LinkTarget] {
        guard let note = note(withID: id) else { return [] }
        return outgoingLinks(title: note.title, body: note.body)
    }

    /// Where links in this text would go (an edit not saved yet).
    public func outgoingLinks(title: String, body: String) -> [LinkTarget] {
        // Each note once, however many ways it is named (`[[A]]`, `[[a.md]]`,
        // its file's name); each missing title once.
        var seenTitles = Set<String>(), seenNotes = Set<UUID>()
        let targets = (NoteLinks.links(in: title) + NoteLinks.links(in: body)).map(\.target)
        return targets.filter { seenTitles.insert(NoteLinks.key($0)).inserted }.compactMap { target in
            guard let note = note(linkedAs: target) else { return .missing(title: target) }
            return seenNotes.insert(note.id).inserted ? .note(note) : nil
        }
    }
}
