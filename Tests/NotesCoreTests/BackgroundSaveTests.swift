import Foundation
import NotesCore
import NotesModel
import TestSupport
import Testing

/// Saves written on another thread: a change never waits for the disk,
/// changes made while a save writes go out with the next one, others'
/// notes brought in by the save are kept, and a failed save loses nothing.
@Suite struct BackgroundSaveTests {
    let memory = InMemoryNotesStore(library: Library())
    let gate: GatedNotesStore
    let controller: NotesController

    init() throws {
        gate = GatedNotesStore(memory)
        controller = NotesController(store: gate, samples: [])
        try controller.load()
    }

    /// Starts a save and waits until it is held at the gate, writing.
    func startHeldSave() {
        gate.hold()
        controller.startBackgroundSave()
        #expect(gate.waitForHeldSave(), "the save must have started")
    }

    @Test func changesMadeWhileASaveWritesGoWithTheNextSave() throws {
        let note = controller.createNote(title: "Plan", body: "v1")
        startHeldSave()
        // The disk is stuck, and yet changes go on.
        controller.updateNote(note.id, title: "Plan", body: "v2")
        let second = controller.createNote(title: "Second", body: "")
        #expect(controller.isSavingInBackground)
        #expect(!controller.finishBackgroundSave(waiting: false), "still writing")
        #expect(memory.library?.notes.isEmpty == true)

        gate.release()
        controller.finishBackgroundSave(waiting: true)
        #expect(memory.library?.notes.map(\.body) == ["v1"], "the first save wrote the library as it was")
        #expect(controller.hasUnsavedChanges, "what changed since still needs writing")
        #expect(controller.note(withID: note.id)?.body == "v2", "taking the save in keeps the newer edit")

        controller.startBackgroundSave()
        controller.finishBackgroundSave(waiting: true)
        #expect(!controller.hasUnsavedChanges)
        let saved = try #require(memory.library)
        #expect(Set(saved.notes.map(\.id)) == [note.id, second.id])
        #expect(saved.notes.first { $0.id == note.id }?.body == "v2")
    }

    @Test func notesAnotherProcessSavedComeInWithoutLosingEditsMadeMeanwhile() throws {
        let mine = controller.createNote(title: "Mine", body: "v1")
        try controller.save()
        let theirs = Note(id: UUID(), title: "Theirs", body: "from elsewhere",
                          created: Date(timeIntervalSince1970: 1), modified: Date(timeIntervalSince1970: 1))
        controller.updateNote(mine.id, title: "Mine", body: "v2")
        startHeldSave()
        memory.replaceFromElsewhere(Library(notes: (memory.library?.notes ?? []) + [theirs]))
        controller.updateNote(mine.id, title: "Mine", body: "v3, typed while the save wrote")
        gate.release()

        #expect(controller.finishBackgroundSave(waiting: true), "the screen must show the note that came in")
        #expect(controller.note(withID: theirs.id)?.body == "from elsewhere")
        #expect(controller.note(withID: mine.id)?.body == "v3, typed while the save wrote")
        try controller.save()
        let saved = try #require(memory.library)
        #expect(saved.notes.count == 2, "no conflict copy: only this side edited Mine")
        #expect(saved.notes.first { $0.id == mine.id }?.body == "v3, typed while the save wrote")
    }

    @Test func aFailedBackgroundSaveKeepsEverythingUnsavedAndSaysSo() throws {
        let note = controller.createNote(title: "Kept", body: "")
        memory.failNextSave = .unwritable(path: "/test/notes.json", reason: "No space left on device")
        controller.startBackgroundSave()
        #expect(controller.unsavedWork(including: nil)?.notes.map(\.id) == [note.id],
                "a save still writing may fail: its notes count for a rescue")
        #expect(controller.finishBackgroundSave(waiting: true), "a failure changes what the screen says")
        #expect(controller.lastSaveError != nil)
        #expect(controller.hasUnsavedChanges)
        #expect(controller.unsavedWork(including: nil)?.notes.map(\.id) == [note.id])

        controller.startBackgroundSave()
        #expect(controller.finishBackgroundSave(waiting: true), "the recovery shows too")
        #expect(controller.lastSaveError == nil)
        #expect(memory.library?.notes.map(\.id) == [note.id])
        #expect(controller.unsavedWork(including: nil) == nil)
    }

    @Test func everyOtherWayOfSavingWaitsForTheSaveInFlightFirst() throws {
        controller.createNote(title: "First", body: "")
        startHeldSave()
        controller.createNote(title: "Second", body: "")
        let gate = self.gate
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { gate.release() }
        controller.saveIfNeeded()
        #expect(!controller.isSavingInBackground)
        #expect(Set(memory.library?.notes.map(\.title) ?? []) == ["First", "Second"])
    }

    @Test func theStoreIsNotAskedAboutOthersWhileItsSaveWrites() throws {
        controller.createNote(title: "First", body: "")
        startHeldSave()
        memory.replaceFromElsewhere(Library())
        #expect(!controller.syncIfChangedElsewhere(), "the store belongs to the writing thread")
        gate.release()
        controller.finishBackgroundSave(waiting: true)
    }
}
