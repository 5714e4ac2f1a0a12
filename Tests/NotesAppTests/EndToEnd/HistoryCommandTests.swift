import Foundation
import LibraryFormat
import NotesModel
import Testing
import TestSupport

/// `notes-tui history REF` and `show REF --version V` through the real
/// binary, on a vault and a JSON library in real git repositories.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: scripts/install-deps.sh installs it"))
struct HistoryCommandTests {
    /// Runs git in `folder` as a person would, committing at `seconds`.
    @discardableResult
    static func git(_ folder: String, _ arguments: [String], at seconds: Int = 1_795_000_000) throws -> NotesTUIProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder, "-c", "user.name=Ann", "-c", "user.email=ann@example.com",
                             "-c", "commit.gpgSign=false"] + arguments
        process.environment = ["HOME": folder, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_AUTHOR_DATE": "\(seconds) +0000", "GIT_COMMITTER_DATE": "\(seconds) +0000"]
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments): \(String(decoding: errData, as: UTF8.self))")
        return NotesTUIProcess.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }

    /// A vault in a repository: `Plan.md` committed three times, the second
    /// by a notes-tui sync from "desk".
    func vault(_ cli: NotesTUIProcess) throws -> String {
        let root = cli.folder.file("vault")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Self.git(root, ["init", "--quiet"])
        for (index, (text, message)) in [("# Plan\n\none\n", "start"), ("# Plan\n\none\ntwo\n", "notes-tui sync from desk"),
                                         ("# Plan B\n\none\ntwo\nthree\n", "retitled")].enumerated() {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Plan.md"))
            try Self.git(root, ["add", "-A"])
            try Self.git(root, ["commit", "--quiet", "-m", message], at: 1_795_000_000 + index * 3_600)
        }
        return root
    }

    @Test func historyListsTheVersionsNewestFirstAndShowVersionPrintsOne() throws {
        let cli = try NotesTUIProcess()
        let root = try vault(cli)
        let result = try cli.run(["history", "Plan B"], dataFile: root)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let ids = lines.map { String($0.prefix { $0 != " " }) }
        #expect(ids.allSatisfy { $0.count >= 7 && $0.allSatisfy(\.isHexDigit) })
        #expect(lines.map { $0.dropFirst(ids[0].count) } == [
            "  2026-11-18 13:06  Ann", "  2026-11-18 12:06  desk", "  2026-11-18 11:06  Ann",
        ])

        let old = try cli.run(["show", "Plan B", "--version", ids[2]], dataFile: root)
        #expect(old.status == 0, "\(old.stderr)")
        #expect(old.stdout == "Plan\n\none\n")

        let json = try cli.run(["history", "Plan B", "--json"], dataFile: root)
        let objects = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: String]])
        #expect(objects.map { $0["title"] } == ["Plan B", "Plan", "Plan"])
        #expect(objects.map { $0["machine"] } == ["Ann", "desk", "Ann"])
        #expect(objects.map { $0["date"] } == ["2026-11-18T13:06:40Z", "2026-11-18T12:06:40Z", "2026-11-18T11:06:40Z"])
        #expect(zip(objects, ids).allSatisfy { $0["version"]?.hasPrefix($1) == true && $0["version"]?.count == 40 })
    }

    @Test func aJSONLibraryInAWorkTreeHasTheVersionsInWhichTheNoteChanged() throws {
        let cli = try NotesTUIProcess()
        let folder = cli.folder.file("library")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.git(folder, ["init", "--quiet"])
        let id = UUID()
        let other = Note(id: UUID(), title: "Other", body: "x", created: Date(), modified: Date())
        for (index, body) in ["first", "first", "second"].enumerated() {
            var notes = [Note(id: id, title: "Diary", body: body, created: Date(timeIntervalSince1970: 0),
                              modified: Date(timeIntervalSince1970: index == 2 ? 2 : 0))]
            if index >= 1 { notes.append(other) }  // the second commit changes another note only
            try Data(LibraryCodec.encode(Library(notes: notes))).write(to: URL(fileURLWithPath: cli.dataFile))
            try Self.git(folder, ["add", "-A"])
            try Self.git(folder, ["commit", "--quiet", "-m", "c\(index)"], at: 1_795_000_000 + index * 60)
        }
        let result = try cli.run(["history", "Diary"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2)
        let oldest = String(result.stdout.split(separator: "\n")[1].prefix(7))
        #expect(try cli.run(["show", "Diary", "--version", oldest]).stdout == "Diary\n\nfirst\n")
    }

    @Test func eachWrongAskIsOneLineWithTheRightStatus() throws {
        let cli = try NotesTUIProcess()
        let root = try vault(cli)
        for (arguments, status, text) in [
            (["show", "Plan B", "--version=--foo"], Int32(64), "--version takes a version id"),
            (["show", "Plan B", "--version", "HEAD~1.."], 64, "--version takes a version id"),
            (["show", "Plan B", "--version", "--foo"], 64, "--version"),
            (["show", "Plan B", "--version", "abc"], 64, "4 to 64 hex digits"),
            (["show", "Plan B", "--version", "abcdef12"], 1, "is not a version of \"Plan B\""),
            (["history", "Nothing such"], 1, "no note matches"),
            (["show", "Nothing such", "--version", "abcdef12"], 1, "no note matches"),
        ] {
            let result = try cli.run(arguments, dataFile: root)
            result.expectFailure(status, mentioning: text)
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aLibraryInNoWorkTreeSaysHowToStartAHistory() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "n")
        let result = try cli.run(["history", "n"])
        result.expectFailure(78, mentioning: "not in a git work tree")
        #expect(result.stderr.contains("sync --setup") && result.stderr.contains("git init"))
    }

    /// A version that is not UTF-8: its line in `history --json` has no
    /// title, and `show --version` says why (65), never a crash.
    @Test func aVersionThatDoesNotReadIsAnErrorLine() throws {
        let cli = try NotesTUIProcess()
        let root = try vault(cli)
        try Data([0x23, 0x20, 0x50, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: root + "/Plan.md"))
        try Self.git(root, ["commit", "--quiet", "-am", "latin-1"], at: 1_795_100_000)
        try Data("# Plan B\n\nback\n".utf8).write(to: URL(fileURLWithPath: root + "/Plan.md"))
        try Self.git(root, ["commit", "--quiet", "-am", "back"], at: 1_795_100_100)
        let listed = try cli.run(["history", "Plan B"], dataFile: root)
        #expect(listed.status == 0, "\(listed.stderr)")
        let bad = String(listed.stdout.split(separator: "\n")[1].prefix(7))
        try cli.run(["show", "Plan B", "--version", bad], dataFile: root).expectFailure(65, mentioning: "not UTF-8")
        let json = try cli.run(["history", "Plan B", "--json"], dataFile: root)
        let objects = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
        #expect(objects[1]["title"] is NSNull)
    }
}
