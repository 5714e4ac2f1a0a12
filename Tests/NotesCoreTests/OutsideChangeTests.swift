import Foundation
import LibraryFormat
import NotesCore
import NotesMerging
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A library changed by another process or by hand is noticed cheaply and
/// taken in, never overwritten with older content.
@Suite struct OutsideChangeTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    // Each for both ways a store remembers the file: its bytes (commands)
    // and a digest of them (the app).
    @Test(arguments: [false, true])
    func ownSavesAreNotChangesElsewhere(digestOnly: Bool) throws {
        let store = JSONFileStore(path: path, remembersDigestOnly: digestOnly)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        #expect(!store.hasChangedElsewhere())
        _ = try store.load()
        #expect(!store.hasChangedElsewhere())
    }

    @Test(arguments: [false, true])
    func anotherWriterIsNoticedAndTakenIn(digestOnly: Bool) throws {
        let mine = NotesController(store: JSONFileStore(path: path, remembersDigestOnly: digestOnly), samples: [])
        try mine.load()
        mine.createNote(title: "Mine", body: "")
        try mine.save()

        let theirs = NotesController(store: JSONFileStore(path: path), samples: [])
        try theirs.load()
        theirs.createNote(title: "Theirs", body: "")
        try theirs.save()

        #expect(mine.store.hasChangedElsewhere())
        #expect(mine.syncIfChangedElsewhere())
        #expect(Set(mine.notes.map(\.title)) == ["Mine", "Theirs"])
        #expect(!mine.store.hasChangedElsewhere())
        #expect(!mine.syncIfChangedElsewhere())
    }

    @Test(arguments: [false, true])
    func aHandEditWhileUnsavedChangesWaitIsMergedNotOverwritten(digestOnly: Bool) throws {
        let mine = NotesController(store: JSONFileStore(path: path, remembersDigestOnly: digestOnly), samples: [])
        try mine.load()
        mine.createNote(title: "Kept", body: "")
        try mine.save()

        // Someone edits the file by hand, adding a note.
        var library = try JSONFileStore(path: path).load()
        library.notes.append(NoteFixtures.note(7))
        try Data(LibraryCodec.encode(library)).write(to: URL(fileURLWithPath: path))

        mine.createNote(title: "Unsaved here", body: "")
        mine.syncIfChangedElsewhere()
        let onDisk = try JSONFileStore(path: path).load()
        #expect(onDisk.notes.count == 3)
        #expect(onDisk.notes.contains { $0.id == NoteFixtures.note(7).id })
        #expect(onDisk.notes.contains { $0.title == "Unsaved here" })
    }
}

/// An edit that began before another process saved the same note.
@Suite struct EditConflictTests {
    @Test func theNewerEditWinsAndTheOtherIsKeptAsAConflictCopy() throws {
        let store = InMemoryNotesStore(library: Library(notes: [NoteFixtures.note(1, title: "Shared", body: "v0")]))
        let clock = TestClock(start: NoteFixtures.date(60))
        let controller = NotesController(store: store, clock: clock.now, samples: [])
        try controller.load()
        let id = NoteFixtures.note(1).id
        // Another process saves its edit; this controller takes it in.
        var theirs = try #require(store.library)
        theirs.notes[0].body = "their edit"
        theirs.notes[0].modified = NoteFixtures.date(30)
        store.replaceFromElsewhere(theirs)
        controller.syncIfChangedElsewhere()
        // Our edit, begun from "v0", is saved now.
        let outcome = controller.saveEdit(NoteEdit(noteID: id, title: "Shared", body: "our edit",
                                                   originalTitle: "Shared", originalBody: "v0"))
        #expect(controller.note(withID: id)?.body == "our edit")
        let copy = try #require(controller.notes.first { $0.id != id })
        #expect(copy.body == "their edit")
        #expect(copy.title.hasPrefix("Shared (conflict "))
        #expect(outcome == .keptConflictCopy(id, copyTitle: copy.title))
    }

    @Test func noCopyWhenNothingChangedElsewhereOrBothAgree() throws {
        let store = InMemoryNotesStore(library: Library(notes: [NoteFixtures.note(1, title: "T", body: "v0")]))
        let controller = NotesController(store: store, samples: [])
        try controller.load()
        let id = NoteFixtures.note(1).id
        let edit = NoteEdit(noteID: id, title: "T", body: "v1", originalTitle: "T", originalBody: "v0")
        #expect(controller.saveEdit(edit) == .saved(id))
        #expect(controller.notes.count == 1)
        #expect(controller.saveEdit(edit) == .saved(id))
        #expect(controller.notes.count == 1)
    }
}

/// The draft slot between two real stores on one file.
@Suite struct DraftSlotLockTests {
    @Test func onlyOneStoreHoldsTheDraftSlotUntilItLetsGo() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let first = JSONFileStore(path: path)
        let second = JSONFileStore(path: path)
        #expect(first.claimDraftSlot())
        #expect(first.claimDraftSlot())
        #expect(!second.claimDraftSlot())
        first.releaseDraftSlot()
        #expect(second.claimDraftSlot())
    }

    @Test func clearingADraftKeepsOneAnotherProcessWrote() {
        let mine = Draft(noteID: nil, title: "mine", body: "")
        let theirs = Draft(noteID: nil, title: "theirs", body: "")
        let merged = LibraryMerge.merge(base: Library(draft: mine), mine: Library(draft: nil), theirs: Library(draft: theirs))
        #expect(merged.draft == theirs)
        let cleared = LibraryMerge.merge(base: Library(draft: mine), mine: Library(draft: nil), theirs: Library(draft: mine))
        #expect(cleared.draft == nil)
    }
}

/// Two processes interrupted while editing, one after the other: both
/// edits survive, one as the draft and one as a note.
@Suite struct TwoInterruptedEditsTests {
    @Test func theSecondInterruptedEditNeverReplacesTheFirst() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let first = NotesController(store: JSONFileStore(path: path), samples: [])
        let second = NotesController(store: JSONFileStore(path: path), samples: [])
        try first.load()
        try second.load()
        // The first holds the slot and is killed by SIGHUP: its edit is the draft.
        first.keepInterruptedEdit(Draft(noteID: nil, title: "Draft from A", body: "a"))
        try first.save()
        first.store.releaseDraftSlot()  // as the process's exit would
        // The second, not yet aware of it, is interrupted next.
        second.keepInterruptedEdit(Draft(noteID: nil, title: "Draft from B", body: "b"))
        try second.save()

        let library = try JSONFileStore(path: path).load()
        let kept = [library.draft?.title] + library.notes.map(\.title)
        #expect(kept.contains { $0 == "Draft from B" })
        #expect(kept.contains { $0?.hasPrefix("Draft from A") == true })
    }
}
