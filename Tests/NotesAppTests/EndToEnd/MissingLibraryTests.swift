import Foundation
import TestSupport
import Testing

/// A reading command pointed at a library that does not exist (a typo in
/// `--data-file`) says so, exit 1 and one line, instead of looking like an
/// empty library; and creates nothing. `add` and `import` still create it.
@Suite struct MissingLibraryTests {
    static let readingCommands: [[String]] = [
        ["list"], ["list", "--json"], ["search", "milk"], ["search", "--json", "milk"], ["show", "Shopping"],
        ["export"], ["export", "--format", "markdown", "--output", "md"], ["delete", "Shopping"],
    ]

    @Test(arguments: readingCommands)
    func aReadingCommandSaysThereIsNoLibrary(arguments: [String]) throws {
        let cli = try NotesTUIProcess()
        let typo = cli.folder.file("typo/path.json")
        let result = try cli.run(arguments, dataFile: typo)
        result.expectFailure(1, mentioning: "no library at \(typo)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("typo")))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("md")))
    }

    @Test func theOptionBeforeTheCommandCountsToo() throws {
        let cli = try NotesTUIProcess()
        let typo = cli.folder.file("typo/path.json")
        try cli.runRaw(["--data-file", typo, "list"]).expectFailure(1, mentioning: "no library at \(typo)")
    }

    @Test func addAndImportCreateTheLibrary() throws {
        let cli = try NotesTUIProcess()
        #expect(try cli.run(["add", "--title", "First"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.dataFile))
        let other = try NotesTUIProcess()
        let markdown = other.folder.file("note.md")
        try TestFiles.write("# Imported\n\ntext\n", to: markdown)
        #expect(try other.run(["import", markdown]).status == 0)
        #expect(try other.run(["list"]).stdout.hasSuffix("  Imported\n"))
    }

    /// A folder where the library should be is a vault (a folder of
    /// Markdown notes), not a missing library: an empty one lists nothing,
    /// and nothing is written into it.
    @Test func aFolderWhereTheLibraryShouldBeIsAVault() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(atPath: cli.dataFile, withIntermediateDirectories: true)
        let result = try cli.run(["list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && !result.stderr.contains("no library at"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.dataFile).isEmpty)
    }
}
