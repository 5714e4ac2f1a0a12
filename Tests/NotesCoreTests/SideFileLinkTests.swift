import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage

/// The lock files are opened without following links: a link planted at
/// `.notes.json.lock` or `.notes.json.draft-lock` (dangling, or to a file
/// elsewhere) must not make notes-tui — perhaps run as root — create or
/// change a file anywhere else.
@Suite struct SideFileLinkTests {
    enum Plant: CaseIterable { case dangling, toAFile, toAFolder }

    static let sideFiles = [".notes.json.lock", ".notes.json.draft-lock"]

    /// Every side file × every kind of link: the outside is untouched, and a
    /// save refuses with a line naming the link.
    @Test(arguments: sideFiles, Plant.allCases)
    func aPlantedLinkIsNeverFollowed(sideFile: String, plant: Plant) throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        let path = folder.file("notes.json")
        _ = try JSONFileStore(path: path).save(Library(notes: [NoteFixtures.note(1)]))
        unlink(folder.file(".notes.json.lock"))
        let libraryBefore = TestFiles.bytes(at: path)

        let victim = outside.file("victim")
        let outsideBytes: [UInt8] = Array("precious\n".utf8)
        switch plant {
        case .dangling: break
        case .toAFile: try TestFiles.write(outsideBytes, to: victim, mode: 0o644)
        case .toAFolder: try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: false)
        }
        let link = folder.file(sideFile)
        #expect(symlink(victim, link) == 0)

        let store = JSONFileStore(path: path)
        _ = try store.load()
        if sideFile.hasSuffix(".lock") {
            let error = #expect(throws: StoreError.self) { try store.save(Library(notes: [NoteFixtures.note(2)])) }
            #expect(error?.exitCode == 73)
            #expect(error?.message.contains(link) == true && error?.message.contains("symbolic link") == true,
                    "\(error?.message ?? "")")
            #expect(TestFiles.bytes(at: path) == libraryBefore, "the library was written without its lock")
        } else {
            _ = store.claimDraftSlot()
            store.releaseDraftSlot()
        }

        switch plant {
        case .dangling: #expect(outside.contents() == [], "a file was created through the link")
        case .toAFile:
            #expect(TestFiles.bytes(at: victim) == outsideBytes)
            #expect(TestFiles.mode(of: victim) == 0o644)
        case .toAFolder: #expect((try? FileManager.default.contentsOfDirectory(atPath: victim)) == [])
        }
        var info = stat()
        #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    }

    /// A FIFO where the lock file goes: refused at once by name, not waited on.
    @Test func aFIFOAsTheLockFileIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        let lock = folder.file(".notes.json.lock")
        #expect(mkfifo(lock, 0o600) == 0)
        let started = Date()
        let error = #expect(throws: StoreError.self) {
            try JSONFileStore(path: folder.file("notes.json")).save(Library(notes: [NoteFixtures.note(1)]))
        }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(error?.message.contains("\(lock) is a FIFO (named pipe)") == true, "\(error?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder.file("notes.json")))
    }

    /// A folder where the lock file goes is named as the culprit, not the library.
    @Test func aFolderAsTheLockFileIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        let lock = folder.file(".notes.json.lock")
        #expect(mkdir(lock, 0o700) == 0)
        let error = #expect(throws: StoreError.self) {
            try JSONFileStore(path: folder.file("notes.json")).save(Library(notes: [NoteFixtures.note(1)]))
        }
        #expect(error?.message.contains("\(lock) is a folder, not a file notes-tui made") == true, "\(error?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder.file("notes.json")))
    }
}
