import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Loading a large library in two steps — its first screenful, then the
/// rest — shows the same notes as one load, writes only whole libraries,
/// and notices a file changed between the two steps.
@Suite struct GlimpseLoadingTests {
    private static func controller(at path: String, smallestGlimpsedFile: Int = 0) -> NotesController {
        let store = JSONFileStore(path: path)
        store.smallestGlimpsedFile = smallestGlimpsedFile
        return NotesController(store: store)
    }

    @Test func theFirstStepHoldsTheFirstScreenfulAndTheCount() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        var library = NoteFixtures.largeLibrary(count: 500)
        library.notes[3].trashed = NoteFixtures.date(1)
        library.notes[7].pinned = true
        try TestFiles.write(LibraryCodec.encode(library), to: path)
        let full = Self.controller(at: path, smallestGlimpsedFile: .max)
        try full.load(glimpseFirst: .modified)
        #expect(!full.isGlimpse, "a file under the size limit is loaded whole")

        let controller = Self.controller(at: path)
        try controller.load(glimpseFirst: .modified)
        #expect(controller.isGlimpse)
        #expect(controller.noteCount == 499)
        #expect(controller.notes(sortedBy: .modified) == Array(full.notes(sortedBy: .modified).prefix(NotesController.glimpseSize)))
        try controller.finishLoading()
        #expect(!controller.isGlimpse)
        #expect(controller.allNotes == full.allNotes)
        #expect(controller.noteCount == 499)
    }

    @Test func savingDuringAGlimpseWritesTheWholeLibrary() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let library = NoteFixtures.largeLibrary(count: 400)
        try TestFiles.write(LibraryCodec.encode(library), to: path)
        let controller = Self.controller(at: path)
        try controller.load(glimpseFirst: .created)
        #expect(controller.isGlimpse)
        try controller.save()
        #expect(!controller.isGlimpse)
        #expect(try JSONFileStore(path: path).load().notes.count == 400)
    }

    @Test func aFileChangedBetweenTheStepsIsReadAgain() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try TestFiles.write(LibraryCodec.encode(NoteFixtures.largeLibrary(count: 300)), to: path)
        let controller = Self.controller(at: path)
        try controller.load(glimpseFirst: .modified)
        #expect(controller.isGlimpse)
        // Another writer replaces the file (same size: only the times and inode tell).
        let changed = NoteFixtures.largeLibrary(count: 300, tag: "!")
        try TestFiles.write(LibraryCodec.encode(changed), to: path + ".new")
        #expect(rename(path + ".new", path) == 0)
        try controller.finishLoading()
        #expect(controller.allNotes.map(\.title).allSatisfy { $0.hasSuffix("!") })
    }

    @Test func aDraftBesideTheLibraryIsLoadedWhole() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let store = JSONFileStore(path: path)
        let draft = Draft(noteID: nil, title: "half", body: "written")
        _ = try store.save(Library(notes: NoteFixtures.largeLibrary(count: 300).notes, draft: draft))
        let controller = Self.controller(at: path)
        try controller.load(glimpseFirst: .modified)
        #expect(!controller.isGlimpse)
        #expect(controller.draft == draft)
    }

    @Test func anUnreadableRestIsTheFullLoadsError() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        var bytes = LibraryCodec.encode(NoteFixtures.largeLibrary(count: 300))
        // Bad UTF-8 in the oldest note's body (the file's first): the glimpse steps over it.
        let body = Array("The quick".utf8)
        let at = try #require((0..<bytes.count).first { Array(bytes[$0..<($0 + body.count)]) == body }) + 4
        bytes[at] = 0xFF
        try TestFiles.write(bytes, to: path)
        let controller = Self.controller(at: path)
        try controller.load(glimpseFirst: .modified)
        #expect(controller.isGlimpse)
        #expect(throws: StoreError.self) { try controller.finishLoading() }
        #expect(TestFiles.bytes(at: path) == bytes, "the file is left as it was")
    }
}
