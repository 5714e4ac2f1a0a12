import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// The store seam as a vault needs it (issue 33): a save names the notes
/// that changed so a store keeping a file per note writes only those; a
/// store can say which notes changed elsewhere; a load can report what it
/// skipped. Shown with the in-memory store, which keeps notes by id.
@Suite struct StoreSeamTests {
    let clock = TestClock()

    /// A controller over a 1,000-note library, loaded.
    func loaded(_ count: Int = 1_000) throws -> (NotesController, InMemoryNotesStore) {
        let store = InMemoryNotesStore(library: NoteFixtures.largeLibrary(count: count, bodyLength: 40))
        let controller = NotesController(store: store, clock: clock.now, makeID: SequentialUUIDs(prefix: 9).generate, samples: [])
        try controller.load()
        return (controller, store)
    }

    func id(_ number: UInt64) -> UUID { SequentialUUIDs.uuid(number) }

    @Test func anEditOfOneNoteWritesThatNoteAlone() throws {
        let (controller, store) = try loaded()
        clock.advance(by: 60)
        controller.updateNote(id(500), title: "Edited", body: "new text")
        try controller.save()
        #expect(store.lastWritten == [id(500)])
        #expect(store.writes == [id(500): 1])
        #expect(store.library?.notes.first { $0.id == id(500) }?.title == "Edited")
    }

    @Test func organisingWritesExactlyTheNotesItTouched() throws {
        let (controller, store) = try loaded()
        controller.trashNote(id(10))
        try controller.save()
        #expect(store.lastWritten == [id(10)], "a trash")

        controller.setPinned(id(20), true)
        try controller.save()
        #expect(store.lastWritten == [id(20)], "a pin")

        controller.restoreNote(id(10))
        try controller.save()
        #expect(store.lastWritten == [id(10)], "a restore")

        let created = controller.createNote(title: "New", body: "")
        try controller.save()
        #expect(store.lastWritten == [created.id], "a create")

        controller.deleteNote(id(30))
        try controller.save()
        #expect(store.lastWritten == [id(30)], "a delete")
        #expect(store.library?.notes.contains { $0.id == id(30) } == false)

        controller.trashNote(id(40))
        controller.trashNote(id(41))
        try controller.save()
        controller.emptyTrash()
        try controller.save()
        #expect(store.lastWritten == [id(40), id(41)], "emptying the trash")
        #expect(store.library?.notes.count == 998)
        #expect(store.libraryFieldWrites == 0, "no draft or library field changed")
    }

    @Test func anImportOfThreeNotesWritesThoseThree() throws {
        let (controller, store) = try loaded()
        let imported = [
            NoteFixtures.note(5_001, title: "Imported A"),
            NoteFixtures.note(5_002, title: "Imported B"),
            NoteFixtures.edited(try #require(controller.note(withID: id(7))), title: "Replaced", body: "by import", at: 90),
        ]
        #expect(controller.insertNotes(imported) == 2)
        try controller.save()
        #expect(store.lastWritten == Set(imported.map(\.id)))
        #expect(store.library?.notes.count == 1_002)
    }

    @Test func getStartedWritesEachSampleNote() throws {
        let store = InMemoryNotesStore()
        let samples = [SampleNote(title: "Welcome", body: "a"), SampleNote(title: "Keys", body: "b")]
        let controller = NotesController(store: store, clock: clock.now, makeID: SequentialUUIDs(prefix: 9).generate, samples: samples)
        try controller.load(seedSamplesIfNew: true)
        #expect(store.lastWritten == Set(controller.allNotes.map(\.id)))
        #expect(store.library?.notes.map(\.title) == ["Welcome", "Keys"])
    }

    @Test func aPinUndoneBeforeTheSaveIsNotWritten() throws {
        let (controller, store) = try loaded()
        controller.updateNote(id(3), title: "Note 2", body: String(repeating: "x", count: 3))
        controller.setPinned(id(4), true)
        controller.setPinned(id(4), false)
        try controller.save()
        #expect(store.lastWritten == [id(3)], "a pin undone before the save is not written")
    }

    @Test func anOutsideChangeIsTakenInAndMergedWithAnUnsavedEditOfAnotherNote() throws {
        let (controller, store) = try loaded(50)
        clock.advance(by: 60)
        controller.updateNote(id(7), title: "Mine", body: "edited here")
        let theirs = NoteFixtures.edited(try #require(store.library?.notes.first { $0.id == id(9) }),
                                         title: "Theirs", body: "edited in another program", at: 3_000)
        store.changeElsewhere([theirs], removing: [id(11)])

        #expect(controller.syncIfChangedElsewhere())
        #expect(controller.lastChangesElsewhere == .notes([id(9), id(11)]))
        #expect(controller.note(withID: id(7))?.title == "Mine")
        #expect(controller.note(withID: id(9))?.title == "Theirs")
        #expect(controller.note(withID: id(11)) == nil)
        #expect(store.lastWritten == [id(7)], "the other program's change is not written back")
        #expect(!controller.hasUnsavedChanges)
        #expect(!controller.syncIfChangedElsewhere())
    }

    @Test func anOutsideChangeWithNothingUnsavedIsReadAndNothingWritten() throws {
        let (controller, store) = try loaded(50)
        store.changeElsewhere([NoteFixtures.note(900, title: "From the editor", modified: 9_000)])
        #expect(controller.syncIfChangedElsewhere())
        #expect(controller.notes.first?.title == "From the editor")
        #expect(store.saveCount == 0)
        #expect(store.writes.isEmpty)
    }

    @Test func bothSidesEditingOneNoteKeepBothAndWriteTheConflictCopy() throws {
        let (controller, store) = try loaded(50)
        clock.advance(by: 60)
        controller.updateNote(id(7), title: "Mine", body: "edited here")
        store.changeElsewhere([NoteFixtures.edited(try #require(store.library?.notes.first { $0.id == id(7) }),
                                                   title: "Theirs", body: "edited there", at: 30)])
        #expect(controller.syncIfChangedElsewhere())
        let titles = Set(controller.notes.map(\.title))
        #expect(titles.contains("Mine"))
        #expect(controller.notes.contains { $0.body == "edited there" }, "nothing lost")
        let stored = Dictionary(uniqueKeysWithValues: (store.library?.notes ?? []).map { ($0.id, $0) })
        #expect(stored == Dictionary(uniqueKeysWithValues: controller.allNotes.map { ($0.id, $0) }))
        #expect(store.lastWritten.contains(id(7)))
        #expect(store.lastWritten.count == 2, "the note and its conflict copy")
    }

    @Test func aConflictCopyMadeWhileTakingInABackgroundSaveIsWrittenByTheNextSave() throws {
        let memory = InMemoryNotesStore(library: Library(notes: [NoteFixtures.note(1), NoteFixtures.note(2)]))
        let shared = SharedNotesStore(memory)
        let gate = GatedNotesStore(shared)
        let controller = NotesController(store: gate, clock: clock.now, makeID: SequentialUUIDs(prefix: 9).generate, samples: [])
        try controller.load()
        clock.advance(by: 60)
        controller.updateNote(id(2), title: "Two", body: "saved in the background")
        gate.hold()
        controller.startBackgroundSave()
        #expect(gate.waitForHeldSave())
        // While it writes, another program and this process edit note 1.
        shared.changeElsewhere { library in
            var library = library
            if let index = library.notes.firstIndex(where: { $0.id == id(1) }) {
                library.notes[index] = NoteFixtures.edited(library.notes[index], title: "Theirs", body: "there", at: 30)
            }
            return library
        }
        controller.updateNote(id(1), title: "Mine", body: "here")
        gate.release()
        controller.finishBackgroundSave(waiting: true)
        #expect(controller.allNotes.count == 3, "note 1, its conflict copy, note 2")
        try controller.save()
        let stored = Dictionary(uniqueKeysWithValues: (memory.library?.notes ?? []).map { ($0.id, $0) })
        #expect(stored == Dictionary(uniqueKeysWithValues: controller.allNotes.map { ($0.id, $0) }), "the copy is on disk too")
    }

    @Test func skippedEntriesReachTheController() throws {
        let store = InMemoryNotesStore(library: NoteFixtures.largeLibrary(count: 3))
        let skipped = [SkippedEntry(path: "Broken.md", reason: "not UTF-8"), SkippedEntry(path: "pipe.md", reason: "a FIFO")]
        store.skipped = skipped
        let controller = NotesController(store: store, samples: [])
        #expect(controller.skippedOnLoad.isEmpty)
        try controller.load()
        #expect(controller.skippedOnLoad == skipped)
        #expect(controller.skippedOnLoad.map(\.line) == ["Broken.md: not UTF-8", "pipe.md: a FIFO"])

        store.skipped = []
        store.replaceFromElsewhere(store.library ?? Library())
        controller.syncIfChangedElsewhere()
        #expect(controller.skippedOnLoad.isEmpty, "a reload that skips nothing clears the report")
        #expect(controller.lastChangesElsewhere == .unknown, "a store that cannot tell says so")
    }
}
