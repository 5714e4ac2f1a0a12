import Foundation
import NotesModel
import TestSupport
import Testing

/// `export` and `import` through the binary: round trips into an empty
/// library, awkward titles, file names, modes and dates, no duplicates on
/// a second import, and nothing half-imported on bad input.
@Suite struct ExportImportTests {
    /// Titles that trip up file names and headings.
    static let awkwardTitles = [
        "a/b/c", "..hidden", ".", "", "   ", String(repeating: "長い", count: 150), "日本語のメモ", "😀 emoji 👩‍👩‍👧",
        "Same", "Same", "same", "back\\slash", "tab\there", "ctrl\u{1B}[31m", "Untitled",
    ]

    private func libraryWithAwkwardTitles() throws -> NotesTUIProcess {
        let cli = try NotesTUIProcess()
        for (index, title) in Self.awkwardTitles.enumerated() {
            let result = try cli.run(["add", "--title", title, "--", "body \(index)\n  indented\n\nlast"])
            #expect(result.status == 0, "\(title): \(result.stderr)")
        }
        _ = try cli.run(["add", "--title", "Trailing newline"], stdin: "")
        return cli
    }

    @Test func jsonRoundTripIsExact() throws {
        let source = try libraryWithAwkwardTitles()
        let export = source.folder.file("out/export.json")
        #expect(try source.run(["export", "--output", export], umask: "000").status == 0)
        #expect(TestFiles.mode(of: export) == 0o600)
        #expect(TestFiles.mode(of: (export as NSString).deletingLastPathComponent) == 0o700)

        let target = try NotesTUIProcess()
        let imported = try target.run(["import", export])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("\(Self.awkwardTitles.count + 1) new"))
        let sourceNotes = try source.run(["list", "--json"]).stdout
        #expect(try target.run(["list", "--json"]).stdout == sourceNotes)
        // A second import changes nothing.
        let bytes = TestFiles.bytes(at: target.dataFile)
        let again = try target.run(["import", export])
        #expect(again.stdout.contains("0 new, 0 updated"))
        #expect(TestFiles.bytes(at: target.dataFile) == bytes)
    }

    @Test func jsonExportWithoutOutputIsTheLibraryDocumentOnStdout() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping", body: "milk")
        let result = try cli.run(["export"])
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect((document["notes"] as? [[String: Any]])?.first?["title"] as? String == "Shopping")
    }

    @Test func markdownRoundTripKeepsTitlesAndBodies() throws {
        let source = try libraryWithAwkwardTitles()
        let folder = source.folder.file("md/export")
        let result = try source.run(["export", "--format", "markdown", "--output", folder], umask: "000")
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == Self.awkwardTitles.count + 1)
        #expect(Set(names.map { $0.lowercased() }).count == names.count, "names unique ignoring case: \(names)")
        for name in names {
            #expect(!name.hasPrefix("."), "\(name)")
            #expect(name.hasSuffix(".md"))
            #expect(name.utf8.count <= 255)
            #expect(!name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            #expect(TestFiles.mode(of: folder + "/" + name) == 0o600)
        }
        #expect(names.contains("日本語のメモ.md"))
        #expect(names.contains("😀 emoji 👩‍👩‍👧.md"))
        #expect(names.contains("Same.md") && names.contains("Same 2.md") && names.contains("same 3.md"))
        #expect(names.contains("a-b-c.md"))
        #expect(TestFiles.mode(of: folder) == 0o700)
        #expect(TestFiles.mode(of: (folder as NSString).deletingLastPathComponent) == 0o700)

        let target = try NotesTUIProcess()
        #expect(try target.run(["import", folder]).status == 0)
        // A blank title ("   ") comes back untitled: the heading is the
        // name the note goes by, the start of its body.
        let sourceNotes = try notesByText(source, blankTitlesAsUntitled: true)
        let targetNotes = try notesByText(target)
        #expect(targetNotes.map(\.key).sorted() == sourceNotes.map(\.key).sorted())
        // Dates come back from the files' modification times.
        #expect(Set(targetNotes.map(\.modified)) == Set(sourceNotes.map(\.modified)))
        // A second import adds nothing.
        let again = try target.run(["import", folder])
        #expect(again.stdout.contains("0 new"))
        #expect(try notesByText(target).count == sourceNotes.count)
    }

    /// `rm *` in the export folder must not read a file as an option (issue #32, point 13).
    @Test func exportedFileNamesNeverStartWithADash() throws {
        let cli = try NotesTUIProcess()
        for title in ["-rf", "--help", "- dash", "/root"] { #expect(try cli.run(["add", "--title=\(title)", "--", "x"]).status == 0) }
        let folder = cli.folder.file("md")
        #expect(try cli.run(["export", "--format", "markdown", "--output", folder]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["dash.md", "help.md", "rf.md", "root.md"])
    }

    @Test func aMarkdownFileIsHeadingBlankLineBody() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Shopping", body: "milk\neggs")
        let folder = cli.folder.file("md")
        _ = try cli.run(["export", "--format", "markdown", "--output", folder])
        let text = try String(contentsOfFile: folder + "/Shopping.md", encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: try cli.run(["list", "--json"]).stdoutBytes) as? [[String: Any]])
        // Front matter first: what a re-import needs to find the note again.
        let created = try #require(json[0]["created"] as? String), modifiedText = try #require(json[0]["modified"] as? String)
        #expect(text == "---\nid: \(id)\ncreated: \(created)\nmodified: \(modifiedText)\npinned: false\n---\n# Shopping\n\nmilk\neggs\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/Shopping.md")
        let mtime = try #require(attributes[.modificationDate] as? Date)
        let modified = try #require(LibraryDate.parse(json[0]["modified"] as? String ?? ""))
        #expect(abs(mtime.timeIntervalSince(modified)) < 0.001, "\(id)")
    }

    @Test func importReadsHandWrittenMarkdown() throws {
        let cli = try NotesTUIProcess()
        let headed = cli.folder.file("Groceries list.md")
        let bare = cli.folder.file("Ideas.md")
        try TestFiles.write("\n# Weekend\n\nhike\nswim\n", to: headed)
        try TestFiles.write("no heading here\nsecond line\n", to: bare)
        let result = try cli.run(["import", headed, bare])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try cli.run(["show", "Weekend"]).stdout == "Weekend\n\nhike\nswim\n")
        #expect(try cli.run(["show", "Ideas"]).stdout == "Ideas\n\nno heading here\nsecond line\n")
    }

    /// As Obsidian and zk link notes: by file name, whatever the heading.
    @Test func linksByFileNameFindImportedNotes() throws {
        let cli = try NotesTUIProcess()
        let meeting = cli.folder.file("meeting-notes.md")
        let plan = cli.folder.file("plan.md")
        try TestFiles.write("# Weekly sync\n\nagenda\n", to: meeting)
        try TestFiles.write("# Plan\n\nsee [[meeting-notes]]\n", to: plan)
        #expect(try cli.run(["import", meeting, plan]).status == 0)
        let links = try cli.run(["links", "Weekly sync"])
        #expect(links.stdout.contains("Linked from (1)") && links.stdout.contains("Plan"), "\(links.stdout)")
        let json = try cli.libraryJSON()
        let notes = try #require(json["notes"] as? [[String: Any]])
        #expect(notes.contains { $0["title"] as? String == "Weekly sync" && $0["importedFrom"] as? String == "meeting-notes" })
    }

    @Test func badInputImportsNothing() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Before")
        let before = TestFiles.bytes(at: cli.dataFile)
        let good = cli.folder.file("good.md")
        try TestFiles.write("# Good\n\nfine\n", to: good)
        let corrupt = cli.folder.file("broken.json")
        try TestFiles.write("{\"version\": 1, \"notes\": [{]}", to: corrupt)
        try cli.run(["import", good, corrupt]).expectFailure(65, mentioning: "broken.json")
        let latin1 = cli.folder.file("latin1.md")
        try TestFiles.write([0x63, 0x61, 0x66, 0xE9], to: latin1)
        try cli.run(["import", good, latin1]).expectFailure(65, mentioning: "not UTF-8")
        try cli.run(["import", good, cli.folder.file("missing.md")]).expectFailure(64, mentioning: "does not exist")
        let empty = cli.folder.file("empty-folder")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try cli.run(["import", empty]).expectFailure(64, mentioning: "no .md files")
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
    }

    @Test func importingAnOlderExportNeverUndoesANewerEdit() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: "Plan", body: "old")
        let export = cli.folder.file("old.json")
        _ = try cli.run(["export", "--output", export])
        // The same note, edited later elsewhere.
        let data = try #require(FileManager.default.contents(atPath: export))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var notes = try #require(document["notes"] as? [[String: Any]])
        notes[0]["body"] = "new"
        notes[0]["modified"] = "9999-01-01T00:00:00Z"
        document["notes"] = notes
        let newer = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let newerFile = cli.folder.file("newer.json")
        try TestFiles.write(newer, to: newerFile)
        // The newer edit wins; the text here is kept as a conflict copy.
        #expect(try cli.run(["import", newerFile]).stdout.contains("0 updated, 0 already there, 1 merged"))
        #expect(try cli.run(["import", export]).stdout.contains("0 updated, 1 already there\n"))
        #expect(try cli.run(["show", id]).stdout == "Plan\n\nnew\n")
        #expect(try cli.noteTitles().count == 2)
    }

    @Test func exportUsageErrors() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "One")
        try cli.run(["export", "--format", "markdown"]).expectFailure(64, mentioning: "--output")
        let file = cli.folder.file("a-file")
        try TestFiles.write("x", to: file)
        try cli.run(["export", "--format", "markdown", "--output", file]).expectFailure(64, mentioning: "is a file")
        try cli.run(["export", "--output", cli.folder.path]).expectFailure(64, mentioning: "is a folder")
        try cli.run(["export", "--output", file + "/under/x.json"]).expectFailure(64)
        try cli.run(["export", "--output", "/proc/notes-tui-export/x.json"]).expectFailure(73)
    }

    private struct TextNote {
        var key: String
        var modified: String
    }

    private func notesByText(_ cli: NotesTUIProcess, blankTitlesAsUntitled: Bool = false) throws -> [TextNote] {
        let data = try cli.run(["list", "--json"]).stdoutBytes
        let notes = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return notes.map { note in
            var title = note["title"] as? String ?? "?"
            if blankTitlesAsUntitled, title.allSatisfy(\.isWhitespace) { title = "" }
            return TextNote(key: "\(title)\u{0}\(note["body"] as? String ?? "?")",
                     modified: note["modified"] as? String ?? "")
        }
    }
}
