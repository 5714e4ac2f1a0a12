import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesSync

/// The merge of two machines' changes, made in the sync's own process
/// (no `git merge`, no second notes-tui as the driver), and what a sync
/// killed at each of its steps leaves for the next one.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncInProcessMergeTests {
    /// Two machines each added a note and edited the same one.
    private func divergedReplicas() throws -> (fixture: SyncFixture, shared: UUID) {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let shared = try fixture.add("a", title: "Shopping", body: "milk")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        try fixture.edit("a") { library in
            library.notes[0].body = "milk, eggs"
            library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_000)
        }
        _ = try fixture.add("a", title: "from a")
        try fixture.edit("b") { library in
            library.notes[0].body = "milk, bread"
            library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_060)
        }
        _ = try fixture.add("b", title: "from b")
        _ = try fixture.engine("b").sync()
        return (fixture, shared)
    }

    /// Both sides' notes, the newer edit, and exactly one conflict copy.
    private func expectMerged(_ fixture: SyncFixture, _ replica: String, shared: UUID) throws {
        let library = try fixture.load(replica)
        #expect(library.notes.map(\.title).sorted() == ["Shopping", "Shopping (conflict 2033-05-18 03:33)", "from a", "from b"])
        #expect(library.notes.first { $0.id == shared }?.body == "milk, bread")
        #expect(library.notes.filter { $0.title.contains("(conflict") }.map(\.body) == ["milk, eggs"])
        let text = String(decoding: fixture.bytes(replica), as: UTF8.self)
        #expect(!text.contains("<<<<<<<") && !text.contains(">>>>>>>"))
    }

    private func parents(_ fixture: SyncFixture, _ replica: String, _ revision: String = "HEAD") throws -> [String] {
        let line = try fixture.git(["rev-list", "--parents", "-n", "1", revision], in: fixture.folder.file(replica)).stdoutText
        return Array(line.split(whereSeparator: { $0 == " " || $0 == "\n" }).dropFirst().map(String.init))
    }

    /// A merge never starts the merge driver: a driver that would fail
    /// (today's notes-tui moved away, say) does not stop it. The merge is
    /// one commit whose parents are both machines' commits, the index
    /// follows it, and the driver stays registered for git's own merges.
    @Test func aMergeIsOneCommitWithBothParentsMadeWithoutTheDriver() throws {
        let (fixture, shared) = try divergedReplicas()
        let folder = fixture.folder.file("a")
        let engine = try #require(GitLibrarySync.configured(dataPath: fixture.libraryPath("a"), driverExecutable: "/bin/false",
                                                            environment: fixture.environment))
        let report = try engine.sync()
        #expect(report.committed && report.broughtChanges && report.pushed)
        try expectMerged(fixture, "a", shared: shared)
        let remoteHead = try fixture.git(["rev-parse", "refs/remotes/origin/main"], in: folder).stdoutText
        #expect(try fixture.git(["rev-parse", "HEAD"], in: folder).stdoutText == remoteHead)
        let both = try parents(fixture, "a")
        #expect(both.count == 2)
        #expect(try fixture.git(["log", "-1", "--format=%s", both[0]], in: folder).stdoutText == "notes-tui sync from \(Identity.hostName())\n")
        #expect(try fixture.log("a").first == "notes-tui sync on \(Identity.hostName()): merge origin/main")
        #expect(try fixture.git(["status", "--porcelain"], in: folder).stdoutText.isEmpty)
        #expect(try fixture.git(["show", "HEAD:notes.json"], in: folder).stdout == fixture.bytes("a"))
        #expect(try fixture.git(["config", "merge.notes-tui.driver"], in: folder).stdoutText
            == MergeDriverCommand.configValue(executable: "/bin/false") + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git/notes-tui-merging"))
        _ = try fixture.engine("b").sync()
        try expectMerged(fixture, "b", shared: shared)
        #expect(fixture.bytes("a") == fixture.bytes("b"))
    }

    /// A person's own `git merge` of the library still goes through the
    /// driver: merged note by note, never conflict markers.
    @Test func gitsOwnMergeStillUsesTheDriver() throws {
        let (fixture, shared) = try divergedReplicas()
        let folder = fixture.folder.file("a")
        let engine = try fixture.engine("a")
        let git = try GitRunner(folder: folder, environment: fixture.environment)
        _ = try engine.commitLocalChanges(git, identity: try Identity(git: git))
        _ = try engine.fetch(git)
        let merged = try fixture.git(["-c", "user.name=t", "-c", "user.email=t@t", "merge", "--no-edit",
                                      "refs/remotes/origin/main"], in: folder)
        #expect(merged.status == 0, "\(merged.stderrText)")
        try expectMerged(fixture, "a", shared: shared)
    }

    /// A sync killed at each step of the merge (simulated by stopping
    /// there, leaving what a kill leaves): the library is always a whole
    /// one, the next sync ends with both sides' notes, one conflict copy
    /// and one merge commit, on both machines.
    @Test(arguments: GitLibrarySync.MergeStep.allCases)
    func aMergeKilledAtAnyStepIsFinishedOrRedoneByTheNextSync(step: GitLibrarySync.MergeStep) throws {
        let (fixture, shared) = try divergedReplicas()
        let folder = fixture.folder.file("a")
        var engine = try fixture.engine("a")
        engine.stopMergeAfter = step
        #expect(throws: SyncError.self) { try engine.sync() }
        // What a kill while git read its input leaves: removed by the next sync.
        let input = folder + "/.git/notes-tui-input-999999"
        _ = FileManager.default.createFile(atPath: input, contents: Data(fixture.bytes("a")))
        #expect(try LibraryCodec.decode(fixture.bytes("a")).notes.contains { $0.title == "from a" })

        let report = try fixture.engine("a").sync()
        #expect(report.pushed)
        try expectMerged(fixture, "a", shared: shared)
        #expect(try parents(fixture, "a").count == 2)
        #expect(try fixture.git(["rev-list", "--merges", "--count", "HEAD"], in: folder).stdoutText == "1\n")
        #expect(try fixture.git(["status", "--porcelain"], in: folder).stdoutText.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git/notes-tui-merging"))
        #expect(!FileManager.default.fileExists(atPath: input))
        _ = try fixture.engine("b").sync()
        try expectMerged(fixture, "b", shared: shared)
        #expect(fixture.bytes("a") == fixture.bytes("b"))
    }

    /// The app saved between this sync's commit and its merge (under the
    /// store's lock by then): the save is merged too, not overwritten.
    @Test func aSaveBetweenTheCommitAndTheMergeIsKept() throws {
        let (fixture, shared) = try divergedReplicas()
        let engine = try fixture.engine("a")
        let git = try GitRunner(folder: engine.folder, environment: fixture.environment)
        _ = try engine.commitLocalChanges(git, identity: try Identity(git: git))
        _ = try engine.fetch(git)
        _ = try fixture.add("a", title: "saved meanwhile")
        let brought = try engine.withStoreLock { () throws(SyncError) in
            try engine.merge(git, identity: try Identity(git: git))
        }
        #expect(brought)
        #expect(try fixture.titles("a").contains("saved meanwhile"))
        _ = try fixture.engine("a").sync()
        _ = try fixture.engine("b").sync()
        #expect(try fixture.titles("b") == fixture.titles("a"))
        #expect(try fixture.titles("b").contains("saved meanwhile"))
        let library = try fixture.load("b")
        #expect(library.notes.filter { $0.title.contains("(conflict") }.count == 1)
        #expect(library.notes.first { $0.id == shared }?.body == "milk, bread")
    }
}
