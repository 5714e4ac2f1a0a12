import Foundation
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// The list's sort is remembered per library beside it, never in it.
@Suite("Remembered sort")
struct RememberedSortTests {
    @Test func rememberedBesideTheLibraryNotInIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("notes.json")
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(store.rememberedSort() == nil)
        store.rememberSort(.title)
        #expect(JSONFileStore(path: path).rememberedSort() == .title)
        store.rememberSort(.created)
        #expect(JSONFileStore(path: path).rememberedSort() == .created)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the library file is untouched")
        #expect(Set(folder.contents()).subtracting([".notes.json.lock"]) == ["notes.json", ".notes.json.view"])
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file(".notes.json.view"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func twoLibrariesInOneFolderRememberTheirOwn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let work = JSONFileStore(path: folder.file("work.json")), home = JSONFileStore(path: folder.file("home.json"))
        _ = try work.save(Library())
        _ = try home.save(Library())
        work.rememberSort(.title)
        #expect(home.rememberedSort() == nil)
        #expect(work.rememberedSort() == .title)
    }

    @Test func aMissingFolderIsNotCreatedForAPreference() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = JSONFileStore(path: folder.file("not/yet/notes.json"))
        store.rememberSort(.title)
        #expect(!FileManager.default.fileExists(atPath: folder.file("not")))
    }

    @Test func garbageReadsAsNothingRemembered() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = JSONFileStore(path: folder.file("notes.json"))
        for garbage in ["sort sideways\n", "", "\u{0}\u{1}", String(repeating: "x", count: 10_000), "sort\n"] {
            try Data(garbage.utf8).write(to: URL(fileURLWithPath: folder.file(".notes.json.view")))
            #expect(store.rememberedSort() == nil, "\(garbage.prefix(20).debugDescription)")
        }
    }

    /// A link planted where the preference goes is replaced, not followed.
    @Test func aSymlinkInItsPlaceIsNotFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outside = folder.file("outside.txt")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: outside))
        let store = JSONFileStore(path: folder.file("notes.json"))
        _ = try store.save(Library())
        try FileManager.default.createSymbolicLink(atPath: folder.file(".notes.json.view"), withDestinationPath: outside)
        store.rememberSort(.title)
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep me")
        #expect(store.rememberedSort() == .title)
    }
}
