import Foundation
import TestSupport
import Testing

/// `list`, `search` and `show` run as a script runs them: the real binary,
/// its stdout, stderr and exit status (docs/behaviour.md §4 and §5).
@Suite struct ReadingCommandsTests {
    @Test func listPrintsAlignedColumnsMostRecentFirst() throws {
        let cli = try NotesTUIProcess()
        let first = try cli.add(title: "Shopping", body: "milk")
        let second = try cli.add(title: "日本語のタイトル 😀", body: "x")
        let result = try cli.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(String(second.prefix(8)) + "  "))
        #expect(lines[1].hasPrefix(String(first.prefix(8)) + "  "))
        #expect(lines[0].hasSuffix("  日本語のタイトル 😀"))
        // id (8) + 2 + "YYYY-MM-DD HH:MM" (16) + 2: the title starts in the same column.
        for line in lines {
            let date = line.dropFirst(10).prefix(16)
            #expect(date.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d/) != nil, "\(line)")
        }
        #expect(lines[1].dropFirst(28) == "Shopping")
    }

    @Test func listJSONIsTheFilesNoteFormat() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Quote \" and \\ and\nnewline", body: "a\tb\u{1B}[31m")
        let result = try cli.run(["list", "--json"])
        #expect(result.status == 0)
        let notes = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
        #expect(notes.count == 1)
        // The file's fields, and the name the note is shown by.
        #expect(Set(notes[0].keys) == ["id", "title", "body", "created", "modified", "displayTitle"])
        #expect(notes[0]["displayTitle"] as? String == "Quote \" and \\ and newline")
        #expect(notes[0]["id"] as? String == id)
        #expect(notes[0]["title"] as? String == "Quote \" and \\ and\nnewline")
        #expect(notes[0]["body"] as? String == "a\tb\u{1B}[31m")
        // The same objects as in the data file.
        let fileNotes = try cli.libraryJSON()["notes"] as? [[String: Any]]
        #expect(fileNotes?.first?["modified"] as? String == notes[0]["modified"] as? String)
    }

    @Test func anEmptyLibraryListsNothing() throws {
        let cli = try NotesTUIProcess()
        try makeEmptyLibrary(for: cli)
        let result = try cli.run(["list"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        #expect(try cli.run(["list", "--json"]).stdout == "[]\n")
    }

    @Test func listKeepsOneLinePerNoteWhateverTheTitle() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "two\nlines")
        let result = try cli.run(["list"])
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.hasSuffix("two lines\n"))
    }

    @Test func searchMatchesEveryWordAndPrintsLikeList() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping", body: "milk and eggs")
        _ = try cli.add(title: "Ideas", body: "a milk bar")
        let both = try cli.run(["search", "MILK"])
        #expect(both.stdout.split(separator: "\n").count == 2)
        let one = try cli.run(["search", "milk", "eggs"])
        #expect(one.stdout.split(separator: "\n").count == 1)
        #expect(one.stdout.hasSuffix("  Shopping\n"))
        let json = try cli.run(["search", "--json", "bar"])
        let notes = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
        #expect(notes.map { $0["title"] as? String } == ["Ideas"])
        // Nothing found is exit 1, as grep has it, with a line saying so.
        let none = try cli.run(["search", "zebra"])
        none.expectFailure(1, mentioning: "no note matches 'zebra'")
        #expect(none.stdout.isEmpty)
        let noneJSON = try cli.run(["search", "--json", "zebra"])
        noneJSON.expectFailure(1)
        #expect(noneJSON.stdout == "[]\n")
    }

    @Test func showPrintsTitleBlankLineBody() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Shopping", body: "milk\neggs")
        for reference in [id, String(id.prefix(4)), String(id.prefix(8)).lowercased(), "shopping", "SHOPPING",
                          "notes://note/\(id)"] {
            let result = try cli.run(["show", reference])
            #expect(result.status == 0, "\(reference): \(result.stderr)")
            #expect(result.stdout == "Shopping\n\nmilk\neggs\n", "\(reference)")
        }
    }

    @Test func showToAPipeKeepsTheBodyAsItIs() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Colours", body: "\u{1B}[31mred\u{07}")
        let result = try cli.run(["show", id])
        #expect(result.stdout == "Colours\n\n\u{1B}[31mred\u{07}\n")
    }

    @Test func noMatchExitsOneWithOneLine() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping")
        try cli.run(["show", "nothing like it"]).expectFailure(1, mentioning: "no note matches 'nothing like it'")
        try cli.run(["show", "notes://note/6F9619FF-8B86-D011-B42D-00C04FC964FF"]).expectFailure(1, mentioning: "no note matches")
        // Fewer than 4 characters is not a prefix.
        try cli.run(["show", "abc"]).expectFailure(1)
    }

    @Test func anAmbiguousReferenceExitsOneAndListsTheMatches() throws {
        let cli = try NotesTUIProcess()
        let first = try cli.add(title: "Same")
        let second = try cli.add(title: "same")
        let result = try cli.run(["show", "Same"])
        result.expectFailure(1, mentioning: "matches 2 notes")
        #expect(result.stderr.contains(String(first.prefix(8))))
        #expect(result.stderr.contains(String(second.prefix(8))))
        #expect(result.stdout.isEmpty)
    }

    @Test func anAmbiguousIdPrefixExitsOne() throws {
        let cli = try NotesTUIProcess()
        // Two notes whose ids share a prefix, written straight into the file.
        try TestFiles.write("""
            {"version": 1, "notes": [
              {"id": "AAAA0000-0000-4000-8000-000000000001", "title": "One", "body": "", "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:00:00Z"},
              {"id": "AAAA0000-0000-4000-8000-000000000002", "title": "Two", "body": "", "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:00:00Z"}
            ]}
            """, to: try makeFolder(for: cli))
        try cli.run(["show", "aaaa"]).expectFailure(1, mentioning: "matches 2 notes")
        #expect(try cli.run(["show", "AAAA0000-0000-4000-8000-000000000002"]).stdout == "Two\n\n")
    }

    @Test func aURLThatNamesNoNoteIsAUsageError() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping")
        for url in ["notes://new", "notes://search?q=milk", "notes://nowhere", "notes:note/x", "notes://note/not-an-id"] {
            try cli.run(["show", url]).expectFailure(64)
        }
    }

    private func makeEmptyLibrary(for cli: NotesTUIProcess) throws {
        try TestFiles.write(#"{"version": 1, "notes": []}"#, to: try makeFolder(for: cli))
    }

    private func makeFolder(for cli: NotesTUIProcess) throws -> String {
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return cli.dataFile
    }
}
