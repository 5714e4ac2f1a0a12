import Foundation

/// Where one of a note's links goes: a note, or a title no note has.
public enum LinkTarget: Equatable, Sendable {
    case note(Note)
    case missing(title: String)

    public var title: String {
        switch self {
        case let .note(note): return note.displayTitle
        case let .missing(title): return title
        }
    }
}

/// Every note's link targets, parsed once and kept until its text changes
/// (as `TagIndex` keeps tags), and which notes link to each title, built
/// again from those only when the notes change.
final class LinkIndex {
    private struct Entry {
        let text: NoteText, importedFrom: String?
        /// The keys of the titles the note links to, each once, in order.
        let keys: [String]
        /// The key of the name it goes by.
        let nameKey: String
        /// The key of the file it was imported from, when that differs.
        let fileKey: String?
    }

    private var cache: [UUID: Entry] = [:]
    private var builtRevision: Int?
    /// Title key → the notes (not in the trash) that link to it, each once.
    private var linkers: [String: [UUID]] = [:]
    /// Title key → the notes (not in the trash) with that name, newest
    /// first; built when first asked after a change (following a link,
    /// the Links screen), not on every change.
    private var named: [String: [Note]] = [:]
    private var namedRevision: Int?
    private var notes: [Note] = []

    private func entry(of note: Note) -> Entry {
        if let known = cache[note.id], known.text.hasSameBytes(as: note.text),
           known.importedFrom == note.importedFrom {
            // Kept with the note's text as it is now: the text it was made
            // from may be in the buffer of a reading of the file since
            // replaced, which the entry would keep alive whole.
            if !known.text.isSamePlace(as: note.text) {
                cache[note.id] = Entry(text: note.text, importedFrom: known.importedFrom, keys: known.keys,
                                       nameKey: known.nameKey, fileKey: known.fileKey)
            }
            return known
        }
        var seen = Set<String>()
        let keys = NoteLinks.targets(of: note).map(NoteLinks.key).filter { seen.insert($0).inserted }
        let nameKey = NoteLinks.key(note.displayTitle)
        let fileKey = note.importedFrom.map(NoteLinks.key).flatMap { $0 == nameKey || $0.isEmpty ? nil : $0 }
        let entry = Entry(text: note.text, importedFrom: note.importedFrom, keys: keys,
                          nameKey: nameKey, fileKey: fileKey)
        cache[note.id] = entry
        return entry
    }

    /// Brings the map of linkers up to `revision` of `notes` (the live
    /// notes): one pass over the kept targets, parsing only changed notes.
    func update(_ notes: [Note], revision: Int) {
        guard builtRevision != revision else { return }
        var linkers: [String: [UUID]] = [:]
        for note in notes {
            for key in entry(of: note).keys { linkers[key, default: []].append(note.id) }
        }
        // Forget notes gone from the library (deleted, trashed).
        if cache.count > notes.count {
            let live = Set(notes.map(\.id))
            cache = cache.filter { live.contains($0.key) }
        }
        (self.linkers, self.notes, builtRevision) = (linkers, notes, revision)
    }

    func linkers(ofKey key: String) -> [UUID] { linkers[key] ?? [] }

    func notes(namedKey key: String) -> [Note] {
        if namedRevision != builtRevision {
            var named: [String: [Note]] = [:]
            for note in notes { named[entry(of: note).nameKey, default: []].append(note) }
            // A note's file name comes after every title: titles win.
            for note in notes {
                if let fileKey = entry(of: note).fileKey { named[fileKey, default: []].append(note) }
            }
            (self.named, namedRevision) = (named, builtRevision)
        }
        return named[key] ?? []
    }

    func nameKey(of note: Note) -> String { entry(of: note).nameKey }

    /// The keys links may name the note by: its name, its file's name, each
    /// also with `.md` unless another note goes by that (then such a link
    /// opens that note).
    func linkKeys(of note: Note) -> [String] {
        let entry = entry(of: note)
        let names = [entry.nameKey] + (entry.fileKey.map { [$0] } ?? [])
        // The names are looked up (a pass over the notes after a change)
        // only when some note links so.
        let withExtension = names.map { $0 + ".md" }.filter {
            !linkers(ofKey: $0).isEmpty && notes(namedKey: $0).allSatisfy { $0.id == note.id }
        }
        return names + withExtension
    }

}

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
