import Foundation
import TestSupport
import Testing
@testable import NotesCore
@testable import NotesSync

/// What a sync does to two machines' notes, and to git.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncMergeTests {
    @Test func concurrentEditsEndAsTheNewerPlusOneConflictCopyNeverMarkers() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Shopping", body: "milk")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        try fixture.edit("a") { library in
            library.notes[0].body = "milk, eggs"
            library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_000)
        }
        try fixture.edit("b") { library in
            library.notes[0].body = "milk, bread"
            library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_060)
            library.notes[0].pinned = true
        }
        _ = try fixture.engine("a").sync()
        let report = try fixture.engine("b").sync()
        #expect(report.broughtChanges && report.pushed)
        _ = try fixture.engine("a").sync()
        for replica in ["a", "b"] {
            let library = try fixture.load(replica)
            #expect(library.notes.count == 2)
            let winner = try #require(library.notes.first { $0.id == id })
            #expect(winner.body == "milk, bread" && winner.pinned)
            let copy = try #require(library.notes.first { $0.id != id })
            #expect(copy.title == "Shopping (conflict 2033-05-18 03:33)")
            #expect(copy.body == "milk, eggs")
            let text = String(decoding: fixture.bytes(replica), as: UTF8.self)
            #expect(!text.contains("<<<<<<<") && !text.contains(">>>>>>>"))
        }
        #expect(fixture.bytes("a") == fixture.bytes("b"))
    }

    @Test func aSyncWithNothingToDoCommitsAndPushesNothing() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "n")
        _ = try fixture.setUp("a", remote: remote)
        let commits = try fixture.log("a").count
        let bytes = fixture.bytes("a")
        let report = try fixture.engine("a").sync()
        #expect(!report.committed && !report.broughtChanges && !report.pushed)
        #expect(try fixture.log("a").count == commits)
        #expect(fixture.bytes("a") == bytes)
        let status = try fixture.engine("a").status()
        #expect(status.unpushedCommits == 0 && !status.uncommittedChanges && status.lastSync != nil)
    }

    /// Commits say which machine made them; the author is git's user, else
    /// notes-tui at this host; the person's git config is never written.
    @Test func commitsAreByGitsUserElseNotesTUIAtThisHost() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "n")
        _ = try fixture.setUp("a", remote: remote)
        let host = Identity.hostName()
        let author = try fixture.git(["log", "-1", "--format=%an <%ae>|%s"], in: fixture.folder.file("a")).stdoutText
        #expect(author == "notes-tui <notes-tui@\(host)>|notes-tui sync from \(host)\n")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("home/.gitconfig")))

        let config = "[user]\n\tname = Ada\n\temail = ada@example.org\n"
        try Data(config.utf8).write(to: URL(fileURLWithPath: fixture.folder.file("home/.gitconfig")))
        _ = try fixture.add("a", title: "m")
        _ = try fixture.engine("a").sync()
        let second = try fixture.git(["log", "-1", "--format=%an <%ae>"], in: fixture.folder.file("a")).stdoutText
        #expect(second == "Ada <ada@example.org>\n")
        #expect(FileManager.default.contents(atPath: fixture.folder.file("home/.gitconfig")) == Data(config.utf8))
    }

    /// The merge driver is this binary's path, refreshed on every sync.
    @Test func aMovedBinaryIsRegisteredAgainOnTheNextSync() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "n")
        _ = try fixture.setUp("a", remote: remote)
        let folder = fixture.folder.file("a")
        try fixture.git(["config", "merge.notes-tui.driver", "'/old/place/notes-tui' sync --merge-driver %O %A %B"], in: folder)
        _ = try fixture.engine("a").sync()
        let driver = try fixture.git(["config", "--get", "merge.notes-tui.driver"], in: folder).stdoutText
        #expect(driver == "'\(fixture.driver)' sync --merge-driver %O %A %B\n")
        let attributes = try fixture.git(["check-attr", "merge", "--", "notes.json"], in: folder).stdoutText
        #expect(attributes == "notes.json: merge: notes-tui\n")
    }

    /// A push that loses a race says so (false), and the next round of the
    /// same sync fetches, merges and pushes.
    @Test func aPushThatLosesARaceFetchesMergesAndPushesAgain() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        _ = try fixture.add("b", title: "b2")
        let engine = try fixture.engine("b")
        let git = try GitRunner(folder: engine.folder, environment: fixture.environment)
        _ = try engine.commitLocalChanges(git, identity: try Identity(git: git))
        _ = try engine.fetch(git)
        _ = try fixture.add("a", title: "a2")
        _ = try fixture.engine("a").sync()
        #expect(try engine.push(git) == false)
        let report = try engine.sync()
        #expect(report.pushed && report.broughtChanges)
        _ = try fixture.engine("a").sync()
        #expect(try fixture.titles("a") == ["a1", "a2", "b2"])
        #expect(try fixture.titles("b") == ["a1", "a2", "b2"])
    }

    /// Three machines syncing at the same moment, again and again: pushes
    /// lose races, and each sync fetches, merges and pushes again until it
    /// is through; nothing is lost. The first round is also three machines
    /// upgrading from the one-file layout at once.
    @Test func machinesSyncingAtOnceAllGetThrough() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "start")
        let replicas = ["a", "b", "c"]
        for replica in replicas { _ = try fixture.setUp(replica, remote: remote) }
        var expected = ["start"]
        for round in 0..<4 {
            for replica in replicas {
                _ = try fixture.add(replica, title: "\(replica) \(round)")
                expected.append("\(replica) \(round)")
            }
            let processes = try replicas.map { replica -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: fixture.driver)
                process.arguments = ["sync", "--data-file", fixture.libraryPath(replica)]
                process.environment = fixture.environment
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): a sync failed")
            }
        }
        // The binary's first sync upgraded each machine (three at once, the
        // first round): from here they sync note by note.
        for _ in 0..<2 {
            for replica in replicas {
                let sync = try #require(JSONCopySync.configured(dataPath: fixture.libraryPath(replica), environment: fixture.environment))
                _ = try sync.sync()
            }
        }
        for replica in replicas { #expect(try fixture.titles(replica) == expected.sorted()) }
    }

    /// Two syncs of one library at once (the app's and one in a shell)
    /// wait for each other: both succeed, neither breaks the other's git;
    /// the first round is two upgrades from the one-file layout at once.
    @Test func twoSyncsOfOneLibraryAtOnceBothSucceed() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "start")
        _ = try fixture.setUp("a", remote: remote)
        for round in 0..<5 {
            _ = try fixture.add("a", title: "a \(round)")
            let processes = try (0..<2).map { _ -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: fixture.driver)
                process.arguments = ["sync", "--data-file", fixture.libraryPath("a")]
                process.environment = fixture.environment
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): a sync failed")
            }
        }
        let sync = try #require(JSONCopySync.configured(dataPath: fixture.libraryPath("a"), environment: fixture.environment))
        #expect(try sync.status().unpushedCommits == 0)
        #expect(try fixture.titles("a").count == 6)
    }

    @Test func theEngineAnswersTheAppsProtocol() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        _ = try fixture.add("a", title: "a2")
        _ = try fixture.engine("a").sync()
        let syncing: any LibrarySyncing = try fixture.engine("b")
        guard case let .synced(_, brought) = syncing.syncNow() else { Issue.record("failed"); return }
        #expect(brought)
        guard case let .synced(_, again) = syncing.syncNow() else { Issue.record("failed"); return }
        #expect(!again)
        try FileManager.default.removeItem(atPath: remote)
        guard case let .failed(reason) = syncing.syncNow() else { Issue.record("synced without a remote"); return }
        #expect(reason.hasPrefix("cannot reach \(remote): "))
    }
}
