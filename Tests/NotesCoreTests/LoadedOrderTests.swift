import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesCore
@testable import NotesModel
@testable import NotesStorage

/// A library file in another order than the list's (another tool wrote
/// it, or a merge) is sorted once on load, and the store takes the sorted
/// notes as the base of its next merge: one array of every note, not two.
/// Merging must not care.
@Suite struct LoadedOrderTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// Notes 1…count, the oldest first: the reverse of the list's order.
    private func writeOldestFirst(_ count: Int) throws {
        let notes = (1...count).map { NoteFixtures.note(UInt64($0), body: "v1", modified: Double($0)) }
        try Data(LibraryCodec.encode(Library(notes: notes))).write(to: URL(fileURLWithPath: path))
    }

    @Test func theStoreKeepsTheControllersSortedNotes() throws {
        try writeOldestFirst(5)
        let store = JSONFileStore(path: path)
        let controller = NotesController(store: store, samples: [])
        try controller.load()
        #expect(controller.notes.map(\.title) == ["Note 5", "Note 4", "Note 3", "Note 2", "Note 1"])
        #expect(store.base.notes.sharesStorage(with: controller.allNotes), "one array, not two")
    }

    @Test func changesOnBothSidesStillMergeAfterTheOrderWasAdopted() throws {
        try writeOldestFirst(6)
        let store = JSONFileStore(path: path)
        let controller = NotesController(store: store, samples: [])
        try controller.load()

        // Another process edits note 2, deletes note 3 and adds note 7.
        let there = JSONFileStore(path: path)
        var theirs = try there.load().notes
        theirs[1] = NoteFixtures.edited(theirs[1], body: "there", at: 50)
        theirs.removeAll { $0.id == SequentialUUIDs.uuid(3) }
        theirs.append(NoteFixtures.note(7, body: "new there", modified: 60))
        _ = try there.save(Library(notes: theirs))

        // Here, note 5 is edited and saved: a merge.
        controller.updateNote(SequentialUUIDs.uuid(5), title: "Note 5", body: "here")
        try controller.save()

        let onDisk = try JSONFileStore(path: path).load().notes
        let bodies = Dictionary(uniqueKeysWithValues: onDisk.map { ($0.title, $0.body) })
        #expect(bodies == ["Note 1": "v1", "Note 2": "there", "Note 4": "v1", "Note 5": "here",
                           "Note 6": "v1", "Note 7": "new there"])
        #expect(controller.notes.map(\.title) == NoteSort.modified.sorted(controller.notes).map(\.title))
    }

    @Test func aReloadThatChangedNothingKeepsOneArray() throws {
        try writeOldestFirst(4)
        let store = JSONFileStore(path: path)
        let controller = NotesController(store: store, samples: [])
        try controller.load()
        try controller.sync()
        #expect(store.base.notes.sharesStorage(with: controller.allNotes))
    }
}
