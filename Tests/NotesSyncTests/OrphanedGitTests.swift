import Foundation
import Testing
@testable import NotesSync

/// A killed sync's git outlives it (it runs in its own process group) and
/// may still hold a lock: the next sync stops it before it clears locks,
/// and leaves every other git alone.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: the sync tests need it (scripts/install-deps.sh installs it)"))
struct OrphanedGitTests {
    /// `git -C folder cat-file --batch`, waiting on a pipe held open: a
    /// sync's git that has not finished.
    private func waitingGit(in folder: String, _ fixture: SyncFixture) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GitRunner.find(in: fixture.environment)!)
        process.arguments = ["-C", folder, "cat-file", "--batch"]
        process.environment = fixture.environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Until /proc shows its arguments, it cannot be recognised.
        let deadline = Date().addingTimeInterval(10)
        while OrphanedGit.processes(runningIn: folder).isEmpty, Date() < deadline { usleep(5_000) }
        return (process, input)
    }

    @Test func aSyncStopsTheGitAKilledSyncLeftHoldingALock() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.add("a2", title: "other")
        _ = try fixture.setUp("a2", remote: try fixture.bareRemote("other.git"))
        let folder = try fixture.engine("a").folder
        let otherFolder = try fixture.engine("a2").folder

        let (orphan, orphanInput) = try waitingGit(in: folder, fixture)
        let (bystander, bystanderInput) = try waitingGit(in: otherFolder, fixture)
        defer {
            if bystander.isRunning { kill(bystander.processIdentifier, SIGKILL) }
            try? orphanInput.fileHandleForWriting.close()
            try? bystanderInput.fileHandleForWriting.close()
        }
        #expect(OrphanedGit.processes(runningIn: folder) == [orphan.processIdentifier])
        _ = FileManager.default.createFile(atPath: folder + "/.git/index.lock", contents: nil)

        _ = try fixture.add("a", title: "a2")
        _ = try fixture.engine("a").sync()

        orphan.waitUntilExit()
        #expect(orphan.terminationReason == .uncaughtSignal && orphan.terminationStatus == SIGKILL)
        #expect(bystander.isRunning, "a git of another repository (whose folder starts the same) was stopped")
        #expect(OrphanedGit.processes(runningIn: otherFolder) == [bystander.processIdentifier])
        #expect(try fixture.log("a").count >= 2, "the sync after the stop did not commit")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git/index.lock"))
    }

    /// With no lock left behind, nothing is looked for or stopped.
    @Test func aSyncWithNoStaleLockStopsNothing() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        let folder = try fixture.engine("a").folder
        let (reader, input) = try waitingGit(in: folder, fixture)
        defer {
            try? input.fileHandleForWriting.close()
            if reader.isRunning { kill(reader.processIdentifier, SIGKILL) }
        }
        _ = try fixture.engine("a").sync()
        #expect(reader.isRunning)
    }
}
