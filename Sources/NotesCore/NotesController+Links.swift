import Foundation
import NotesModel
import NotesSearching

// Links between notes (docs/behaviour.md, "Links"): trashed notes are no
// link targets and their links count for nothing. In a vault (CONTRACT
// §10) links name files, resolved from the linking note's folder by one
// resolver (`VaultLinkResolver`) that following a link, the Links screen,
// `links REF` and the backlink counts all ask.
extension NotesController {
    /// The note a link to `title` opens: the newest note (not in the
    /// trash) named so, ignoring case; failing that, for a target ending
    /// in `.md`, the note named without it. Nil when there is none. In a
    /// vault, the note a `[[title]]` written in the note `source` (or at
    /// the vault's top) names.
    public func note(linkedAs title: String, from source: UUID? = nil) -> Note? {
        linkIndex.update(notes, revision: revision)
        if linkIndex.isVault {
            return linkIndex.vaultNote(linkedBy: VaultLinkQuery(wikiTarget: title), from: source.flatMap { note(withID: $0) })
        }
        let key = NoteLinks.key(title.trimmingCharacters(in: .whitespaces))
        if let note = linkIndex.notes(namedKey: key).first { return note }
        guard key.hasSuffix(".md") else { return nil }
        return linkIndex.notes(namedKey: String(key.dropLast(3))).first
    }

    /// Where `link`, found in `text` (the title or body of the note
    /// `source`), goes: what `Ctrl-]` opens. A `[[link]]` as
    /// `note(linkedAs:from:)` finds it; a Markdown link to a note's file,
    /// in a vault, as the Links screen resolves it, and in a JSON library
    /// the note its file name names (`Folder/Name X.md` → `Name X`, as
    /// `[[Name X.md]]` would).
    public func target(of link: VaultLink, in text: String, from source: UUID? = nil) -> LinkTarget {
        switch link.form {
        case .wiki:
            // The target as `[[…]]` reads it alone: the link holds no code span.
            let title = NoteLinks.links(in: String(text[link.range])).first?.target ?? link.path
            return note(linkedAs: title, from: source).map(LinkTarget.note) ?? .missing(title: title)
        case .markdown:
            linkIndex.update(notes, revision: revision)
            if linkIndex.isVault {
                let query = VaultLinkQuery(link)
                let found = linkIndex.vaultNote(linkedBy: query, from: source.flatMap { note(withID: $0) })
                let title = query.pathKey != query.titleKey ? String(link.path.dropLast(3)) : link.path
                return found.map(LinkTarget.note) ?? .missing(title: title)
            }
            let name = String(link.path.split(separator: "/").last ?? Substring(link.path))
            let title = name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name
            return note(linkedAs: name).map(LinkTarget.note) ?? .missing(title: title)
        }
    }

    /// The notes (not in the trash) that link to the note `id`, newest
    /// first; a note linking to itself is not its own backlink.
    public func backlinks(to id: UUID) -> [Note] {
        let ids = backlinkIDs(of: id)
        return ids.isEmpty ? [] : notes.filter { ids.contains($0.id) }
    }

    /// How many notes link to the note `id` (see `backlinks`).
    public func backlinkCount(of id: UUID) -> Int {
        backlinkIDs(of: id).count
    }

    private func backlinkIDs(of id: UUID) -> Set<UUID> {
        guard let note = note(withID: id), !note.isTrashed else { return [] }
        linkIndex.update(notes, revision: revision)
        var ids: Set<UUID>
        if linkIndex.isVault {
            ids = Set(linkIndex.vaultLinkers(of: id))
        } else {
            // `[[Name.md]]`, and the name of the file it was imported from, find the note too.
            ids = Set(linkIndex.linkKeys(of: note).flatMap(linkIndex.linkers(ofKey:)))
        }
        ids.remove(id)
        return ids
    }

    /// Where the note `id`'s links go, each note (or missing title) once,
    /// in the order written: a note, or a missing title (also a trashed
    /// note's).
    public func outgoingLinks(of id: UUID) -> [LinkTarget] {
        guard let note = note(withID: id) else { return [] }
        return outgoingLinks(title: note.title, body: note.body, from: id)
    }

    /// Where links in this text would go (an edit not saved yet of the
    /// note `source`, which in a vault they are read from).
    public func outgoingLinks(title: String, body: String, from source: UUID? = nil) -> [LinkTarget] {
        // Each note once, however many ways it is named (`[[A]]`, `[[a.md]]`,
        // its file's name); each missing title once.
        var seenTitles = Set<String>(), seenNotes = Set<UUID>()
        linkIndex.update(notes, revision: revision)
        if linkIndex.isVault {
            let sourceNote = source.flatMap { note(withID: $0) }
            return VaultLinks.links(title: title, body: body).compactMap { link in
                let query = VaultLinkQuery(link)
                guard let note = linkIndex.vaultNote(linkedBy: query, from: sourceNote) else {
                    // A Markdown link names a file: the note it would start is titled without `.md`.
                    let title = link.form == .markdown && query.pathKey != query.titleKey ? String(link.path.dropLast(3)) : link.path
                    return seenTitles.insert(query.titleKey).inserted ? .missing(title: title) : nil
                }
                return seenNotes.insert(note.id).inserted ? .note(note) : nil
            }
        }
        let targets = (NoteLinks.links(in: title) + NoteLinks.links(in: body)).map(\.target)
        return targets.filter { seenTitles.insert(NoteLinks.key($0)).inserted }.compactMap { target in
            guard let note = note(linkedAs: target) else { return .missing(title: target) }
            return seenNotes.insert(note.id).inserted ? .note(note) : nil
        }
    }
}
