import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// Which git commands one sync runs (each one a process, a few
/// milliseconds at least), seen through a `git` first on PATH that logs
/// its arguments and runs the real one.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncGitCommandsTests {
    /// The fixture's environment with the logging git first on PATH.
    private func loggingGit(_ fixture: SyncFixture) throws -> (environment: [String: String], log: String) {
        let bin = fixture.folder.file("bin")
        let log = fixture.folder.file("git-commands.log")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let real = try #require(GitRunner.find(in: fixture.environment))
        let script = "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec '\(real)' \"$@\"\n"
        try fixture.installScript(script, at: bin + "/git")
        var environment = fixture.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return (environment, log)
    }

    /// The git subcommands logged since the last call (options `-C X`, `-c X` skipped), but the
    /// remote's side (`upload-pack`, `receive-pack`, run by this git for a remote on this machine).
    private func commands(_ log: String) -> [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        unlink(log)
        return text.split(separator: "\n").map { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first == "-C" || first == "-c" { words.removeFirst(min(2, words.count)) }
            return words.first ?? ""
        }.filter { $0 != "upload-pack" && $0 != "receive-pack" }
    }

    private func sync(_ fixture: SyncFixture, _ replica: String, environment: [String: String]) throws -> SyncReport {
        let engine = try #require(GitLibrarySync.configured(dataPath: fixture.libraryPath(replica), driverExecutable: fixture.driver,
                                                            environment: environment))
        return try engine.sync()
    }

    @Test func eachSyncRunsOnlyTheGitCommandsItNeeds() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        let (environment, log) = try loggingGit(fixture)

        // Nothing to do: is the library changed, what is there, how do we compare.
        _ = try sync(fixture, "a", environment: environment)
        #expect(commands(log) == ["status", "fetch", "rev-list"])

        // One changed note: its commit, then fetch, compare, push.
        _ = try fixture.add("a", title: "a2")
        #expect(try sync(fixture, "a", environment: environment).pushed)
        #expect(commands(log) == ["status", "config", "commit", "fetch", "rev-list", "push"])

        // Both machines changed: merged here, without `git merge`.
        _ = try fixture.add("b", title: "b1")
        _ = try fixture.engine("b").sync()
        _ = try fixture.add("a", title: "a3")
        let report = try sync(fixture, "a", environment: environment)
        #expect(report.broughtChanges && report.pushed)
        #expect(commands(log) == ["status", "config", "commit", "fetch", "rev-list", "merge-base", "cat-file",
                                  "hash-object", "hash-object", "commit-tree", "update-ref", "update-index", "push"])
        #expect(try fixture.titles("a") == ["a1", "a2", "a3", "b1"])
    }
}
