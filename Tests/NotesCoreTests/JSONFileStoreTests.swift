import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Loading, saving, modes, merging on save and temp-file hygiene of the real store.
@Suite("JSONFileStore")
struct JSONFileStoreTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("data/notes.json") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    func tempFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("data"))) ?? []).filter { $0.hasPrefix(".notes.json.tmp-") }
    }

    // MARK: - Load and save

    @Test func missingFileLoadsAsEmptyAndIsNotCreated() throws {
        let store = JSONFileStore(path: path)
        #expect(!store.libraryExists())
        #expect(try store.load() == Library())
        #expect(!store.libraryExists())
        #expect(store.location == path)
    }

    @Test func saveThenLoadRoundTrips() throws {
        let library = Library(notes: [NoteFixtures.note(1, body: "é\n✓", modified: 0.5, pinned: true)],
                              draft: Draft(noteID: nil, title: "d", body: ""))
        let saved = try JSONFileStore(path: path).save(library)
        #expect(saved == library)
        #expect(JSONFileStore(path: path).libraryExists())
        #expect(try JSONFileStore(path: path).load() == library)
        #expect(TestFiles.bytes(at: path) == LibraryCodec.encode(Library(notes: library.notes)),
                "the library file holds the notes")
        #expect(TestFiles.bytes(at: folder.file("data/.notes.json.draft")) == LibraryCodec.encodeDraft(library.draft!),
                "the draft is in its side file")
    }

    @Test func libraryExistsIsTrueForAFolderSoLoadCanExplain() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(JSONFileStore(path: path).libraryExists())
    }

    // MARK: - Modes

    @Test(arguments: ["0", "277"])
    func fileIs0600AndNewFolders0700WhateverTheUmask(umask: String) throws {
        // The umask is per process: the save runs in a child so tests running in parallel are not affected.
        let nested = folder.file("a/b/notes.json")
        #expect(try StressProgram.run(["save-once", nested, umask]) == 0)
        #expect(TestFiles.mode(of: nested) == 0o600)
        #expect(TestFiles.mode(of: folder.file("a")) == 0o700)
        #expect(TestFiles.mode(of: folder.file("a/b")) == 0o700)
    }

    /// A mode the user gave the library (0640 to share it with a group,
    /// say) is theirs: a save keeps it, as editors do. Only a new file is 0600.
    @Test(arguments: [0o644, 0o640, 0o400 | 0o200] as [mode_t])
    func anExistingFilesModeIsKept(mode: mode_t) throws {
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        chmod(path, mode)
        _ = try store.save(Library(notes: [NoteFixtures.note(2)]))
        #expect(TestFiles.mode(of: path) == mode)
        #expect(try JSONFileStore(path: path).load().notes.map(\.id) == [NoteFixtures.note(2).id])
    }

    // MARK: - Changes made elsewhere

    @Test func saveMergesWhatAnotherProcessSaved() throws {
        let here = JSONFileStore(path: path)
        let there = JSONFileStore(path: path)
        _ = try here.save(Library(notes: [NoteFixtures.note(1)]))
        let theirs = try there.load()
        _ = try there.save(Library(notes: theirs.notes + [NoteFixtures.note(2)]))

        let result = try here.save(Library(notes: [NoteFixtures.note(1), NoteFixtures.note(3)]))
        #expect(Set(result.notes.map(\.id)) == Set([1, 2, 3].map { SequentialUUIDs.uuid($0) }))
        #expect(try JSONFileStore(path: path).load() == result)
    }

    @Test func conflictingEditsKeepBothWithExactCopyIDs() throws {
        let original = NoteFixtures.note(1, body: "v1")
        let here = JSONFileStore(path: path, makeConflictID: SequentialUUIDs(prefix: 0xC0).generate)
        let there = JSONFileStore(path: path)
        _ = try here.save(Library(notes: [original]))
        _ = try there.load()
        _ = try there.save(Library(notes: [NoteFixtures.edited(original, body: "there", at: 60)]))

        let result = try here.save(Library(notes: [NoteFixtures.edited(original, body: "here", at: 30)]))
        #expect(result.notes.map(\.body) == ["there", "here"])
        #expect(result.notes[1].id == SequentialUUIDs.uuid(1, prefix: 0xC0))
        #expect(result.notes[1].title == "Note 1 (conflict 2026-11-21 23:00)")
    }

    @Test func aFileRemovedElsewhereIsWrittenAgainWithMyNotes() throws {
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        try FileManager.default.moveItem(atPath: path, toPath: path + ".bak")
        let result = try store.save(Library(notes: [NoteFixtures.note(1), NoteFixtures.note(2)]))
        #expect(result.notes.count == 2)
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
    }

    // MARK: - Temp files

    @Test func deadWritersTempFilesAreRemovedByAProcesssFirstSave() throws {
        _ = try JSONFileStore(path: path).save(Library(notes: [NoteFixtures.note(1)]))
        let dead = folder.file("data/.notes.json.tmp-999999999-abc")
        let another = folder.file("data/.notes.json.tmp-\(getpid())-def")
        let unrelated = folder.file("data/.other.json.tmp-999999999-abc")
        let shorter = folder.file("data/.notes.json.tmp")
        for file in [dead, another, unrelated, shorter] { try TestFiles.write("partial", to: file) }

        // Reading never lists the folder (a busy one cost the first frame).
        let store = JSONFileStore(path: path)
        _ = try store.load()
        #expect(FileManager.default.fileExists(atPath: dead))

        // Under the lock no writer can be mid-save, so a save clears them all.
        _ = try store.save(Library(notes: [NoteFixtures.note(2)]))
        #expect(FileManager.default.fileExists(atPath: shorter))
        try FileManager.default.removeItem(atPath: shorter)
        #expect(tempFiles().isEmpty)
        #expect(FileManager.default.fileExists(atPath: unrelated))
        #expect(folder.contents() == ["data"])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("data")))?.sorted()
        #expect(names == [".notes.json.lock", ".other.json.tmp-999999999-abc", "notes.json"])
    }
}
