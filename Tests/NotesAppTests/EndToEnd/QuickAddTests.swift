import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesStorage

/// `add` to a library exactly as notes-tui writes it copies the file's
/// bytes around the new note instead of reading and writing every note.
/// What a person sees must not tell the two paths apart: the file is byte
/// for byte what the full path writes, the note lands where the list order
/// puts it, and anything unusual goes the full way (the trace says which
/// way each add went; `CanonicalLibraryTests` checks the bytes' kinds).
@Suite struct QuickAddTests {
    private static func date(_ text: String) -> Date { LibraryDate.parse(text)! }

    private static func note(_ id: String, _ title: String, modified: String, pinned: Bool = false) -> Note {
        Note(id: UUID(uuidString: id)!, title: title, body: "body of \(title)\n\"quoted\" é",
             created: date("2026-01-01T00:00:00Z"), modified: date(modified), pinned: pinned)
    }

    /// A library written as notes-tui writes it, with a note from a clock
    /// ahead of this one (another machine's), which stays first.
    private static let library = Library(notes: [
        note("AAAA0000-0000-4000-8000-000000000001", "from the future", modified: "2999-01-01T00:00:00Z"),
        note("BBBB0000-0000-4000-8000-000000000002", "pinned", modified: "2026-11-20T10:00:00.250Z", pinned: true),
        note("CCCC0000-0000-4000-8000-000000000003", "older", modified: "2026-11-19T10:00:00Z"),
    ])

    private static func write(_ library: Library, to cli: NotesTUIProcess) throws {
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try TestFiles.write(LibraryCodec.encode(library), to: cli.dataFile)
    }

    @Test func anAddIsSplicedWhereTheFullPathWouldPutIt() throws {
        let cli = try NotesTUIProcess()
        try Self.write(Self.library, to: cli)
        _ = cli.takeTrace()
        let result = try cli.run(["add", "--title", "new", "piped"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = cli.takeTrace()
        // The start-up and the end of every command, the library read, no controller.
        #expect(trace == ["AppDelegate.didFinishLaunching", "NotesStore.load", "QuickAdd.written",
                          "AppDelegate.applicationWillTerminate"])
        let bytes = try #require(TestFiles.bytes(at: cli.dataFile))
        let read = try LibraryCodec.decode(bytes)
        let added = try #require(read.notes.first { $0.id.text == result.stdout.trimmingCharacters(in: .newlines) })
        #expect(added.title == "new" && added.body == "piped" && added.created == added.modified)
        // The full path's bytes: inserted first, then put in list order.
        let expected = [Self.library.notes[0], added] + Self.library.notes.dropFirst()
        #expect(bytes == LibraryCodec.encode(Library(notes: expected)))
        #expect(TestFiles.mode(of: cli.dataFile) == 0o600)
    }

    @Test func addsOneAfterAnotherAllStayAndInOrder() throws {
        let cli = try NotesTUIProcess()
        try Self.write(Self.library, to: cli)
        var ids: [String] = []
        for index in 0..<5 { ids.append(try cli.add(title: "added \(index)")) }
        let bytes = try #require(TestFiles.bytes(at: cli.dataFile))
        let read = try LibraryCodec.decode(bytes)
        #expect(read.notes.count == 8)
        #expect(Array(read.notes.dropFirst().prefix(5).map(\.id.text)) == ids.reversed())
        #expect(LibraryCodec.encode(read) == bytes)
    }

    @Test(arguments: [
        ("a field a newer version wrote", "\n    }\n  ],", ",\n      \"color\": \"red\"\n    }\n  ],"),
        ("a draft an older version kept in the library", "\"draft\": null", "\"draft\": {\"noteID\": null, \"title\": \"t\", \"body\": \"b\"}"),
        ("a hand edit's spacing", "\"version\": 1", "\"version\":1"),
        ("notes out of order", "2026-11-19T10:00:00Z", "2027-11-19T10:00:00Z"),
    ])
    func whatTheQuickPathCannotPromiseGoesTheFullWay(change: String, find: String, replacement: String) throws {
        let cli = try NotesTUIProcess()
        try Self.write(Self.library, to: cli)
        let original = String(decoding: try #require(TestFiles.bytes(at: cli.dataFile)), as: UTF8.self)
        let edited = original.replacingOccurrences(of: find, with: replacement)
        #expect(edited != original, "\(change): the edit changed nothing")
        try TestFiles.write(Array(edited.utf8), to: cli.dataFile)
        let before = try JSONFileStore(path: cli.dataFile).load()
        _ = cli.takeTrace()
        let id = try cli.add(title: "new")
        let trace = cli.takeTrace()
        #expect(trace.contains("NotesStore.load") && !trace.contains("QuickAdd.written"), "\(change): \(trace)")
        // What the full path makes of it: every note, field and draft kept.
        let after = try JSONFileStore(path: cli.dataFile).load()
        #expect(after.notes.count == before.notes.count + 1)
        #expect(Set(after.notes.filter { $0.id.text != id }) == Set(before.notes), "\(change)")
        #expect(after.draft == before.draft && after.unknownFields == before.unknownFields, "\(change)")
    }

    @Test func aLinkedLibraryIsWrittenThroughItsTargetAndStaysALink() throws {
        let cli = try NotesTUIProcess()
        let target = cli.folder.file("elsewhere/real.json")
        try FileManager.default.createDirectory(atPath: cli.folder.file("elsewhere"), withIntermediateDirectories: true)
        try TestFiles.write(LibraryCodec.encode(Self.library), to: target)
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.dataFile, withDestinationPath: target)
        _ = cli.takeTrace()
        let id = try cli.add(title: "through the link")
        #expect(cli.takeTrace().contains("QuickAdd.written"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cli.dataFile) == target)
        let read = try LibraryCodec.decode(try #require(TestFiles.bytes(at: target)))
        #expect(read.notes.count == 4 && read.notes.contains { $0.id.text == id })
        // The lock lives beside the target, as every save's does.
        #expect(FileManager.default.fileExists(atPath: cli.folder.file("elsewhere/.real.json.lock")))
        #expect(try cli.run(["list"]).stdout.contains("through the link"))
    }

    @Test func anAddWithNothingToAddOrABrokenInputSaysWhatTheFullPathSays() throws {
        let cli = try NotesTUIProcess()
        try Self.write(Self.library, to: cli)
        let before = TestFiles.bytes(at: cli.dataFile)
        try cli.run(["add"], stdin: "\n").expectFailure(64, mentioning: "nothing to add")
        let input = cli.folder.file("latin1.txt")
        try TestFiles.write([0x63, 0x61, 0x66, 0xE9, 0x0A], to: input)
        try cli.run(["add"], redirect: "< '\(input)'").expectFailure(65, mentioning: "the text on stdin is not UTF-8")
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
    }
}
