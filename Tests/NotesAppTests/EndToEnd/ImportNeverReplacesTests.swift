import Foundation
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// `import` never replaces a note unseen (issue #32, point 7): a note that
/// differs here and in the import is merged as two writers' saves are, the
/// older version kept as a conflict copy, and the summary says so.
@Suite struct ImportNeverReplacesTests {
    /// The library's export with its one note changed: `body`, `modified`.
    private func exportWithNote(of cli: NotesTUIProcess, body: String, modified: String, name: String) throws -> String {
        let export = cli.folder.file("original-\(name).json")
        #expect(try cli.run(["export", "--output", export]).status == 0)
        let data = try #require(FileManager.default.contents(atPath: export))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var notes = try #require(document["notes"] as? [[String: Any]])
        notes[0]["body"] = body
        notes[0]["modified"] = modified
        document["notes"] = notes
        let changed = cli.folder.file(name)
        try TestFiles.write(String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self), to: changed)
        return changed
    }

    private func modified(of id: String, in cli: NotesTUIProcess) throws -> String {
        let notes = try cli.libraryJSON()["notes"] as? [[String: Any]] ?? []
        return try #require(notes.first { $0["id"] as? String == id }?["modified"] as? String)
    }

    /// `2026-11-21 23:05` of a library date.
    private func stamp(_ iso: String) throws -> String {
        LibraryDate.minuteStamp(of: try #require(LibraryDate.parse(iso)))
    }

    @Test func aNewerExportedCopyKeepsTheLocalTextAsAConflictCopy() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "local text")
        let localModified = try modified(of: id, in: cli)
        let newer = try exportWithNote(of: cli, body: "their text", modified: "2099-01-01T00:00:00Z", name: "newer.json")
        let result = try cli.run(["import", newer])
        #expect(result.stdout == "imported 1 note: 0 new, 0 updated, 0 already there, 1 merged (the older version kept as a conflict copy)\n")
        #expect(try cli.run(["show", id]).stdout == "Plan\n\ntheir text\n")
        #expect(try cli.run(["show", "Plan (conflict \(try stamp(localModified)))"]).stdout.hasSuffix("\n\nlocal text\n"))
        // Importing it again changes nothing.
        let bytes = TestFiles.bytes(at: cli.dataFile)
        #expect(try cli.run(["import", newer]).stdout == "imported 1 note: 0 new, 0 updated, 1 already there\n")
        #expect(TestFiles.bytes(at: cli.dataFile) == bytes)
    }

    @Test func anOlderExportedCopyIsKeptAsAConflictCopy() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "local text")
        let older = try exportWithNote(of: cli, body: "older text", modified: "2001-02-03T04:05:00Z", name: "older.json")
        #expect(try cli.run(["import", older]).stdout.contains(", 1 merged (the older version kept as a conflict copy)"))
        #expect(try cli.run(["show", id]).stdout == "Plan\n\nlocal text\n")
        #expect(try cli.run(["show", "Plan (conflict 2001-02-03 04:05)"]).stdout.hasSuffix("\n\nolder text\n"))
        let bytes = TestFiles.bytes(at: cli.dataFile)
        #expect(try cli.run(["import", older]).stdout.contains("1 already there\n"))
        #expect(TestFiles.bytes(at: cli.dataFile) == bytes)
    }

    @Test func aMarkdownFileWithTheNotesIdAndALaterDateKeepsTheLocalText() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "local text")
        let localModified = try modified(of: id, in: cli)
        let file = cli.folder.file("Plan.md")
        try TestFiles.write("---\nid: \(id)\nmodified: 2099-01-01T00:00:00Z\n---\n# Plan\n\nfile text\n", to: file)
        #expect(try cli.run(["import", file]).stdout.contains("0 updated, 0 already there, 1 merged"))
        #expect(try cli.run(["show", id]).stdout == "Plan\n\nfile text\n")
        #expect(try cli.run(["show", "Plan (conflict \(try stamp(localModified)))"]).stdout.hasSuffix("\n\nlocal text\n"))
    }

    /// A `--reset` backup is a library file whatever its name: every note comes back.
    @Test func aBackupWithAnyNameRestoresEveryNote() throws {
        let source = try NotesTUIProcess()
        for index in 1...3 { _ = try source.add(title: "Note \(index)", body: "body \(index)") }
        let target = try NotesTUIProcess()
        for name in ["notes.json.20261128-005131.bak", "backup", "notes.txt"] {
            let backup = target.folder.file(name)
            try FileManager.default.copyItem(atPath: source.dataFile, toPath: backup)
            let result = try target.run(["import", backup])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try target.noteTitles().sorted() == ["Note 1", "Note 2", "Note 3"], "\(name)")
        }
        // A Simplenote export too.
        let renamed = target.folder.file("simplenote-export.txt")
        try FileManager.default.copyItem(atPath: ImportFromAppsTests.fixtures + "/simplenote/notes.json", toPath: renamed)
        #expect(try target.run(["import", renamed]).stdout.hasPrefix("imported 5 notes: 5 new"))
        // JSON that is neither, not named as Markdown: refused, not a note of raw JSON.
        let other = target.folder.file("data.bak")
        try TestFiles.write(#"{"version": 2, "notes": []}"#, to: other)
        try target.run(["import", other]).expectFailure(65, mentioning: "version")
    }

    @Test func datesALibraryCannotHoldAreRefusedByName() throws {
        let cli = try NotesTUIProcess()
        let simplenote = cli.folder.file("export.json")
        try TestFiles.write("""
            {"activeNotes": [
              {"id": "a1", "content": "Far future", "creationDate": 1e300, "lastModified": "2024-01-01T00:00:00Z"},
              {"id": "a2", "content": "Year ten thousand", "lastModified": "10000-01-01T00:00:00Z"},
              {"id": "a3", "content": "Epoch", "creationDate": 0, "lastModified": 0}
            ]}
            """, to: simplenote)
        let result = try cli.run(["import", simplenote])
        #expect(result.stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 2 Simplenote notes with a date outside the years 1 to 9999\n")
        let epoch = try ImportFromAppsTests.note("Epoch", in: cli)
        #expect(epoch["created"] as? String == "1970-01-01T00:00:00Z" && epoch["modified"] as? String == "1970-01-01T00:00:00Z")

        let folder = cli.folder.file("md")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try TestFiles.write("---\ncreated: 0000-06-01\n---\n# Year zero\n", to: folder + "/zero.md")
        try TestFiles.write("---\nmodified: 12024-01-05T10:00:00Z\n---\n# Far\n", to: folder + "/far.md")
        try TestFiles.write("---\nmodified: 2024-01-05T10:00:00Z\n---\n# Fine\n", to: folder + "/fine.md")
        #expect(try cli.run(["import", folder]).stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 2 files with a date outside the years 1 to 9999\n")

        // A notes-tui library with a year 0000: refused whole, by name.
        let library = cli.folder.file("year-zero.json")
        try TestFiles.write(#"{"version": 1, "notes": [{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "Old", "body": "", "created": "0000-01-01T00:00:00Z", "modified": "2024-01-01T00:00:00Z"}]}"#, to: library)
        try cli.run(["import", library]).expectFailure(65, mentioning: "created date outside the years 1 to 9999")
    }

    @Test func namesThatAreNotUTF8AreCounted() throws {
        let cli = try NotesTUIProcess()
        let folder = cli.folder.file("md")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try TestFiles.write("# Fine\n", to: folder + "/fine.md")
        let latin1Name = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let fd = latin1Name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o600) }
        #expect(fd >= 0)
        close(fd)
        #expect(try cli.run(["import", folder]).stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 1 file whose name is not UTF-8\n")
    }

    /// Any library can be imported back, a rescue copy or a backup of the
    /// largest one included: the limit is the library's. (A sparse file: its
    /// size is refused before a byte is read.)
    @Test func theLimitIsTheLibrarysOwn() throws {
        let cli = try NotesTUIProcess()
        let huge = cli.folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(LibraryFolderAccess.maximumLibrarySize + 1)) == 0)
        try cli.run(["import", huge]).expectFailure(65, mentioning: "larger than 512 MiB")
    }

    /// 100 MB of NUL bytes once became a note, a save too large to write, and
    /// a rescue file six times the size; the kind is told by its first NUL.
    @Test func aFileOfNULBytesIsRefusedAndNothingIsWritten() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Before")
        let before = TestFiles.bytes(at: cli.dataFile)
        let zeros = cli.folder.file("zeros")
        try Data(count: 4 << 20).write(to: URL(fileURLWithPath: zeros))
        let entriesBefore = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { !$0.hasPrefix(".std") }
        try cli.run(["import", zeros]).expectFailure(65, mentioning: "NUL bytes, so it is not text")
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
        let entriesAfter = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { !$0.hasPrefix(".std") }
        #expect(entriesAfter.sorted() == entriesBefore.sorted(), "nothing new beside the library")
    }
}
