import Foundation
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A save holds an exclusive flock on `.notes.json.lock`; a second holder
/// makes it wait, then give up with `.busy`.
@Suite("JSONFileStore: lock")
struct StoreLockTests {
    /// Takes the store's lock the way another process would.
    static func holdLock(of folder: TemporaryDirectory, waitingUpTo seconds: Double = 0) throws -> Int32 {
        let fd = open(folder.file(".notes.json.lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        // flock locks belong to the open file description: a second open in
        // this process conflicts with it just as another process would.
        let deadline = Date().addingTimeInterval(seconds)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard Date() < deadline else {
                close(fd)
                Issue.record("the store's lock is still held")
                throw CancellationError()
            }
            usleep(10_000)
        }
        return fd
    }

    @Test func aSecondHolderMakesTheSaveGiveUpWithBusy() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let fd = try Self.holdLock(of: folder)
        defer { close(fd) }

        let store = JSONFileStore(path: path, lockTimeout: 0.3)
        #expect(throws: StoreError.busy(path: path)) { try store.save(Library(notes: [NoteFixtures.note(1)])) }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(StoreError.busy(path: path).exitCode == 75)
    }

    @Test func theSaveWaitsForTheLockToBeReleased() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let fd = try Self.holdLock(of: folder)
        let releaser = Thread {
            usleep(200_000)
            close(fd)
        }
        releaser.start()

        let store = JSONFileStore(path: path, lockTimeout: 30)
        let saved = try store.save(Library(notes: [NoteFixtures.note(1)]))
        #expect(saved.notes.count == 1)
        #expect(try JSONFileStore(path: path).load() == saved)
    }

    @Test func theLockIsReleasedAfterASave() throws {
        let folder = try TemporaryDirectory()
        let store = JSONFileStore(path: folder.file("notes.json"))
        _ = try store.save(Library())
        // Other tests spawn processes in parallel: a child between fork and
        // exec briefly shares every open file, this lock's too, so allow a
        // moment (a lock still held after a second is a real failure).
        let fd = try Self.holdLock(of: folder, waitingUpTo: 1)
        close(fd)
        #expect(TestFiles.mode(of: folder.file(".notes.json.lock")) == 0o600)
    }
}
