import Foundation
import NotesModel
import NotesSearching
import NotesStorage

/// The one place the app and the commands change notes. It keeps the
/// library in memory, most recently modified first, and writes it through
/// its store. Mutations never throw: a failed save keeps the change in
/// memory, is reported in `lastSaveError`, and is retried on the next save.
public final class NotesController {
    public typealias Clock = () -> Date
    public typealias IDGenerator = () -> UUID

    /// Every note of the library, the trash included, most recently
    /// modified first. Every change to them bumps `revision`; they change
    /// only through `changeNotes`, which keeps the order and the two views
    /// below.
    public internal(set) var allNotes: [Note] = [] {
        didSet { revision += 1 }
    }
    /// The notes not in the trash, most recently modified first: what the
    /// list, the filter, tags and REF lookup see.
    public internal(set) var notes: [Note] = []
    /// The notes in the trash, the most recently trashed first.
    public internal(set) var trashedNotes: [Note] = []
    public private(set) var draft: Draft?
    /// The library's top-level fields this version does not know, carried
    /// from load to save so that they are written back (docs/file-format.md).
    var libraryUnknownFields = UnknownFields.none
    /// True while something changed in memory that is not on disk yet.
    public internal(set) var hasUnsavedChanges = false
    /// The notes created, changed or deleted here since the last successful
    /// save: what the next save tells its store to write
    /// (`LibraryChanges`), and — those still in the library — what a
    /// rescue copy must hold when saving is impossible.
    var unsavedNoteIDs = Set<UUID>()
    /// What the store left out of the last load (see `NotesStore.skipped`).
    public internal(set) var skippedOnLoad: [SkippedEntry] = []
    /// Which notes the last take-in of a change made elsewhere brought,
    /// as the store could tell (`syncIfChangedElsewhere`); nil before any.
    public internal(set) var lastChangesElsewhere: LibraryChanges?
    /// The error of the last save that failed, cleared by the next success.
    public internal(set) var lastSaveError: StoreError?
    /// Grows with every change to `notes` (by their `didSet`), so views
    /// can tell when to refresh.
    public private(set) var revision = 0
    /// The notes trashed in this session, oldest first: what `undoTrash`
    /// walks back through.
    var trashedThisSession: [UUID] = []
    /// While only a glimpse of the library is loaded (its first screenful,
    /// see `loadGlimpse`): how many notes it has in all.
    var glimpsedNoteCount: Int?
    /// The last answer of `notes(sortedBy:)`, with its order (see `SortedNotes`).
    var sortedCache: SortedNotes?
    /// This process's hold on the library's draft slot (see Drafts below).
    var draftSlot = DraftSlot.unclaimed
    /// The save writing on another thread, if one is (`startBackgroundSave`).
    var backgroundSave: BackgroundSave?
    /// The rest of the library being read on another thread after a glimpse (`startLoadingRest`).
    var backgroundLoad: BackgroundLoad?

    public let store: NotesStore
    let clock: Clock
    let makeID: IDGenerator
    private let samples: [SampleNote]
    let trace: LifecycleTrace
    let tagIndex: TagIndex
    let titleKeys = TitleKeys()
    let quickOpenIndex = QuickOpenIndex()
    /// How much of the once-per-note work a key or an idle turn does.
    public var preparationPace = PreparationPace.standard
    let linkIndex = LinkIndex()
    let searchIndex: NotesSearch

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
        let tagIndex = TagIndex()
        self.tagIndex = tagIndex
        searchIndex = NotesSearch(tagsOf: tagIndex.tags(of:at:revision:))
        searchIndex.now = self.clock
        trace.record("NotesController.init")
    }

    // MARK: - Loading

    /// Reads the library. When none exists yet and `seedSamplesIfNew` is set
    /// (Get Started), the library is created with the sample notes: that is
    /// the only moment samples are ever added. With `glimpseFirst`, a
    /// large library loads only the list's first screenful in that order,
    /// when it can (`loadGlimpse`); `finishLoading` loads the rest.
    public func load(seedSamplesIfNew: Bool = false, glimpseFirst glimpseSort: NoteSort? = nil) throws {
        let isNew = !store.libraryExists()
        trace.record("NotesStore.load")
        // The launch order stays the same; the glimpse and the rest that
        // follows it are extra lines (docs/behaviour.md §1).
        if !isNew, let glimpseSort, loadGlimpse(sort: glimpseSort, limit: Self.glimpseSize) {
            trace.record("NotesStore.glimpse")
            return
        }
        applyLoaded(try store.load())
        if isNew && seedSamplesIfNew {
            trace.record("NotesStore.seedSamples")
            seedSamples()
            try save()
        }
    }

    private func seedSamples() {
        // Stagger the dates so the samples keep their order in the list.
        let now = clock()
        let seeded = samples.enumerated().map { offset, sample in
            let date = LibraryDate.truncated(now.addingTimeInterval(-Double(offset)))
            return Note(id: makeID(), title: sample.title, body: sample.body, created: date, modified: date)
        }
        changeNotes { $0.append(contentsOf: seeded) }
        seeded.forEach { markUnsaved($0.id) }
    }

    // MARK: - Reading

    /// The note with this id, in the trash or not.
    public func note(withID id: UUID) -> Note? {
        allNotes.first { $0.id == id }
    }

    // MARK: - Changing

    @discardableResult
    public func createNote(title: String, body: String) -> Note {
        settleLoading()
        let now = clock()
        let note = Note(id: makeID(), title: title, body: body, created: now, modified: now)
        changeNotes { $0.insert(note, at: 0) }
        markUnsaved(note.id)
        return note
    }

    /// Replaces a note's text; returns nil when the note no longer exists
    /// (deleted elsewhere). Unchanged text leaves `modified` alone. An edit
    /// takes a note out of the trash (trashed elsewhere while it was open),
    /// as the merge does.
    @discardableResult
    public func updateNote(_ id: UUID, title: String, body: String) -> Note? {
        settleLoading()
        guard let index = allNotes.firstIndex(where: { $0.id == id }) else { return nil }
        guard allNotes[index].title != title || allNotes[index].body != body else { return allNotes[index] }
        var updated = allNotes[index]
        updated.setText(title: title, body: body)
        (updated.modified, updated.trashed) = (clock(), nil)
        changeNotes { $0[index] = updated }
        markUnsaved(id)
        return updated
    }

    /// Adds notes as they are (ids and dates kept), replacing notes with the
    /// same id (in the trash or not); for imports. Returns how many were new.
    @discardableResult
    public func insertNotes(_ incoming: [Note]) -> Int {
        settleLoading()
        var added = 0
        var changed: [UUID] = []
        changeNotes { notes in
            for note in incoming {
                if let index = notes.firstIndex(where: { $0.id == note.id }) {
                    if notes[index] != note { notes[index] = note; changed.append(note.id) }
                } else {
                    notes.append(note)
                    added += 1
                    changed.append(note.id)
                }
            }
        }
        changed.forEach(markUnsaved)
        return added
    }

    /// Deletes a note for good, in the trash or not (`trashNote` is the
    /// undoable delete).
    @discardableResult
    public func deleteNote(_ id: UUID) -> Bool {
        settleLoading()
        guard let index = allNotes.firstIndex(where: { $0.id == id }) else { return false }
        changeNotes { $0.remove(at: index) }
        markUnsaved(id)
        return true
    }

    // MARK: - Drafts
    //
    // A library has one draft slot (docs/file-format.md §5). A running app claims it
    // (a lock beside the file) before writing its edit there, so that a
    // second instance never takes over, reopens or clears a live edit of
    // the first; the kernel lets go of the claim when a process dies.

    /// Keeps (or, with nil, drops) an interrupted edit, as this process's
    /// own. Low level, for a process that holds the slot: the app goes
    /// through `autosaveDraft`, `keepInterruptedEdit` and `clearOwnDraft`.
    public func setDraft(_ newDraft: Draft?) {
        settleLoading()
        var newDraft = newDraft
        // The screen knows only the known fields: the slot's others stay.
        if let old = draft, newDraft?.unknownFields.isEmpty == true, newDraft?.noteID == old.noteID {
            newDraft?.unknownFields = old.unknownFields
        }
        guard newDraft != draft else { return }
        draft = newDraft
        draftSlot.draftBecame(own: newDraft != nil)
        hasUnsavedChanges = true
    }

    // MARK: - Private

    /// Records that the note `id` was created, changed or deleted here and
    /// is not saved yet.
    func markUnsaved(_ id: UUID) {
        unsavedNoteIDs.insert(id)
        hasUnsavedChanges = true
    }

    /// Lets go of the draft slot once the cleared draft is on disk.
    func releaseDraftSlotIfCleared() {
        if draft == nil, draftSlot.isClaimed {
            store.releaseDraftSlot()
            draftSlot = .unclaimed
        }
    }

    func apply(_ library: Library) {
        // A whole library: whatever was glimpsed is now known in full.
        glimpsedNoteCount = nil
        // An own save read back hands the same notes (the same storage)
        // back: nothing to sort or compare.
        if !library.notes.sharesStorage(with: allNotes) { changeNotes { $0 = library.notes } }
        libraryUnknownFields = library.unknownFields
        // A draft that came from elsewhere is not this process's edit.
        if library.draft != draft { draftSlot.draftBecame(own: false) }
        draft = library.draft
    }

    /// `apply`, for the library `store.load()` just handed out. A file in
    /// another order (written by another tool, or a merge) is sorted here;
    /// the store then keeps the sorted notes too, not a second array.
    func applyLoaded(_ library: Library) {
        apply(library)
        skippedOnLoad = store.skipped
        if backgroundSave == nil, let sharing = store as? SharesLoadedNotes,
           !library.notes.sharesStorage(with: allNotes), allNotes.count == library.notes.count {
            sharing.adoptOrder(of: allNotes)
        }
    }

    /// The one way `notes` change: `change` runs on a copy, which is put
    /// back in order — one assignment, so one bump of `revision`, and none
    /// when the notes came out the same (an own save read back).
    func changeNotes(_ change: (inout [Note]) -> Void) {
        var changed = allNotes
        change(&changed)
        // A library notes-tui wrote is already in this order: checking costs
        // no copy of the notes, where sorting copies every one.
        if !Self.isInListOrder(changed) { changed.sort(by: Self.precedesInList) }
        guard changed != allNotes else { return }
        allNotes = changed
        notes = changed.contains { $0.trashed != nil } ? changed.filter { $0.trashed == nil } : changed
        trashedNotes = Self.latestTrashedFirst(changed)
    }

    /// The order of `allNotes`: newest change first, ties broken by id so
    /// the order is stable between runs.
    static func precedesInList(_ lhs: Note, _ rhs: Note) -> Bool {
        if lhs.modified != rhs.modified { return lhs.modified > rhs.modified }
        return lhs.id.textPrecedes(rhs.id)
    }

    static func isInListOrder(_ notes: [Note]) -> Bool {
        notes.indices.dropFirst().allSatisfy { !precedesInList(notes[$0], notes[$0 - 1]) }
    }
}
