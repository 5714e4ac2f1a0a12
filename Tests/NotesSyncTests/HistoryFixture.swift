import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// A git work tree in a temporary folder, git isolated from the machine's
/// configuration, with commits made at given times by given authors: the
/// history a library's folder may have.
final class HistoryFixture {
    let folder: TemporaryDirectory
    let environment: [String: String]
    /// The work tree's root.
    var root: String { folder.file("repo") }

    init(gitInit: Bool = true) throws {
        guard SyncFixture.gitInstalled else {
            throw SyncFixture.Missing(description: "git is not installed: the history tests need it")
        }
        folder = try TemporaryDirectory(prefix: "notes-tui-history")
        try FileManager.default.createDirectory(atPath: folder.file("home"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("repo"), withIntermediateDirectories: true)
        environment = ["HOME": folder.file("home"), "PATH": "/usr/local/bin:/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
                       "TZ": "UTC", "GIT_CEILING_DIRECTORIES": folder.path]
        if gitInit { try git(["init", "--quiet", "-b", "main"]) }
    }

    @discardableResult
    func git(_ arguments: [String], extra: [String: String] = [:]) throws -> SpawnedProcess.Outcome {
        let git = GitRunner.find(in: environment)!
        let outcome = try SpawnedProcess.run(git, arguments: ["-C", root] + arguments,
                                             environment: environment.merging(extra) { $1 }, timeout: 60)
        if outcome.status != 0 { Issue.record("git \(arguments) failed: \(outcome.stderrText)") }
        return outcome
    }

    /// Writes `bytes` at `path` (relative to the root), folders made.
    func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// Commits everything in the work tree as `author` at `seconds` since
    /// 1970 with `message`; returns the commit's id.
    @discardableResult
    func commit(_ message: String, author: String = "Ann", at seconds: Int) throws -> String {
        try git(["add", "-A"])
        let when = "@\(seconds) +0000"
        try git(["-c", "user.name=\(author)", "-c", "user.email=\(author)@example.com", "-c", "commit.gpgSign=false",
                 "commit", "--quiet", "--allow-empty", "-m", message],
                extra: ["GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when])
        return try git(["rev-parse", "HEAD"]).stdoutText.trimmingCharacters(in: .newlines)
    }
}
