import Foundation
import NotesCore
import Testing
import TestSupport

/// A library changed by another process or by hand is noticed cheaply and
/// taken in, never overwritten with older content.
@Suite struct OutsideChangeTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func ownSavesAreNotChangesElsewhere() throws {
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        #expect(!store.hasChangedElsewhere())
        _ = try store.load()
        #expect(!store.hasChangedElsewhere())
    }

    @Test func anotherWriterIsNoticedAndTakenIn() throws {
        let mine = NotesController(store: JSONFileStore(path: path), samples: [])
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

    @Test func aHandEditWhileUnsavedChangesWaitIsMergedNotOverwritten() throws {
        let mine = NotesController(store: JSONFileStore(path: path), samples: [])
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
