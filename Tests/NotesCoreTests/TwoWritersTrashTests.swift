import Foundation
import NotesCore
import NotesStorage
import TestSupport
import Testing

/// Pins and the trash with two writers on one file (two controllers, two
/// stores, as two processes): organising on one side and editing on the
/// other never loses either, and a trashed note edited elsewhere comes back.
@Suite struct TwoWritersTrashTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// Two controllers on the library, both loaded with one note, "Plan".
    func twoWriters() throws -> (NotesController, NotesController, UUID) {
        let first = NotesController(store: JSONFileStore(path: path), samples: [])
        try first.load()
        let note = first.createNote(title: "Plan", body: "v1")
        try first.save()
        let second = NotesController(store: JSONFileStore(path: path), samples: [])
        try second.load()
        return (first, second, note.id)
    }

    @Test func aTrashedNoteEditedElsewhereComesBackWithTheEdit() throws {
        for trashFirst in [true, false] {
            try? FileManager.default.removeItem(atPath: path)
            let (trasher, editor, id) = try twoWriters()
            trasher.trashNote(id)
            editor.updateNote(id, title: "Plan", body: "v2, edited elsewhere")
            if trashFirst { try trasher.save(); try editor.save() } else { try editor.save(); try trasher.save() }
            let onDisk = try JSONFileStore(path: path).load()
            #expect(onDisk.notes.count == 1, "no conflict copy: trashing is not an edit")
            #expect(onDisk.notes[0].body == "v2, edited elsewhere")
            #expect(onDisk.notes[0].trashed == nil, "trash first: \(trashFirst)")
        }
    }

    @Test func aTrashingElsewhereIsTakenInAndStaysWhenNothingElseChanged() throws {
        let (trasher, reader, id) = try twoWriters()
        trasher.trashNote(id)
        try trasher.save()
        #expect(reader.syncIfChangedElsewhere())
        #expect(reader.notes.isEmpty)
        #expect(reader.trashedNotes.map(\.id) == [id])
        reader.createNote(title: "Other", body: "")
        try reader.save()
        #expect(try JSONFileStore(path: path).load().notes.first { $0.id == id }?.trashed != nil)
    }

    @Test func pinsOnOneSideAndEditsOnTheOtherBothSurvive() throws {
        let (pinner, editor, id) = try twoWriters()
        pinner.setPinned(id, true)
        editor.updateNote(id, title: "Plan", body: "v2")
        try pinner.save()
        try editor.save()
        let note = try #require(try JSONFileStore(path: path).load().notes.first)
        #expect(note.pinned && note.body == "v2")
    }

    @Test func aRestoreAndAnEmptyTrashRaceKeepsTheRestoredNote() throws {
        let (first, second, id) = try twoWriters()
        first.trashNote(id)
        try first.save()
        _ = second.syncIfChangedElsewhere()
        // One restores it while the other empties the trash.
        first.restoreNote(id)
        second.emptyTrash()
        try second.save()
        try first.save()
        let notes = try JSONFileStore(path: path).load().notes
        #expect(notes.map(\.id) == [id], "deleted for good on one side, untouched elsewhere but restored here: kept")
    }
}
