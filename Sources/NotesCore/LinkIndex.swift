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
    private var cache: [UUID: (title: String, body: String, keys: [String])] = [:]
    private var builtRevision: Int?
    /// Title key → the notes (not in the trash) that link to it, each once.
    private var linkers: [String: [UUID]] = [:]
    /// Title key → the notes (not in the trash) with that name, newest first.
    private var named: [String: [Note]] = [:]

    /// The keys of the titles `note` links to, each once, in order.
    func keys(of note: Note) -> [String] {
        if let known = cache[note.id], known.title == note.title, known.body == note.body { return known.keys }
        var seen = Set<String>()
        let keys = NoteLinks.targets(of: note).map(NoteLinks.key).filter { seen.insert($0).inserted }
        cache[note.id] = (note.title, note.body, keys)
        return keys
    }

    /// Brings the maps up to `revision` of `notes` (the live notes).
    func update(_ notes: [Note], revision: Int) {
        guard builtRevision != revision else { return }
        var linkers: [String: [UUID]] = [:]
        var named: [String: [Note]] = [:]
        var live = Set<UUID>()
        live.reserveCapacity(notes.count)
        for note in notes {
            live.insert(note.id)
            named[Self.nameKey(of: note), default: []].append(note)
            for key in keys(of: note) { linkers[key, default: []].append(note.id) }
        }
        // Forget notes gone from the library (deleted, trashed).
        if cache.count > live.count { cache = cache.filter { live.contains($0.key) } }
        (self.linkers, self.named, builtRevision) = (linkers, named, revision)
    }

    func linkers(ofKey key: String) -> [UUID] { linkers[key] ?? [] }
    func notes(namedKey key: String) -> [Note] { named[key] ?? [] }

    /// The name a link finds a note by: the name it is shown by, as a REF
    /// finds it.
    static func nameKey(of note: Note) -> String {
        NoteLinks.key(note.displayTitle)
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
        let nameKey = LinkIndex.nameKey(of: note)
        var ids = Set(linkIndex.linkers(ofKey: nameKey))
        // A `[[Name.md]]` link finds the note too.
        ids.formUnion(linkIndex.linkers(ofKey: nameKey + ".md"))
        ids.remove(id)
        return notes.filter { ids.contains($0.id) }
    }

    /// How many notes link to the note `id` (see `backlinks`).
    public func backlinkCount(of id: UUID) -> Int {
        guard let note = note(withID: id), !note.isTrashed else { return 0 }
        linkIndex.update(notes, revision: revision)
        let nameKey = LinkIndex.nameKey(of: note)
        var ids = Set(linkIndex.linkers(ofKey: nameKey))
        ids.formUnion(linkIndex.linkers(ofKey: nameKey + ".md"))
        ids.remove(id)
        return ids.count
    }

    /// Where the note `id`'s links go, each title once, in the order
    /// written: a note, or a missing title (also a trashed note's).
    public func outgoingLinks(of id: UUID) -> [LinkTarget] {
        guard let note = note(withID: id) else { return [] }
        return outgoingLinks(title: note.title, body: note.body)
    }

    /// Where links in this text would go (an edit not saved yet).
    public func outgoingLinks(title: String, body: String) -> [LinkTarget] {
        var seen = Set<String>()
        let targets = (NoteLinks.links(in: title) + NoteLinks.links(in: body)).map(\.target)
        return targets.filter { seen.insert(NoteLinks.key($0)).inserted }.map { target in
            note(linkedAs: target).map(LinkTarget.note) ?? .missing(title: target)
        }
    }
}
