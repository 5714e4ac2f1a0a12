import Foundation
import NotesModel
import TestSupport
import Testing
@testable import NotesCore

/// `saveEdit`: the one way an edit is saved, and the outcome it returns
/// (#12.4); `revision` grows with every change to the notes and only then
/// (#12.6); the draft slot between claimed and not.
@Suite struct SaveEditTests {
    let clock = TestClock(start: NoteFixtures.date(60))

    private func loaded(_ notes: [Note]) throws -> (NotesController, InMemoryNotesStore) {
        let store = InMemoryNotesStore(library: Library(notes: notes))
        let controller = NotesController(store: store, clock: clock.now, makeID: SequentialUUIDs(startingAt: 100).generate, samples: [])
        try controller.load()
        return (controller, store)
    }

    @Test func aNewNoteIsSavedAndABlankOneIsNot() throws {
        let (controller, _) = try loaded([])
        #expect(controller.saveEdit(NoteEdit(noteID: nil, title: "  ", body: "\n\t")) == .nothingToSave)
        #expect(controller.notes.isEmpty)
        #expect(!controller.hasUnsavedChanges)
        let outcome = controller.saveEdit(NoteEdit(noteID: nil, title: "Call Ana", body: "at noon"))
        let id = try #require(outcome.noteID)
        #expect(outcome == .saved(id))
        #expect(controller.note(withID: id)?.body == "at noon")
        #expect(controller.hasUnsavedChanges)
    }

    @Test func anEditOfANoteUpdatesIt() throws {
        let note = NoteFixtures.note(1, title: "T", body: "v0")
        let (controller, _) = try loaded([note])
        let edit = NoteEdit(noteID: note.id, title: "T", body: "v1", originalTitle: "T", originalBody: "v0")
        #expect(controller.saveEdit(edit) == .saved(note.id))
        #expect(controller.notes.map(\.body) == ["v1"])
        #expect(controller.notes[0].modified > note.modified)
    }

    @Test func aNoteDeletedElsewhereIsRecreatedWithTheEdit() throws {
        let note = NoteFixtures.note(1, title: "Gone", body: "v0")
        let (controller, store) = try loaded([note])
        store.replaceFromElsewhere(Library())
        controller.syncIfChangedElsewhere()
        #expect(controller.notes.isEmpty)
        let edit = NoteEdit(noteID: note.id, title: "Gone", body: "kept", originalTitle: "Gone", originalBody: "v0")
        let outcome = controller.saveEdit(edit)
        let id = try #require(outcome.noteID)
        #expect(outcome == .recreated(id))
        #expect(id != note.id)
        #expect(controller.notes.map(\.body) == ["kept"])
        // Blank text of a deleted note is not brought back.
        let blank = NoteEdit(noteID: SequentialUUIDs.uuid(7), title: "", body: " ")
        #expect(controller.saveEdit(blank) == .nothingToSave)
        #expect(controller.notes.count == 1)
    }

    @Test func aConflictCopyIsNamedInTheOutcomeAndSaved() throws {
        let note = NoteFixtures.note(1, title: "Shared", body: "v0")
        let (controller, store) = try loaded([note])
        var theirs = try #require(store.library)
        theirs.notes[0].body = "theirs"
        store.replaceFromElsewhere(theirs)
        controller.syncIfChangedElsewhere()
        let edit = NoteEdit(noteID: note.id, title: "Shared", body: "mine", originalTitle: "Shared", originalBody: "v0")
        guard case let .keptConflictCopy(id, copyTitle) = controller.saveEdit(edit) else {
            Issue.record("expected a conflict copy")
            return
        }
        #expect(id == note.id)
        try controller.save()
        let saved = try #require(store.library)
        #expect(saved.notes.first { $0.id == note.id }?.body == "mine")
        #expect(saved.notes.first { $0.id != note.id }.map { ($0.title, $0.body) } ?? ("", "") == (copyTitle, "theirs"))
    }

    // MARK: - Revision

    @Test func revisionGrowsWithEveryChangeToTheNotesAndOnlyThen() throws {
        let note = NoteFixtures.note(1, title: "T", body: "v0")
        let (controller, store) = try loaded([note])
        var last = controller.revision
        func changed() -> Bool {
            defer { last = controller.revision }
            return controller.revision > last
        }
        let created = controller.createNote(title: "New", body: "")
        #expect(changed())
        controller.updateNote(created.id, title: "New", body: "text")
        #expect(changed())
        controller.updateNote(created.id, title: "New", body: "text")
        #expect(!changed(), "unchanged text is no change")
        _ = controller.search("text")
        controller.prepareSearch()
        try controller.save()
        #expect(!controller.syncIfChangedElsewhere())
        #expect(!changed(), "reading, searching and an own save change no notes")
        controller.insertNotes([NoteFixtures.note(2)])
        #expect(changed())
        #expect(controller.deleteNote(created.id))
        #expect(changed())
        #expect(!controller.deleteNote(created.id))
        #expect(!changed())
        try controller.save()
        #expect(!changed(), "an own save read back is no change")
        store.replaceFromElsewhere(Library(notes: [NoteFixtures.edited(note, body: "theirs", at: 30)]))
        #expect(controller.syncIfChangedElsewhere())
        #expect(changed())
    }
}
