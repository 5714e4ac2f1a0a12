import Foundation
import NotesApp
import Testing

/// `notes-tui sync` as a script runs it: exit statuses, one-line errors,
/// the JSON shapes, and the merge driver git runs.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: scripts/install-deps.sh installs it"))
struct SyncCommandTests {
    /// A bare repository beside the library.
    static func bareRemote(in cli: NotesTUIProcess, named name: String = "remote.git") throws -> String {
        let path = cli.folder.file(name)
        let result = try run("/usr/bin/git", ["init", "--quiet", "--bare", "--initial-branch=main", path], home: cli.folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    /// Runs a program with a chosen PATH (to hide git) and HOME.
    static func run(_ program: String, _ arguments: [String], home: String, path: String = "/usr/bin:/bin") throws -> NotesTUIProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["HOME": home, "PATH": path, "TZ": "UTC", "LANG": "C.UTF-8"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return NotesTUIProcess.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }

    @Test func aLibraryNotSetUpSaysToRunSetup() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "n")
        for arguments in [["sync"], ["sync", "--status"], ["sync", "--json"]] {
            let result = try cli.run(arguments)
            result.expectFailure(78, mentioning: "run notes-tui sync --setup URL first")
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("library/.git")))
    }

    @Test func withoutGitSyncSaysHowToInstallIt() throws {
        let cli = try NotesTUIProcess()
        let binary = try NotesTUIProcess.executable()
        for arguments in [["sync"], ["sync", "--setup", "/tmp/x.git"]] {
            let result = try Self.run(binary, arguments + ["--data-file", cli.dataFile], home: cli.folder.path, path: "/nonexistent")
            #expect(result.status == 78)
            #expect(result.stderr == "notes-tui: sync needs git, which is not installed; install it (sudo apt-get install git) and run the sync again\n")
        }
    }

    @Test func setupSyncAndStatusPrintWhatTheyDidAsTextAndJSON() throws {
        let cli = try NotesTUIProcess()
        let remote = try Self.bareRemote(in: cli)
        _ = try cli.add(title: "first")
        let setup = try cli.run(["sync", "--setup", remote])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(setup.stdout == "sync set up with \(remote) (branch main); this machine's changes went out\n")

        let idle = try cli.run(["sync"])
        #expect(idle.stdout == "synced with \(remote): nothing to do\n")

        _ = try cli.add(title: "second")
        let json = try cli.run(["sync", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(Set(report.keys) == ["remote", "branch", "syncedAt", "committed", "broughtChanges", "pushed"])
        #expect(report["remote"] as? String == remote && report["branch"] as? String == "main")
        #expect(report["committed"] as? Bool == true && report["pushed"] as? Bool == true && report["broughtChanges"] as? Bool == false)
        #expect((report["syncedAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) } != nil)

        let status = try cli.run(["sync", "--status", "--json"])
        let shape = try #require(try JSONSerialization.jsonObject(with: status.stdoutBytes) as? [String: Any])
        #expect(Set(shape.keys) == ["remote", "branch", "lastSync", "unpushedCommits", "uncommittedChanges"])
        #expect(shape["unpushedCommits"] as? Int == 0 && shape["uncommittedChanges"] as? Bool == false)
        let text = try cli.run(["sync", "--status"])
        #expect(text.stdout.hasPrefix("remote: \(remote)\nbranch: main\nlast sync: 20"))
        #expect(text.stdout.hasSuffix("not yet pushed: 0 commits\n"))
    }

    @Test func anUnreachableRemoteExits69WithOneLineNamingIt() throws {
        let cli = try NotesTUIProcess()
        let remote = try Self.bareRemote(in: cli)
        _ = try cli.add(title: "first")
        #expect(try cli.run(["sync", "--setup", remote]).status == 0)
        try FileManager.default.moveItem(atPath: remote, toPath: cli.folder.file("gone.git"))
        _ = try cli.add(title: "offline")
        let result = try cli.run(["sync"])
        result.expectFailure(69, mentioning: "cannot reach \(remote): ")
        #expect(result.stdout.isEmpty)
        let status = try cli.run(["sync", "--status"])
        // Nothing is committed before the remote answers; the change waits.
        #expect(status.stdout.contains("not yet pushed: 0 commits; the library has changes not yet committed\n"))
        // Never reached: setup says so too, and leaves no repository behind.
        let other = try NotesTUIProcess()
        _ = try other.add(title: "n")
        try other.run(["sync", "--setup", "/nonexistent/remote.git"]).expectFailure(69, mentioning: "cannot reach /nonexistent/remote.git: ")
        #expect(!FileManager.default.fileExists(atPath: other.folder.file("library/.git")))
        #expect(!FileManager.default.fileExists(atPath: other.folder.file("library/.notes.json.sync")))
    }

    @Test func aRemoteThatLooksLikeAnOptionIsWrongUsage() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "n")
        try cli.run(["sync", "--setup=--upload-pack=touch pwned"]).expectFailure(64, mentioning: "starts with '-'")
        try cli.run(["sync", "--setup", "x", "--status"]).expectFailure(64)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("pwned")))
    }

    /// Git's merge driver: three files in, the merge written over OURS;
    /// a file that is not a library stops it with one line, OURS untouched.
    @Test func theMergeDriverMergesOrRefusesWithOneLine() throws {
        let cli = try NotesTUIProcess()
        let base = cli.folder.file("base"), ours = cli.folder.file("ours"), theirs = cli.folder.file("theirs")
        let note = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "T", "body": "%@", "created": "2026-11-21T23:00:00Z", "modified": "%@"}"#
        func library(_ notes: [String]) -> Data { Data(#"{"version": 1, "notes": [\#(notes.joined(separator: ","))]}"#.utf8) }
        try library([]).write(to: URL(fileURLWithPath: base))
        try library([String(format: note, "mine", "2026-11-21T23:00:00Z")]).write(to: URL(fileURLWithPath: ours))
        try library([String(format: note.replacingOccurrences(of: "6F96", with: "7F96"), "theirs", "2026-11-21T23:00:00Z")])
            .write(to: URL(fileURLWithPath: theirs))
        let merged = try cli.runRaw(["sync", "--merge-driver", base, ours, theirs])
        #expect(merged.status == 0, "\(merged.stderr)")
        let text = try String(contentsOfFile: ours, encoding: .utf8)
        #expect(text.contains("\"mine\"") && text.contains("\"theirs\""))

        try Data("<html>".utf8).write(to: URL(fileURLWithPath: theirs))
        let before = FileManager.default.contents(atPath: ours)
        let refused = try cli.runRaw(["sync", "--merge-driver", base, ours, theirs])
        #expect(refused.status == 1)
        #expect(refused.errorLines.count == 1)
        #expect(refused.stderr.hasPrefix("notes-tui: merge refused: the remote's library is not a notes library ("))
        #expect(FileManager.default.contents(atPath: ours) == before)
    }

    @Test func completionsOfferSyncAndItsOptions() throws {
        let cli = try NotesTUIProcess()
        for shell in ["bash", "zsh", "fish"] {
            let script = try cli.runRaw(["--generate-completion-script", shell]).stdout
            for word in ["sync", "--setup", "--status", "--json"] {
                let written = shell == "fish" && word.hasPrefix("--") ? "-l '\(word.dropFirst(2))'" : word
                #expect(script.contains(written), "\(shell) completion lacks \(word)")
            }
            #expect(!script.contains("merge-driver"), "\(shell) offers the hidden merge driver")
        }
    }
}
