import Foundation
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A failed write leaves the old file intact, removes its temp file and
/// says what is wrong and what to do. Failures are injected at the system
/// call (a full disk cannot be made on demand, and root ignores modes).
@Suite("JSONFileStore: write failures")
struct StoreWriteFailureTests {
    static let steps: [(name: String, faults: JSONFileStore.FaultInjection)] = [
        ("write", .init(write: ENOSPC)),
        ("fsync", .init(fsync: EIO)),
        ("rename", .init(rename: EACCES)),
    ]

    @Test(arguments: steps.indices)
    func oldFileStaysAndTheTempFileGoes(index: Int) throws {
        let (name, faults) = Self.steps[index]
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let store = JSONFileStore(path: path)
        _ = try store.save(Library(notes: [NoteFixtures.note(1)]))
        let before = TestFiles.bytes(at: path)

        store.faults = faults
        let error = #expect(throws: StoreError.self, "\(name)") {
            try store.save(Library(notes: [NoteFixtures.note(1), NoteFixtures.note(2)]))
        }
        guard case let .unwritable(errorPath, reason) = error else {
            Issue.record("\(name): expected unwritable, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("changes are kept"), "\(reason)")
        #expect(TestFiles.bytes(at: path) == before)
        #expect(folder.contents() == [".notes.json.lock", "notes.json"])

        store.faults = .none
        let saved = try store.save(Library(notes: [NoteFixtures.note(1), NoteFixtures.note(2)]))
        #expect(saved.notes.count == 2)
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
    }

    @Test func aFullDiskSaysFreeSomeSpace() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let store = JSONFileStore(path: path, faults: .init(write: ENOSPC))
        let error = #expect(throws: StoreError.self) { try store.save(Library()) }
        #expect(error?.message == "cannot save \(path): no space left on device; free some space and save again (your changes are kept until then)")
        #expect(error?.exitCode == 73)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
