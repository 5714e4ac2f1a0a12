import Foundation
import NotesMerging
import NotesModel
import NotesStorage

/// A store that keeps the library in memory, one entry per note as a vault
/// keeps one file per note; a test double, kept out of NotesCore so the
/// shipped module has none. A save writes only the notes its
/// `LibraryChanges` names (and only those that differ), counting each
/// write in `writes`; like the JSON store, it first merges three ways with
/// a change made "elsewhere" (`replaceFromElsewhere`, `changeElsewhere`)
/// since the last load or save. `saveCount` and `failNextSave` let tests
/// see and steer what is saved when.
public final class InMemoryNotesStore: NotesStore {
    /// The notes as stored, by id: what a vault's files hold.
    private var stored: [UUID: Note] = [:]
    /// The ids in the order of the library last saved or put here, so the
    /// library reads back in that order (a vault's files have none).
    private var order: [UUID] = []
    private var storedDraft: Draft?
    private var storedUnknownFields = UnknownFields.none
    private var exists: Bool

    public private(set) var saveCount = 0
    public private(set) var loadCount = 0
    /// How many times each note was written (created, replaced or removed).
    public private(set) var writes: [UUID: Int] = [:]
    /// The notes the last save wrote.
    public private(set) var lastWritten: Set<UUID> = []
    /// How many times the draft or the library's own fields were written.
    public private(set) var libraryFieldWrites = 0
    /// When set, the next save throws this error and changes nothing.
    public var failNextSave: StoreError?
    /// Fails every save with this error until set back to nil (a full disk).
    public var failEverySave: StoreError?
    /// What a load leaves out, as a vault would report unreadable files.
    public var skipped: [SkippedEntry] = []
    public let location: String
    /// Set by `replaceFromElsewhere` and `changeElsewhere`, cleared by the
    /// next load or save.
    public private(set) var changedElsewhere = false
    /// The notes changed elsewhere since the last load or save, when only
    /// `changeElsewhere` changed them.
    private var notesChangedElsewhere: LibraryChanges = .notes([])
    /// The library as last loaded or saved: the base of a merge.
    private var base: Library

    public init(library: Library? = nil, location: String = "memory") {
        self.location = location
        exists = library != nil
        base = library ?? Library()
        if let library { put(library) }
    }

    /// The library as stored now.
    public var library: Library? {
        guard exists else { return nil }
        return Library(notes: order.compactMap { stored[$0] }, draft: storedDraft, unknownFields: storedUnknownFields)
    }

    public func libraryExists() -> Bool { exists }

    public func hasChangedElsewhere() -> Bool { changedElsewhere }

    public func changesElsewhere() -> LibraryChanges { notesChangedElsewhere }

    /// Stands in for another running instance editing this library.
    public var draftSlotHeldElsewhere = false
    public private(set) var holdsDraftSlot = false

    public func claimDraftSlot() -> Bool {
        guard !draftSlotHeldElsewhere else { return false }
        holdsDraftSlot = true
        return true
    }

    public func releaseDraftSlot() {
        holdsDraftSlot = false
    }

    /// The list's sort as remembered for this library.
    public var sort: NoteSort?
    public func rememberedSort() -> NoteSort? { sort }
    public func rememberSort(_ sort: NoteSort) { self.sort = sort }

    public func load() throws -> Library {
        loadCount += 1
        clearChangedElsewhere()
        base = library ?? Library()
        return base
    }

    public func save(_ library: Library, changes: LibraryChanges) throws -> Library {
        if let error = failNextSave {
            failNextSave = nil
            throw error
        }
        if let failEverySave { throw failEverySave }
        saveCount += 1
        var written = changes
        var result = library
        if changedElsewhere {
            let theirs = self.library ?? Library()
            result = LibraryMerge.merge(base: base, mine: library, theirs: theirs)
            // A conflict copy the merge made is a note no one named.
            if case let .notes(ids) = changes {
                let known = Set(stored.keys)
                written = .notes(ids.union(result.notes.lazy.map(\.id).filter { !known.contains($0) }))
            }
        }
        write(result, changes: written)
        clearChangedElsewhere()
        base = result
        return result
    }

    /// Stands in for another process replacing the whole library (a sync
    /// writing the JSON file): which notes changed is not known.
    public func replaceFromElsewhere(_ library: Library) {
        put(library)
        changedElsewhere = true
        notesChangedElsewhere = .unknown
    }

    /// Stands in for another program changing some notes' files (an
    /// editor, `git pull` in a vault): `notes` written, `removed` deleted;
    /// the store can tell which notes changed.
    public func changeElsewhere(_ notes: [Note], removing removed: [UUID] = []) {
        for note in notes {
            if stored.updateValue(note, forKey: note.id) == nil { order.insert(note.id, at: 0) }
        }
        for id in removed { stored[id] = nil }
        order.removeAll { stored[$0] == nil }
        exists = true
        changedElsewhere = true
        if case let .notes(ids) = notesChangedElsewhere {
            notesChangedElsewhere = .notes(ids.union(notes.map(\.id)).union(removed))
        }
    }

    // MARK: - Private

    /// Writes each note `changes` names whose stored value differs, and
    /// the library's own fields when they differ.
    private func write(_ library: Library, changes: LibraryChanges) {
        lastWritten = []
        let incoming: [UUID: Note]
        switch changes {
        case .unknown:
            incoming = Dictionary(library.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in Set(stored.keys).union(incoming.keys) { writeNote(id, incoming[id]) }
        case let .notes(ids):
            let named = library.notes.filter { ids.contains($0.id) }
            incoming = Dictionary(named.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in ids { writeNote(id, incoming[id]) }
        }
        if library.draft != storedDraft || library.unknownFields != storedUnknownFields || !exists {
            libraryFieldWrites += 1
            (storedDraft, storedUnknownFields, exists) = (library.draft, library.unknownFields, true)
        }
        order = library.notes.map(\.id)
    }

    private func writeNote(_ id: UUID, _ note: Note?) {
        guard stored[id] != note else { return }
        stored[id] = note
        writes[id, default: 0] += 1
        lastWritten.insert(id)
    }

    /// Puts `library` in place without counting writes.
    private func put(_ library: Library) {
        stored = Dictionary(library.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        order = library.notes.map(\.id)
        (storedDraft, storedUnknownFields, exists) = (library.draft, library.unknownFields, true)
    }

    private func clearChangedElsewhere() {
        changedElsewhere = false
        notesChangedElsewhere = .notes([])
    }
}
