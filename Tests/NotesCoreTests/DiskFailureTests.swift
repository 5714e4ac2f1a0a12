import Foundation
import NotesCore
import NotesStorage
import TestSupport
import Testing

/// A save that fails for real — a full disk, a read-only folder, the file
/// replaced by a folder — leaves the old library intact, says why in one
/// line, keeps the changes in memory, and succeeds on a later save once the
/// cause is gone.
@Suite struct DiskFailureTests {
    /// The mounted filesystem, or nil after printing why the test is skipped.
    private func smallFilesystem(kilobytes: Int) -> SmallFilesystem? {
        switch SmallFilesystem.mount(kilobytes: kilobytes) {
        case let .success(filesystem): return filesystem
        case let .failure(reason):
            print("DiskFailureTests: skipped — \(reason)")
            return nil
        }
    }

    @Test func aFullDiskKeepsTheOldFileAndTheChangesThenRetries() throws {
        guard let disk = smallFilesystem(kilobytes: 256) else { return }
        let path = disk.path + "/notes.json"
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        controller.createNote(title: "Saved before the disk filled", body: "")
        try controller.save()
        let before = TestFiles.bytes(at: path)

        let filler = disk.fill()
        controller.createNote(title: "Typed while full", body: String(repeating: "x", count: 20_000))
        #expect(throws: StoreError.self) { try controller.save() }
        let error = try #require(controller.lastSaveError)
        #expect(error.exitCode == 73)
        #expect(error.message.contains(path))
        #expect(error.message.lowercased().contains("space"))
        #expect(!error.message.contains("\n"))
        #expect(TestFiles.bytes(at: path) == before)
        #expect(controller.hasUnsavedChanges)
        #expect(controller.notes.contains { $0.title == "Typed while full" })
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: disk.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)

        try FileManager.default.removeItem(atPath: filler)
        controller.saveIfNeeded()
        #expect(controller.lastSaveError == nil)
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
    }

    @Test func aReadOnlyFolderKeepsTheOldFileThenRetries() throws {
        guard let disk = smallFilesystem(kilobytes: 512) else { return }
        let path = disk.path + "/notes.json"
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        controller.createNote(title: "First", body: "")
        try controller.save()
        let before = TestFiles.bytes(at: path)

        try disk.setReadOnly(true)
        controller.createNote(title: "Second", body: "")
        #expect(throws: StoreError.self) { try controller.save() }
        #expect(controller.lastSaveError?.message.contains("read-only") == true)
        #expect(TestFiles.bytes(at: path) == before)

        try disk.setReadOnly(false)
        controller.saveIfNeeded()
        #expect(controller.lastSaveError == nil)
        #expect(try JSONFileStore(path: path).load().notes.map(\.title).sorted() == ["First", "Second"])
    }

    @Test func theFileReplacedByAFolderIsReportedAndChangesAreKept() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        controller.createNote(title: "Kept", body: "")
        try controller.save()

        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        controller.createNote(title: "Also kept", body: "")
        #expect(throws: StoreError.self) { try controller.save() }
        #expect(controller.lastSaveError?.message.contains(path) == true)
        #expect(controller.notes.count == 2)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)

        try FileManager.default.removeItem(atPath: path)
        controller.saveIfNeeded()
        #expect(controller.lastSaveError == nil)
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
    }
}
