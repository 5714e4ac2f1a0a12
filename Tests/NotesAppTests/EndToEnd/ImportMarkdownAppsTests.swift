import Foundation
import TestSupport
import Testing

/// Folders of Markdown notes with YAML front matter, as nb, zk, Obsidian
/// and Joplin write them (fixtures in `Tests/Fixtures/Import`): read with
/// their subfolders, hidden folders left out, every skipped file counted,
/// the front matter's title, tags and dates taken and never copied into
/// the body.
@Suite struct ImportMarkdownAppsTests {
    typealias Apps = ImportFromAppsTests

    @Test func nbNotebook() throws {
        let cli = try NotesTUIProcess()
        let notebook = try Apps.copy("nb", into: cli)
        // nb keeps its notebooks in git.
        try FileManager.default.createDirectory(atPath: notebook + "/home/.git/objects", withIntermediateDirectories: true)
        try TestFiles.write("ref: refs/heads/main\n", to: notebook + "/home/.git/HEAD.md")
        try Apps.importTwice(cli, notebook, summary: "imported 3 notes: 3 new, 0 updated, 0 already there; skipped 2 hidden entries (names starting with a dot, such as .git or .obsidian); skipped 1 file not Markdown\n")
        #expect(try cli.run(["show", "Reading list"]).stdout == "Reading list\n\n#books #to-read\n\n- Dune\n- Piranesi\n")
        #expect(try cli.run(["show", "Packing list"]).stdout == "Packing list\n\n- passport\n- charger\n\n#travel\n")
        #expect(try Apps.note("Packing list", in: cli)["created"] as? String == "2024-01-06T09:00:00Z")
        #expect(try cli.noteTitles().contains("Example Domain (example.com)"))
        try Apps.expectRoundTrip(cli)
    }

    @Test func zkNotebook() throws {
        let cli = try NotesTUIProcess()
        try Apps.importTwice(cli, Apps.fixtures + "/zk", summary: "imported 2 notes: 2 new, 0 updated, 0 already there; skipped 1 hidden entry (names starting with a dot, such as .git or .obsidian)\n")
        // The heading that repeats the title is the title, not body text.
        #expect(try cli.run(["show", "Friday, March 1st"]).stdout
            == "Friday, March 1st\n\nMet with Ana about [[k3a9]].\n\n#daily #journal\n")
        #expect(try cli.run(["show", "Garden plan"]).stdout == "Garden plan\n\nTomatoes along the south wall.\n\n#garden #spring-project\n")
        // 18:00 at +01:00; the file name stays the link target.
        let garden = try Apps.note("Garden plan", in: cli)
        #expect(garden["created"] as? String == "2024-02-28T17:00:00Z")
        #expect(garden["importedFrom"] as? String == "k3a9")
        #expect(try cli.run(["links", "Friday, March 1st"]).stdout.contains("Garden plan"))
        try Apps.expectRoundTrip(cli)
    }

    @Test func obsidianVaultWithSubfolders() throws {
        let cli = try NotesTUIProcess()
        let vault = try Apps.copy("obsidian", into: cli)
        try Apps.importTwice(cli, vault, summary: "imported 3 notes: 3 new, 0 updated, 0 already there; skipped 2 hidden entries (names starting with a dot, such as .git or .obsidian); skipped 2 files not Markdown\n")
        // .obsidian and .trash are never read, and the summary counts them.
        #expect(try cli.noteTitles().sorted() == ["2024-01-05", "Inbox", "Roadmap"])
        #expect(try cli.run(["show", "Roadmap"]).stdout
            == "Roadmap\n\nLink to [[Inbox]] and ![[diagram.png]].\n\n#work/planning #priority\n")
        let roadmap = try Apps.note("Roadmap", in: cli)
        #expect(roadmap["created"] as? String == "2024-01-02T10:15:00Z")
        #expect(roadmap["modified"] as? String == "2024-01-10T16:20:00Z")
        #expect(try cli.run(["show", "2024-01-05"]).stdout == "2024-01-05\n\n## Morning\n\n- [x] run\n\n#daily\n")
        #expect(try Apps.note("2024-01-05", in: cli)["modified"] as? String == "2024-01-05T08:00:00Z")
        try Apps.expectRoundTrip(cli)
    }

    @Test func joplinMarkdownWithFrontMatterExport() throws {
        let cli = try NotesTUIProcess()
        try Apps.importTwice(cli, Apps.fixtures + "/joplin",
                             summary: "imported 2 notes: 2 new, 0 updated, 0 already there; skipped 1 file not Markdown\n")
        let groceries = try cli.run(["show", "Groceries"]).stdout
        #expect(groceries == "Groceries\n\n- milk\n- eggs\n\n![receipt](../_resources/3f2a9c1e0b7d4e5f8a6b1c2d3e4f5a6b.png)\n\n#shopping #home\n")
        #expect(!groceries.contains("latitude"), "other front matter keys are dropped")
        let note = try Apps.note("Groceries", in: cli)
        #expect(note["created"] as? String == "2023-04-12T08:15:30Z")
        #expect(note["modified"] as? String == "2024-01-05T17:42:10Z")
        // A heading other than the title stays in the body.
        #expect(try cli.run(["show", "Weekly review"]).stdout == "Weekly review\n\n# Done\n\n- shipped the release\n")
        try Apps.expectRoundTrip(cli)
    }

    // MARK: - What is skipped, and why

    @Test func linksInSubfoldersAreNeverFollowedOutOfTheFolder() throws {
        let cli = try NotesTUIProcess()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        try TestFiles.write("# Secret\n\nSECRET\n", to: outside.file("secret.md"))
        let vault = try Apps.copy("obsidian", into: cli)
        #expect(symlink(outside.file("secret.md"), vault + "/Projects/Work/secret.md") == 0)
        #expect(symlink(outside.path, vault + "/Daily/elsewhere") == 0)
        #expect(symlink("..", vault + "/Projects/loop") == 0)
        let result = try cli.run(["import", vault])
        #expect(result.stdout == "imported 3 notes: 3 new, 0 updated, 0 already there; skipped 3 symbolic links "
            + "(not followed inside a folder; name the file itself to import it), 2 hidden entries (names starting with a dot, "
            + "such as .git or .obsidian); skipped 2 files not Markdown\n")
        #expect(!(try cli.run(["search", "SECRET"]).stdout.contains("Secret")))
    }

    @Test func filesNotUTF8InAFolderAreSkippedAndCounted() throws {
        let cli = try NotesTUIProcess()
        let folder = cli.folder.file("notes")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try TestFiles.write("# Fine\n\ntext\n", to: folder + "/fine.md")
        try TestFiles.write([0x63, 0x61, 0x66, 0xE9], to: folder + "/sub/latin1.md")
        try TestFiles.write("x", to: folder + "/sub/notes.txt")
        let result = try cli.run(["import", folder])
        #expect(result.stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 2 files: 1 not Markdown, 1 not UTF-8 text\n")
    }

    /// Decided: front matter that is not YAML imports the whole file as
    /// the body (nothing is lost), and the summary says so.
    @Test func frontMatterThatIsNotYAMLImportsTheWholeText() throws {
        let cli = try NotesTUIProcess()
        let path = cli.folder.file("broken.md")
        let text = "---\ntitle: [unclosed\ntags: : :\n---\n\nbody\n"
        try TestFiles.write(text, to: path)
        let result = try cli.run(["import", path])
        #expect(result.stdout == "imported 1 note: 1 new, 0 updated, 0 already there; read as plain text: 1 file whose front matter is not YAML\n")
        #expect(try cli.run(["show", "broken"]).stdout == "broken\n\n" + text)
    }

    /// Decided: a front matter too large to be one (over 64 KB) is not
    /// parsed; the file is skipped and counted, at once.
    @Test func aHugeFrontMatterIsSkippedWithoutParsingIt() throws {
        let cli = try NotesTUIProcess()
        let folder = cli.folder.file("notes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try TestFiles.write("# Fine\n\ntext\n", to: folder + "/fine.md")
        let line = "key: " + String(repeating: "x", count: 1000) + "\n"
        try TestFiles.write("---\n" + String(repeating: line, count: 10 * 1024) + "---\nbody\n", to: folder + "/huge.md")
        let result = try cli.run(["import", folder])
        #expect(result.stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 1 file with front matter over 64 KB\n")
        #expect(try cli.noteTitles() == ["Fine"])
    }
}
