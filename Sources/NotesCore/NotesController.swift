import Foundation

/// The one place the app and the commands change notes. It keeps the
/// library in memory, most recently modified first, and writes it through
/// its store. Mutations never throw: a failed save keeps the change in
/// memory, is reported in `lastSaveError`, and is retried on the next save.
public final class NotesController {
    public typealias Clock = () -> Date
    public typealias IDGenerator = () -> UUID

    /// All notes, most recently modified first.
    public private(set) var notes: [Note] = []
    public private(set) var draft: Draft?
    /// The library's top-level fields this version does not know, carried
    /// from load to save so that they are written back (docs/file-format.md).
    private var libraryUnknownFields = UnknownFields.none
    /// True while something changed in memory that is not on disk yet.
    public private(set) var hasUnsavedChanges = false
    /// The notes created or changed here since the last successful save:
    /// what a rescue copy must hold when saving is impossible.
    var unsavedNoteIDs = Set<UUID>()
    /// The error of the last save that failed, cleared by the next success.
    public private(set) var lastSaveError: StoreError?
    private var keptConflictCopy: Note?
    /// Grows with every change to `notes`, so views can tell when to refresh.
    public private(set) var revision = 0

    public let store: NotesStore
    let clock: Clock
    let makeID: IDGenerator
    private let samples: [SampleNote]
    private let trace: LifecycleTrace
    private let searchIndex = NotesSearch()

    public init(
        store: NotesStore,
        clock: @escaping Clock = { Date() },
        makeID: @escaping IDGenerator = { UUID() },
        samples: [SampleNote] = SampleNote.bundled,
        trace: LifecycleTrace = .disabled
    ) {
        self.store = store
        // The file keeps milliseconds; dates made here must survive a save
        // and a load unchanged, so they are cut to milliseconds at the source.
        self.clock = { LibraryDate.truncated(clock()) }
        self.makeID = makeID
        self.samples = samples
        self.trace = trace
        trace.record("NotesController.init")
    }

    // MARK: - Loading

    /// Reads the library. When none exists yet and `seedSamplesIfNew` is set
    /// (Get Started), the library is created with the sample notes: that is
    /// the only moment samples are ever added.
    public func load(seedSamplesIfNew: Bool = false) throws {
        let isNew = !store.libraryExists()
        trace.record("NotesStore.load")
        let library = try store.load()
        apply(library)
        if isNew && seedSamplesIfNew {
            trace.record("NotesStore.seedSamples")
            seedSamples()
            try save()
        }
    }

    private func seedSamples() {
        // Stagger the dates so the samples keep their order in the list.
        let now = clock()
        for (offset, sample) in samples.enumerated() {
            let date = LibraryDate.truncated(now.addingTimeInterval(-Double(offset)))
            notes.append(Note(id: makeID(), title: sample.title, body: sample.body,
                              created: date, modified: date))
        }
        sortNotes()
        hasUnsavedChanges = true
    }

    // MARK: - Reading

    public func note(withID id: UUID) -> Note? {
        notes.first { $0.id == id }
    }

    /// Notes where every word of `query` is in the title or the body,
    /// ignoring case; all notes for an empty query. Most recent first.
    public func search(_ query: String) -> [Note] {
        searchIndex.filter(notes, revision: revision, query: query)
    }

    /// Does the once-per-note work of searching (folding each note's text)
    /// ahead of the first search, up to `budget` notes at a time; true once
    /// it is all done. For idle time.
    @discardableResult
    public func prepareSearch(budget: Int = .max) -> Bool {
        searchIndex.prepare(notes, revision: revision, budget: budget)
    }

    // MARK: - Changing

    @discardableResult
    public func createNote(title: String, body: String) -> Note {
        let now = clock()
        let note = Note(id: makeID(), title: title, body: body, created: now, modified: now)
        notes.insert(note, at: 0)
        sortNotes()
        markUnsaved(note.id)
        return note
    }

    /// Replaces a note's text; returns nil when the note no longer exists
    /// (deleted elsewhere). Unchanged text leaves `modified` alone.
    @discardableResult
    public func updateNote(_ id: UUID, title: String, body: String) -> Note? {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return nil }
        guard notes[index].title != title || notes[index].body != body else { return notes[index] }
        notes[index].title = title
        notes[index].body = body
        notes[index].modified = clock()
        let updated = notes[index]
        sortNotes()
        markUnsaved(id)
        return updated
    }

    /// Saves an edit that began from the text `editedFrom`. When the note
    /// was changed elsewhere meanwhile (another process saved it and this
    /// controller took that in), this edit — the newer — wins and the other
    /// version is kept as a conflict copy, as a merge would: no edit is
    /// silently lost. Returns nil when the note no longer exists.
    @discardableResult
    public func updateNote(_ id: UUID, title: String, body: String,
                           editedFrom original: (title: String, body: String)) -> Note? {
        guard let current = note(withID: id) else { return nil }
        let changedElsewhere = current.title != original.title || current.body != original.body
        let differsFromThisEdit = current.title != title || current.body != body
        if changedElsewhere && differsFromThisEdit {
            let copy = LibraryMerge.conflictCopy(of: current, id: makeID())
            notes.append(copy)
            keptConflictCopy = copy
            markUnsaved(copy.id)
        }
        return updateNote(id, title: title, body: body)
    }

    /// The other version kept by the last `updateNote(_:title:body:editedFrom:)`
    /// that met a change made elsewhere; taking it clears it.
    public func takeKeptConflictCopy() -> Note? {
        defer { keptConflictCopy = nil }
        return keptConflictCopy
    }

    /// Adds notes as they are (ids and dates kept), replacing notes with the
    /// same id; for imports. Returns how many were new.
    @discardableResult
    public func insertNotes(_ incoming: [Note]) -> Int {
        var added = 0
        for note in incoming {
            if let index = notes.firstIndex(where: { $0.id == note.id }) {
                if notes[index] != note { notes[index] = note; markUnsaved(note.id) }
            } else {
                notes.append(note)
                added += 1
                markUnsaved(note.id)
            }
        }
        sortNotes()
        return added
    }

    @discardableResult
    public func deleteNote(_ id: UUID) -> Bool {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return false }
        notes.remove(at: index)
        revision += 1
        hasUnsavedChanges = true
        return true
    }

    // MARK: - Drafts
    //
    // A library has one draft slot (docs/file-format.md §5). A running app claims it
    // (a lock beside the file) before writing its edit there, so that a
    // second instance never takes over, reopens or clears a live edit of
    // the first; the kernel lets go of the claim when a process dies.

    /// Whether this process holds the draft slot.
    public internal(set) var ownsDraftSlot = false
    /// Whether `draft` is this process's own edit (written or adopted
    /// here), not one another process left.
    var draftIsOwn = false

    /// Keeps (or, with nil, drops) an interrupted edit. Low level: the app
    /// goes through `autosaveDraft`, `keepInterruptedEdit` and `clearOwnDraft`.
    public func setDraft(_ newDraft: Draft?) {
        var newDraft = newDraft
        // The screen knows only the known fields: the slot's others stay.
        if let old = draft, newDraft?.unknownFields.isEmpty == true, newDraft?.noteID == old.noteID {
            newDraft?.unknownFields = old.unknownFields
        }
        guard newDraft != draft else { return }
        draft = newDraft
        draftIsOwn = newDraft != nil
        hasUnsavedChanges = true
    }

    // MARK: - Saving

    /// Writes the library now and takes in what others saved meanwhile.
    public func save() throws {
        do {
            let saved = try store.save(Library(notes: notes, draft: draft, unknownFields: libraryUnknownFields))
            lastSaveError = nil
            hasUnsavedChanges = false
            unsavedNoteIDs.removeAll()
            // Let go of the slot only once the cleared draft is on disk.
            if draft == nil, ownsDraftSlot {
                store.releaseDraftSlot()
                ownsDraftSlot = false
            }
            apply(saved)
        } catch let error as StoreError {
            lastSaveError = error
            throw error
        }
    }

    /// Saves when something changed; otherwise re-reads the library so that
    /// changes made elsewhere show (on resume, for example).
    public func sync() throws {
        if hasUnsavedChanges {
            try save()
        } else {
            apply(try store.load())
        }
    }

    /// Takes in a change made elsewhere (another process, a hand edit),
    /// merging with unsaved changes here; cheap when nothing changed.
    /// Returns whether the notes changed.
    @discardableResult
    public func syncIfChangedElsewhere() -> Bool {
        guard store.hasChangedElsewhere() else { return false }
        let before = revision
        try? sync()
        return revision != before
    }

    /// Saves when something changed, swallowing the error (it stays in
    /// `lastSaveError` for the screen to show); for autosave.
    public func saveIfNeeded() {
        guard hasUnsavedChanges else { return }
        try? save()
    }

    // MARK: - Private

    /// Records that the note `id` changed here and is not saved yet.
    private func markUnsaved(_ id: UUID) {
        unsavedNoteIDs.insert(id)
        hasUnsavedChanges = true
    }

    private func apply(_ library: Library) {
        notes = library.notes
        libraryUnknownFields = library.unknownFields
        // A draft that came from elsewhere is not this process's edit.
        if library.draft != draft { draftIsOwn = false }
        draft = library.draft
        sortNotes()
    }

    private func sortNotes() {
        revision += 1
        // Ties broken by id so the order is stable between runs.
        notes.sort { lhs, rhs in
            if lhs.modified != rhs.modified { return lhs.modified > rhs.modified }
            return lhs.id.uuidString < rhs.id.uuidString
        }
    }
}
