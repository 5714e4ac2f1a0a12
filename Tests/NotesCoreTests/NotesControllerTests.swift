import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// The controller: ordering, changes, search, seeding, drafts and failed saves.
@Suite("NotesController")
struct NotesControllerTests {
    let clock = TestClock()
    let ids = SequentialUUIDs()
    let samples = [SampleNote(title: "Welcome", body: "hello"), SampleNote(title: "Keys", body: "j k")]

    func makeController(store: NotesStore = InMemoryNotesStore()) -> NotesController {
        NotesController(store: store, clock: clock.now, makeID: ids.generate, samples: samples)
    }

    // MARK: - Changes and order

    @Test func createUpdateDeleteKeepMostRecentFirst() throws {
        let controller = makeController()
        let first = controller.createNote(title: "First", body: "")
        clock.advance(by: 60)
        let second = controller.createNote(title: "Second", body: "")
        #expect(controller.notes.map(\.title) == ["Second", "First"])

        clock.advance(by: 60)
        let updated = controller.updateNote(first.id, title: "First", body: "edited")
        #expect(updated?.modified == clock.current)
        #expect(controller.notes.map(\.title) == ["First", "Second"])
        #expect(controller.hasUnsavedChanges)

        #expect(controller.deleteNote(second.id))
        #expect(!controller.deleteNote(second.id))
        #expect(controller.notes.map(\.id) == [first.id])
        #expect(controller.updateNote(second.id, title: "gone", body: "") == nil)
    }

    @Test func anUnchangedUpdateKeepsModified() {
        let controller = makeController()
        let note = controller.createNote(title: "T", body: "B")
        clock.advance(by: 60)
        #expect(controller.updateNote(note.id, title: "T", body: "B")?.modified == note.modified)
    }

    @Test func datesAreMillisecondsSoTheySurviveTheFile() throws {
        let folder = try TemporaryDirectory()
        clock.current = Date(timeIntervalSince1970: 1_795_302_000.123456789)
        let controller = makeController(store: JSONFileStore(path: folder.file("notes.json")))
        let note = controller.createNote(title: "ms", body: "")
        try controller.save()
        let reloaded = makeController(store: JSONFileStore(path: folder.file("notes.json")))
        try reloaded.load()
        #expect(reloaded.notes == [note])
        #expect(LibraryDate.string(from: note.created) == "2026-11-21T23:00:00.123Z")
    }

    // MARK: - Search

    @Test func searchIsCaseInsensitiveAndEveryWordMustMatchTitleOrBody() {
        let controller = makeController()
        controller.createNote(title: "Groceries", body: "Milk and EGGS")
        controller.createNote(title: "Eggs benedict", body: "recipe")
        controller.createNote(title: "Café", body: "")
        #expect(Set(controller.search("eggs").map(\.title)) == ["Groceries", "Eggs benedict"])
        #expect(controller.search("groceries milk").map(\.title) == ["Groceries"])
        #expect(controller.search("groceries recipe").isEmpty)
        #expect(controller.search("cafe").map(\.title) == ["Café"])
        #expect(controller.search("   ").count == 3)
    }

    // MARK: - Seeding

    @Test func seedsExactlyOnceEvenAfterEveryNoteIsDeleted() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("lib/notes.json")

        let first = makeController(store: JSONFileStore(path: path))
        try first.load(seedSamplesIfNew: true)
        #expect(first.notes.map(\.title) == ["Welcome", "Keys"])
        #expect(try JSONFileStore(path: path).load().notes.count == 2)

        let second = makeController(store: JSONFileStore(path: path))
        try second.load(seedSamplesIfNew: true)
        #expect(second.notes.count == 2)
        for note in second.notes { second.deleteNote(note.id) }
        try second.save()

        let third = makeController(store: JSONFileStore(path: path))
        try third.load(seedSamplesIfNew: true)
        #expect(third.notes.isEmpty)
    }

    @Test func loadWithoutSeedingCreatesNothing() throws {
        let store = InMemoryNotesStore()
        let controller = makeController(store: store)
        try controller.load()
        #expect(controller.notes.isEmpty)
        #expect(store.saveCount == 0)
    }

    // MARK: - Drafts

    @Test func draftsAreSetClearedAndSaved() throws {
        let store = InMemoryNotesStore()
        let controller = makeController(store: store)
        let draft = Draft(noteID: nil, title: "half", body: "typed")
        controller.setDraft(draft)
        #expect(controller.hasUnsavedChanges)
        try controller.save()
        #expect(store.library?.draft == draft)

        controller.setDraft(nil)
        try controller.save()
        #expect(store.library?.draft == nil)
    }

    // MARK: - Failed saves

    @Test func aFailedSaveKeepsTheChangesAndTheNextSaveSucceeds() throws {
        let folder = try TemporaryDirectory()
        let store = JSONFileStore(path: folder.file("notes.json"), faults: .init(write: ENOSPC))
        let controller = makeController(store: store)
        let note = controller.createNote(title: "keep me", body: "")

        #expect(throws: StoreError.self) { try controller.save() }
        #expect(controller.hasUnsavedChanges)
        #expect(controller.notes == [note])
        guard case .unwritable = controller.lastSaveError else {
            Issue.record("expected lastSaveError to be unwritable, got \(String(describing: controller.lastSaveError))")
            return
        }

        store.faults = .none
        try controller.save()
        #expect(controller.lastSaveError == nil)
        #expect(!controller.hasUnsavedChanges)
        #expect(try JSONFileStore(path: folder.file("notes.json")).load().notes == [note])
    }

    @Test func saveIfNeededKeepsTheErrorForTheScreen() {
        let store = InMemoryNotesStore()
        let controller = makeController(store: store)
        controller.createNote(title: "x", body: "")
        store.failNextSave = .unwritable(path: "memory", reason: "full")
        controller.saveIfNeeded()
        #expect(controller.lastSaveError == .unwritable(path: "memory", reason: "full"))
        controller.saveIfNeeded()
        #expect(controller.lastSaveError == nil)
        #expect(store.saveCount == 1)
    }

    @Test func syncTakesInChangesMadeElsewhere() throws {
        let store = InMemoryNotesStore(library: Library())
        let controller = makeController(store: store)
        try controller.load()
        store.replaceFromElsewhere(Library(notes: [NoteFixtures.note(9)]))
        try controller.sync()
        #expect(controller.notes.map(\.id) == [SequentialUUIDs.uuid(9)])
    }
}
