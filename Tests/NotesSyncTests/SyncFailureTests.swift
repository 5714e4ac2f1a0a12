import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// Syncs that cannot finish leave the library as it was and lose nothing.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncFailureTests {
    @Test func anUnreachableRemoteKeepsLocalCommitsForTheNextSync() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "first")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.add("a", title: "written offline")
        let before = fixture.bytes("a")
        let away = fixture.folder.file("away.git")
        try FileManager.default.moveItem(atPath: remote, toPath: away)
        do {
            _ = try fixture.engine("a").sync()
            Issue.record("the sync did not fail")
        } catch let error as SyncError {
            #expect(error.exitCode == 69)
            #expect(error.message.hasPrefix("cannot reach \(remote): "))
            #expect(!error.message.contains("\n"))
        }
        #expect(fixture.bytes("a") == before)
        #expect(try fixture.engine("a").status().unpushedCommits == 1)
        try FileManager.default.moveItem(atPath: away, toPath: remote)
        let report = try fixture.engine("a").sync()
        #expect(report.pushed)
        _ = try fixture.setUp("b", remote: remote)
        #expect(try fixture.titles("b") == ["first", "written offline"])
    }

    @Test(arguments: [
        ("hello, not json\n", "not a notes library"),
        ("{\"version\": 7, \"notes\": []}\n", "newer notes-tui (format version 7)"),
        ("{\"version\": 1, \"notes\": [], \"x\": \"\u{FF}\"}", "not a notes library"),
    ])
    func aRemoteLibraryThatCannotBeMergedChangesNothingHere(content: String, says: String) throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        try plant(content, in: remote, fixture: fixture)
        _ = try fixture.add("a", title: "mine")
        let before = fixture.bytes("a")
        for replica in ["a", "b"] {
            do {
                _ = try fixture.setUp(replica, remote: remote)
                Issue.record("\(replica) merged a library it cannot read")
            } catch let error as SyncError {
                #expect(error.exitCode == 65)
                #expect(error.message.contains(says), "\(error.message)")
            }
        }
        #expect(fixture.bytes("a") == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.libraryPath("b")))
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("a/.git/MERGE_HEAD")))
    }

    /// Non-UTF-8 bytes written raw (a Swift string literal cannot hold them).
    private func plant(_ content: String, in remote: String, fixture: SyncFixture) throws {
        let work = fixture.folder.file("planter")
        try fixture.git(["clone", "--quiet", remote, work])
        var bytes = Array(content.utf8)
        if let index = bytes.firstIndex(of: 0xC3), bytes[index + 1] == 0xBF { bytes.replaceSubrange(index...index + 1, with: [0xFF]) }
        try Data(bytes).write(to: URL(fileURLWithPath: work + "/notes.json"))
        try fixture.git(["add", "notes.json"], in: work)
        try fixture.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "not notes"], in: work)
        try fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/main"], in: work)
        try fixture.git(["symbolic-ref", "HEAD", "refs/heads/main"], in: remote)
    }

    /// What a `kill -9` in the middle of a merge leaves (git's lock, a merge
    /// in progress, a half-written library): the next sync recovers.
    @Test func aSyncKilledInTheMiddleOfAMergeIsRecoveredByTheNext() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        _ = try fixture.add("b", title: "b2")
        _ = try fixture.engine("b").sync()
        _ = try fixture.add("a", title: "a2")
        let engine = try fixture.engine("a")
        let git = try GitRunner(folder: engine.folder, environment: fixture.environment)
        _ = try engine.commitLocalChanges(git, identity: try Identity(git: git))
        _ = try engine.fetch(git)
        // A merge that stops half done, as a killed one does.
        let stopped = try fixture.git(["-c", "merge.notes-tui.driver=false", "-c", "user.name=t", "-c", "user.email=t@t",
                                       "merge", "--no-edit", "refs/remotes/origin/main"], in: engine.folder)
        #expect(stopped.status != 0)
        #expect(FileManager.default.fileExists(atPath: engine.folder + "/.git/MERGE_HEAD"))
        let whole = fixture.bytes("a")
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: fixture.libraryPath("a")))
        _ = FileManager.default.createFile(atPath: engine.folder + "/.git/index.lock", contents: nil)

        _ = try fixture.engine("a").sync()
        _ = try fixture.engine("b").sync()
        #expect(try fixture.titles("a") == ["a1", "a2", "b2"])
        #expect(try fixture.titles("b") == ["a1", "a2", "b2"])
        #expect(!FileManager.default.fileExists(atPath: engine.folder + "/.git/MERGE_HEAD"))
    }

    /// A fast-forward killed while git wrote the library leaves no
    /// MERGE_HEAD, only a cut-off file: the next sync takes the last
    /// commit's library and syncs again.
    @Test func aFastForwardKilledWhileWritingTheLibraryIsRecovered() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        _ = try fixture.add("b", title: "b2")
        _ = try fixture.engine("b").sync()
        let engine = try fixture.engine("a")
        let git = try GitRunner(folder: engine.folder, environment: fixture.environment)
        _ = try engine.fetch(git)
        _ = FileManager.default.createFile(atPath: engine.mergingMarker, contents: nil)
        _ = FileManager.default.createFile(atPath: engine.folder + "/.git/index.lock", contents: nil)
        try Data("{\n  \"version\": 1,\n  \"no".utf8).write(to: URL(fileURLWithPath: fixture.libraryPath("a")))

        _ = try fixture.engine("a").sync()
        #expect(try fixture.titles("a") == ["a1", "b2"])
        #expect(!FileManager.default.fileExists(atPath: engine.mergingMarker))
    }

    /// A real `kill -9` of `notes-tui sync` at many moments (each round a
    /// merge of both machines' notes, made in the sync's process: the
    /// moments fall in its steps too): the library always parses and holds
    /// at least this machine's notes; the next sync brings both machines
    /// together, with no merge lost (every note of the other machine).
    @Test func killingTheSyncCommandNeverLeavesAHalfLibrary() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        for index in 0..<300 { _ = try fixture.add("a", title: "bulk \(index)", body: String(repeating: "text ", count: 40)) }
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        for (round, delay) in [0, 3, 8, 15, 25, 40, 60, 90, 130, 200, 5, 11, 20, 32, 50, 75, 110, 160].enumerated() {
            _ = try fixture.add("b", title: "b \(round)")
            _ = try fixture.engine("b").sync()
            _ = try fixture.add("a", title: "a \(round)")
            let mine = Set(try fixture.load("a").notes.map(\.id))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: fixture.driver)
            process.arguments = ["sync", "--data-file", fixture.libraryPath("a")]
            process.environment = fixture.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay * 1000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = try fixture.load("a")
            #expect(Set(after.notes.map(\.id)).isSuperset(of: mine), "round \(round): notes lost")
        }
        _ = try fixture.engine("a").sync()
        _ = try fixture.engine("b").sync()
        _ = try fixture.engine("a").sync()
        #expect(try fixture.titles("a") == fixture.titles("b"))
        #expect(try fixture.titles("a").count == 300 + 36)
    }

    @Test func unrelatedDirtyFilesAreLeftAloneAndDoNotBlock() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        let scratch = fixture.folder.file("a/scratch.txt")
        try Data("my own\n".utf8).write(to: URL(fileURLWithPath: scratch))
        _ = try fixture.add("b", title: "b1")
        _ = try fixture.engine("b").sync()
        _ = try fixture.add("a", title: "a2")
        _ = try fixture.engine("a").sync()
        #expect(try fixture.titles("a") == ["a1", "a2", "b1"])
        #expect(FileManager.default.contents(atPath: scratch) == Data("my own\n".utf8))
        let files = try fixture.git(["ls-tree", "-r", "--name-only", "main"], in: remote).stdoutText
        #expect(files == "notes.json\n")
    }
}
