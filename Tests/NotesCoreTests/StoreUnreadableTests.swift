import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// A file the store cannot read is reported, never overwritten or repaired:
/// after `load` and after an attempted `save` it is byte for byte the same.
@Suite("JSONFileStore: unreadable files")
struct StoreUnreadableTests {
    static let note = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "T", "body": "B", "created": "2026-11-21T23:00:00Z", "modified": "2026-11-21T23:00:00Z"}"#

    static let cases: [(name: String, bytes: [UInt8], reason: String)] = [
        ("malformed", Array("{\n  \"version\": 1,\n  \"notes\": [,]\n}".utf8), "not valid JSON at line 3"),
        ("truncated", Array(#"{"version": 1, "notes": [\#(note)"#.utf8), "truncated"),
        ("empty", [], "the file is empty"),
        ("wrong type", Array(#"{"version": 1, "notes": "none"}"#.utf8), "notes should be an array but is a string"),
        ("missing field", Array(#"{"version": 1}"#.utf8), "the required field notes is missing"),
        ("newer version", Array(#"{"version": 2, "notes": []}"#.utf8), "newer notes-tui"),
        ("not UTF-8", Array(#"{"version": 1, "notes": [], "x": ""#.utf8) + [0xFE, 0x22, 0x7D], "not UTF-8"),
        ("bad id", Array(#"{"version": 1, "notes": [\#(note.replacingOccurrences(of: "6F9619FF", with: "XYZ"))]}"#.utf8), "is not a UUID"),
    ]

    @Test(arguments: cases.indices)
    func isReportedAndLeftByteForByte(index: Int) throws {
        let (name, bytes, reason) = Self.cases[index]
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try TestFiles.write(bytes, to: path, mode: 0o644)
        let store = JSONFileStore(path: path)

        let loadError = #expect(throws: StoreError.self, "\(name)") { try store.load() }
        expectUnreadable(loadError, path: path, reason: reason, name: name)
        let saveError = #expect(throws: StoreError.self, "\(name)") {
            try store.save(Library(notes: [NoteFixtures.note(1)]))
        }
        expectUnreadable(saveError, path: path, reason: reason, name: name)

        #expect(TestFiles.bytes(at: path) == bytes, "\(name): the file changed")
        #expect(TestFiles.mode(of: path) == 0o644, "\(name): the mode changed")
        #expect(folder.contents().filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test func newerVersionSaysUpgrade() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try TestFiles.write(#"{"version": 2, "notes": []}"#, to: path)
        let error = #expect(throws: StoreError.self) { try JSONFileStore(path: path).load() }
        #expect(error?.message.contains("upgrade notes-tui") == true)
    }

    @Test func aFolderInPlaceOfTheFile() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let store = JSONFileStore(path: path)
        expectUnreadable(#expect(throws: StoreError.self) { try store.load() }, path: path, reason: "it is a folder", name: "folder")
        expectUnreadable(#expect(throws: StoreError.self) { try store.save(Library()) }, path: path, reason: "it is a folder", name: "folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
    }

    @Test func aPathThroughARegularFile() throws {
        let folder = try TemporaryDirectory()
        try TestFiles.write("I am a file", to: folder.file("plain"))
        let path = folder.file("plain/notes.json")
        expectUnreadable(#expect(throws: StoreError.self) { try JSONFileStore(path: path).load() },
                         path: path, reason: "a part of the path is a file, not a folder", name: "through a file")
        let saveError = #expect(throws: StoreError.self) { try JSONFileStore(path: path).save(Library()) }
        guard case let .unwritable(errorPath, reason) = saveError else {
            Issue.record("expected unwritable, got \(String(describing: saveError))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("not a folder"))
        #expect(TestFiles.bytes(at: folder.file("plain")) == Array("I am a file".utf8))
    }

    @Test func noPermissionToRead() throws {
        // CI runs as root, where mode bits do not stop a read: the open's
        // EACCES is injected instead, through the store's fault seam.
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let bytes = LibraryCodec.encode(Library(notes: [NoteFixtures.note(1)]))
        try TestFiles.write(bytes, to: path)
        let store = JSONFileStore(path: path, faults: .init(openForReading: EACCES))
        expectUnreadable(#expect(throws: StoreError.self) { try store.load() }, path: path, reason: "permission denied", name: "EACCES")
        expectUnreadable(#expect(throws: StoreError.self) { try store.save(Library()) }, path: path, reason: "permission denied", name: "EACCES")
        #expect(TestFiles.bytes(at: path) == bytes)
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func noPermissionByModeBits() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try TestFiles.write(Array("{}".utf8), to: path, mode: 0o000)
        expectUnreadable(#expect(throws: StoreError.self) { try JSONFileStore(path: path).load() },
                         path: path, reason: "permission denied", name: "mode 000")
    }

    // MARK: - Helpers

    func expectUnreadable(_ error: StoreError?, path: String, reason expected: String, name: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        guard case let .unreadable(errorPath, reason) = error else {
            Issue.record("\(name): expected unreadable, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(errorPath == path, sourceLocation: sourceLocation)
        #expect(reason.contains(expected), "\(name): \(reason)", sourceLocation: sourceLocation)
        // Every reason also says what to do.
        let advice = ["fix the file", "upgrade notes-tui", "--data-file"]
        #expect(advice.contains { reason.contains($0) }, "\(name): no advice in \(reason)", sourceLocation: sourceLocation)
        #expect(error?.message.hasPrefix("cannot read \(path): ") == true, sourceLocation: sourceLocation)
    }
}
