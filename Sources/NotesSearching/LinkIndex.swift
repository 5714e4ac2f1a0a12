import Foundation
import NotesModel

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
package final class LinkIndex {
    package init() {}

    struct Entry {
        let text: NoteText, importedFrom: String?, file: NoteFile?
        /// The keys of the titles the note links to, each once, in order
        /// (none in a vault, whose links `vault` holds).
        let keys: [String]
        /// The key of the name it goes by.
        let nameKey: String
        /// The key of the file it was imported from, when that differs.
        let fileKey: String?
        /// In a vault: its file's keys and its links, as the resolver reads them.
        let vault: VaultNoteKeys?
    }

    private var cache: [UUID: Entry] = [:]
    var builtRevision: Int?
    /// Whether the notes are a vault's (some note has a file): links then
    /// name files, as `VaultLinkResolver` reads them.
    package private(set) var isVault = false
    /// In a vault, built when first asked after a change: the resolver
    /// over `notes`, and the notes whose links resolve to each note.
    var vaultResolver: VaultLinkResolver?
    var vaultLinkers: [UUID: [UUID]] = [:]
    var vaultRevision: Int?
    /// Title key → the notes (not in the trash) that link to it, each once.
    private var linkers: [String: [UUID]] = [:]
    /// Title key → the notes (not in the trash) with that name, newest
    /// first; built when first asked after a change (following a link,
    /// the Links screen), not on every change.
    private var named: [String: [Note]] = [:]
    private var namedRevision: Int?
    private(set) var notes: [Note] = []

    func entry(of note: Note) -> Entry {
        if let known = cache[note.id], known.text.hasSameBytes(as: note.text),
           known.importedFrom == note.importedFrom, known.file == note.file, (known.vault != nil) == isVault {
            // Kept with the note's text as it is now: the text it was made
            // from may be in the buffer of a reading of the file since
            // replaced, which the entry would keep alive whole.
            if !known.text.isSamePlace(as: note.text) {
                cache[note.id] = Entry(text: note.text, importedFrom: known.importedFrom, file: known.file, keys: known.keys,
                                       nameKey: known.nameKey, fileKey: known.fileKey, vault: known.vault)
            }
            return known
        }
        var seen = Set<String>()
        let keys = isVault ? [] : NoteLinks.targets(of: note).map(NoteLinks.key).filter { seen.insert($0).inserted }
        let nameKey = NoteLinks.key(note.displayTitle)
        let fileKey = note.importedFrom.map(NoteLinks.key).flatMap { $0 == nameKey || $0.isEmpty ? nil : $0 }
        let entry = Entry(text: note.text, importedFrom: note.importedFrom, file: note.file, keys: keys,
                          nameKey: nameKey, fileKey: fileKey, vault: isVault ? VaultNoteKeys(note) : nil)
        cache[note.id] = entry
        return entry
    }

    /// Brings the map of linkers up to `revision` of `notes` (the live
    /// notes): one pass over the kept targets, parsing only changed notes.
    package func update(_ notes: [Note], revision: Int) {
        guard builtRevision != revision else { return }
        isVault = notes.contains { $0.file != nil }
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

    package func linkers(ofKey key: String) -> [UUID] { linkers[key] ?? [] }

    package func notes(namedKey key: String) -> [Note] {
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

    package func nameKey(of note: Note) -> String { entry(of: note).nameKey }

    /// The keys links may name the note by: its name, its file's name, each
    /// also with `.md` unless another note goes by that (then such a link
    /// opens that note).
    package func linkKeys(of note: Note) -> [String] {
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
