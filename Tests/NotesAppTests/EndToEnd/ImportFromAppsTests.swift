import Foundation
import TestSupport
import Testing

/// `import` of what other apps write, from fixtures written as each app
/// writes them (`Tests/Fixtures/Import`): a Simplenote export, an nb
/// notebook, a zk notebook, an Obsidian vault, a Joplin "Markdown + Front
/// Matter" export. Each is checked for what the user sees (titles, bodies
/// with their #tags, dates, pins, the trash, the summary line), for a second
/// import adding nothing, and for a round trip through `export --format
/// markdown` into an empty library.
@Suite struct ImportFromAppsTests {
    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Import").path
    }

    /// A copy of a fixture folder, where a test may add what git cannot hold (`.git`, links).
    static func copy(_ name: String, into cli: NotesTUIProcess) throws -> String {
        let target = cli.folder.file("in-\(name)")
        try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: target)
        return target
    }

    /// The notes of a library as comparable lines: id, title, body, dates, pin, trash.
    static func notes(of cli: NotesTUIProcess, includingTrash: Bool = true) throws -> [String] {
        let notes = try cli.libraryJSON()["notes"] as? [[String: Any]] ?? []
        return notes.filter { includingTrash || $0["trashed"] == nil }.map { note in
            ["id", "title", "body", "created", "modified", "pinned", "trashed"]
                .map { "\($0)=\(note[$0].map { "\($0)" } ?? "-")" }.joined(separator: " | ")
        }.sorted()
    }

    static func note(_ title: String, in cli: NotesTUIProcess) throws -> [String: Any] {
        let notes = try cli.libraryJSON()["notes"] as? [[String: Any]] ?? []
        return try #require(notes.first { $0["title"] as? String == title }, "no note \(title)")
    }

    /// Export as Markdown, import into an empty library: the same notes,
    /// ids and dates; importing again adds nothing.
    static func expectRoundTrip(_ source: NotesTUIProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = source.folder.file("round-trip")
        let exported = try source.run(["export", "--format", "markdown", "--output", folder])
        #expect(exported.status == 0, "\(exported.stderr)", sourceLocation: sourceLocation)
        let target = try NotesTUIProcess()
        let imported = try target.run(["import", folder])
        #expect(imported.status == 0, "\(imported.stderr)", sourceLocation: sourceLocation)
        #expect(try notes(of: target) == notes(of: source, includingTrash: false), sourceLocation: sourceLocation)
        let bytes = TestFiles.bytes(at: target.dataFile)
        let again = try target.run(["import", folder])
        #expect(again.stdout.contains(" 0 new, 0 updated"), "\(again.stdout)", sourceLocation: sourceLocation)
        #expect(TestFiles.bytes(at: target.dataFile) == bytes, sourceLocation: sourceLocation)
    }

    /// Imports `path`, checks the summary, and that a second import changes nothing.
    static func importTwice(_ cli: NotesTUIProcess, _ path: String, summary: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try cli.run(["import", path])
        #expect(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        #expect(first.stdout == summary, sourceLocation: sourceLocation)
        let bytes = TestFiles.bytes(at: cli.dataFile)
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains(" 0 new, 0 updated"), "\(again.stdout)", sourceLocation: sourceLocation)
        #expect(TestFiles.bytes(at: cli.dataFile) == bytes, "a second import changed the library", sourceLocation: sourceLocation)
    }

    // MARK: - Simplenote

    @Test func simplenoteExportKeepsTitlesTagsPinsDatesAndTheTrash() throws {
        let cli = try NotesTUIProcess()
        try Self.importTwice(cli, Self.fixtures + "/simplenote/notes.json",
                             summary: "imported 5 notes: 5 new, 0 updated, 0 already there\n")
        #expect(try cli.run(["show", "Groceries"]).stdout == "Groceries\n\nmilk\neggs\nbread\n\n#shopping #home-stuff\n")
        let groceries = try Self.note("Groceries", in: cli)
        #expect(groceries["created"] as? String == "2023-04-12T08:15:30.123Z")
        #expect(groceries["modified"] as? String == "2024-01-05T17:42:10.456Z")
        #expect(groceries["pinned"] as? Bool == true)
        // A Markdown note's "# " heading is its title; systemTags "pinned" pins it.
        #expect(try Self.note("Trip to Lisbon", in: cli)["pinned"] as? Bool == true)
        #expect(try cli.run(["show", "Trip to Lisbon"]).stdout.hasSuffix("See [the guide](https://example.com/lisbon#food).\n\n#2024\n"))
        #expect(try cli.run(["show", "Shared with Ana"]).stdout == "Shared with Ana\n\nThe plan for the garden.\n")
        #expect(try cli.run(["list"]).stdout.split(separator: "\n").first?.hasSuffix("Groceries") == true, "pinned first")
        // The trashed note is in the trash, trashed at its last change.
        let trash = try cli.run(["trash"]).stdout
        #expect(trash.contains("Old idea") && trash.contains("2021-03-04 05:06"), "\(trash)")
        #expect(!(try cli.run(["list"]).stdout.contains("Old idea")))
        #expect(try cli.run(["tags"]).stdout.contains("#home-stuff"))
    }

    @Test func simplenoteIdsBecomeTheSameUUIDsEveryTime() throws {
        let first = try NotesTUIProcess(), second = try NotesTUIProcess()
        for cli in [first, second] {
            #expect(try cli.run(["import", Self.fixtures + "/simplenote/notes.json"]).status == 0)
        }
        #expect(try Self.notes(of: first) == Self.notes(of: second))
    }

    @Test func aDamagedSimplenoteExportImportsWhatIsSoundAndCountsTheRest() throws {
        let cli = try NotesTUIProcess()
        try Self.importTwice(cli, Self.fixtures + "/simplenote-damaged/notes.json", summary:
            "imported 2 notes: 2 new, 0 updated, 0 already there; skipped 5 Simplenote notes: 1 not a JSON object, "
            + "1 without an id, 1 without content, 1 without a readable date, 1 whose tags are not a list of words\n")
        #expect(try cli.noteTitles().sorted() == ["Only a last-modified date", "Sound note"])
        let dated = try Self.note("Only a last-modified date", in: cli)
        #expect(dated["created"] as? String == "2024-03-03T03:03:03.333Z")
    }

    @Test func aJSONFileThatIsNeitherExportImportsNothing() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Before")
        let before = TestFiles.bytes(at: cli.dataFile)
        for (name, text) in [("other.json", #"{"items": [1, 2]}"#), ("list.json", "[1, 2, 3]"),
                             ("notes.json", #"{"activeNotes": "none"}"#)] {
            let path = cli.folder.file(name)
            try TestFiles.write(text, to: path)
            try cli.run(["import", path]).expectFailure(65, mentioning: "or a Simplenote export")
        }
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
    }

    @Test func simplenoteRoundTrip() throws {
        let cli = try NotesTUIProcess()
        #expect(try cli.run(["import", Self.fixtures + "/simplenote/notes.json"]).status == 0)
        try Self.expectRoundTrip(cli)
    }
}
