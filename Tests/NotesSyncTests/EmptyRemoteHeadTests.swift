import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// `sync --setup` on an empty `git init --bare` remote pushes to the
/// branch the remote's HEAD names, so a plain `git clone` of the remote
/// checks the notes out instead of warning "remote HEAD refers to
/// nonexistent ref" (the daemon's case is in `GitDaemonRemoteTests`).
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct EmptyRemoteHeadTests {
    /// `git clone URL` into a new folder: no warning, and the library
    /// there holds `title`.
    static func expectCloneChecksOut(_ url: String, title: String, fixture: SyncFixture,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let clone = fixture.folder.file("clone-\(UUID().uuidString)")
        let cloned = try fixture.git(["clone", url, clone])
        #expect(cloned.status == 0, "\(cloned.stderrText)", sourceLocation: sourceLocation)
        #expect(!cloned.stderrText.contains("warning"), "\(cloned.stderrText)", sourceLocation: sourceLocation)
        let text = (try? String(contentsOfFile: clone + "/notes.json", encoding: .utf8)) ?? ""
        #expect(text.contains(title), "the clone has no notes.json with \(title)", sourceLocation: sourceLocation)
    }

    @Test func aCloneOfAnEmptyPathRemoteChecksTheNotesOut() throws {
        let fixture = try SyncFixture()
        let remote = fixture.folder.file("remote.git")
        // Plain `git init --bare`: HEAD is git's own default, `master` with no settings.
        try fixture.git(["init", "--quiet", "--bare", remote])
        let head = try fixture.git(["symbolic-ref", "--short", "HEAD"], in: remote).stdoutText
        _ = try fixture.add("a", title: "from a")
        let engine = try fixture.setUp("a", remote: remote)
        #expect(engine.settings.branch + "\n" == head)
        try Self.expectCloneChecksOut(remote, title: "from a", fixture: fixture)
        // A second machine set up from it syncs the same branch.
        #expect(try fixture.setUp("b", remote: remote).settings.branch == engine.settings.branch)
        #expect(try fixture.titles("b") == ["from a"])
    }

    /// Remotes whose HEAD names random branches: each setup pushes there.
    @Test func whateverBranchAnEmptyRemotesHeadNamesSetupPushesThere() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xE_4EAD)
        let fixture = try SyncFixture()
        let parts = ["main", "master", "trunk", "notes", "dev-1", "x.y", "été", "a_b"]
        for round in 0..<SeededRandom.iterations(fallback: 4) {
            let branch = (0..<Int.random(in: 1...2, using: &random)).map { _ in parts.randomElement(using: &random)! }
                .joined(separator: "/")
            let remote = fixture.folder.file("remote-\(round).git")
            try fixture.git(["init", "--quiet", "--bare", "--initial-branch=\(branch)", remote])
            let replica = "r\(round)"
            _ = try fixture.add(replica, title: "round \(round)")
            #expect(try fixture.setUp(replica, remote: remote).settings.branch == branch, "seed \(random.seed): \(branch)")
            try Self.expectCloneChecksOut(remote, title: "round \(round)", fixture: fixture)
        }
    }
}
