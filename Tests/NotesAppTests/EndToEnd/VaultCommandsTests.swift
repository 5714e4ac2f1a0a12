import Foundation
import Testing
import TestSupport

/// `notes-tui check` and `notes-tui convert` through the real binary, over
/// real folders.
@Suite struct VaultCommandsTests {
    func vault(_ cli: NotesTUIProcess, _ files: [String: [UInt8]]) -> String {
        let root = cli.folder.file("vault")
        mkdir(root, 0o755)
        for (name, bytes) in files {
            let path = root + "/" + name
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        }
        return root
    }

    @Test func checkListsEachFileThatIsNotANoteAndExits65() throws {
        let cli = try NotesTUIProcess()
        let root = vault(cli, ["Good.md": Array("fine\n".utf8), "Sub/Latin1.md": [0x63, 0x61, 0x66, 0xE9]])
        #expect(mkfifo(root + "/pipe.md", 0o644) == 0)
        let result = try cli.run(["check"], dataFile: root)
        #expect(result.status == 65)
        #expect(Set(result.stdout.split(separator: "\n")) == [
            "pipe.md: a FIFO (named pipe), not a note file",
            "Sub/Latin1.md: not UTF-8 text; convert it to UTF-8 to open it",
        ], "\(result.stdout)")
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("notes-tui: 2 files are not readable as notes"), "\(result.stderr)")
        let json = try cli.run(["check", "--json"], dataFile: root)
        #expect(json.status == 65)
        let objects = try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: String]]
        #expect(Set(objects?.map { $0["path"] ?? "" } ?? []) == ["pipe.md", "Sub/Latin1.md"])
    }

    @Test func checkOfAGoodVaultOrAJSONLibraryPrintsNothingAndExits0() throws {
        let cli = try NotesTUIProcess()
        let root = vault(cli, ["Good.md": Array("fine\n".utf8)])
        let clean = try cli.run(["check"], dataFile: root)
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.isEmpty, "\(clean.stderr)")
        #expect(try cli.run(["check", "--json"], dataFile: root).stdout == "[]\n")
        _ = try cli.add(title: "Note")
        let json = try cli.run(["check"])
        #expect(json.status == 0 && json.stdout.isEmpty)
    }

    @Test func checkOfAnUnreadableJSONLibraryIsTheUsualError() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: cli.dataFile, contents: Data("{not json".utf8))
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("notes-tui: cannot read"), "\(result.stderr)")
    }

    @Test func convertMakesAVaultTheOtherCommandsReadAndBack() throws {
        let cli = try NotesTUIProcess()
        let shopping = try cli.add(title: "Shopping", body: "milk")
        _ = try cli.add(title: "a/b: c", body: "\n\nlead")
        try #require(cli.run(["pin", shopping]).status == 0)
        let target = cli.folder.file("vault") + "/"
        let made = try cli.run(["convert", "--to", target])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == "converted 2 notes into a vault at \(target)\n")
        #expect(try cli.run(["list"]).stdout == cli.run(["list"], dataFile: target).stdout)
        #expect(try cli.run(["show", "a/b: c"], dataFile: target).stdout == "a/b: c\n\n\n\nlead\n")
        let back = cli.folder.file("back.json")
        #expect(try cli.run(["convert", "--to", back], dataFile: target).status == 0)
        #expect(try cli.run(["list", "--json"], dataFile: back).status == 0)
        #expect(try cli.run(["list"], dataFile: back).stdout == cli.run(["list"]).stdout)
    }

    @Test func convertRefusesAPathThatIsTakenAndWritesNothing() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Note")
        let taken = cli.folder.file("taken")
        mkdir(taken, 0o755)
        _ = FileManager.default.createFile(atPath: taken + "/mine.txt", contents: Data("mine".utf8))
        let result = try cli.run(["convert", "--to", taken + "/"])
        #expect(result.status == 73)
        #expect(result.errorLines.count == 1 && result.stderr.contains("already exists"), "\(result.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: taken)) == ["mine.txt"])
        let same = try cli.run(["convert", "--to", cli.folder.file("copy.json")])
        #expect(same.status == 64, "\(same.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("copy.json")))
    }
}
