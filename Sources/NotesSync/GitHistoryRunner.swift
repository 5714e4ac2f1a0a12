import Foundation
import NotesCore

/// Runs git to read history from a folder anywhere inside a work tree (a
/// vault kept in the user's own repository, a folder below its root):
/// unlike a sync's runner, the repository is found as git finds it from
/// that folder. Reading only: every setting that would change what `git
/// log` prints is pinned, so the person's own config cannot.
struct GitHistoryRunner {
    let git: GitRunner

    /// Settings that shape `log`'s output, pinned to git's defaults: no
    /// signatures, no mailmap, paths as bytes (`-z` too), UTF-8 messages,
    /// no colour, renames found.
    static let readingSettings = [
        "-c", "log.showSignature=false", "-c", "log.mailmap=false", "-c", "core.quotepath=off",
        "-c", "i18n.logOutputEncoding=UTF-8", "-c", "color.ui=false", "-c", "diff.renames=true",
        "-c", "log.follow=false", "-c", "core.abbrev=40",
    ]

    /// The runner for `folder`; throws `notInGitWorkTree` when no work
    /// tree holds it (or `gitMissing`).
    init(folder: String, environment: [String: String]) throws(NoteHistoryError) {
        guard let executable = GitRunner.find(in: environment) else { throw .gitMissing }
        var variables = environment.filter { !$0.key.hasPrefix("GIT_") }
        // A path is a path: `*` or `:(glob)` in a note's name is no pattern.
        variables["GIT_LITERAL_PATHSPECS"] = "1"
        variables["GIT_TERMINAL_PROMPT"] = "0"
        variables["GIT_PAGER"] = "cat"
        variables["LC_ALL"] = "C"
        variables["LANGUAGE"] = "C"
        git = GitRunner(executable: executable, folder: folder, environment: variables,
                        watchdog: GitRunner.find("timeout", in: environment))
        let outcome = try run(["rev-parse", "--is-inside-work-tree"])
        guard outcome.status == 0, outcome.stdoutText.hasPrefix("true") else {
            if outcome.status == 0 || outcome.stderrText.contains("not a git repository") {
                throw .notInGitWorkTree(folder: folder)
            }
            throw .gitFailed(GitMessages.reason(outcome))
        }
    }

    /// Runs `git ARGUMENTS` with the reading settings; throws only when
    /// git cannot be started.
    func run(_ arguments: [String], outputLimit: Int = Int.max) throws(NoteHistoryError) -> SpawnedProcess.Outcome {
        do {
            return try git.run(["--no-pager"] + Self.readingSettings + arguments, outputLimit: outputLimit)
        } catch {
            throw .gitFailed(error.message)
        }
    }

    /// Runs it and throws `gitFailed` with git's reason on a non-zero exit.
    func output(_ arguments: [String], outputLimit: Int = Int.max) throws(NoteHistoryError) -> [UInt8] {
        let outcome = try run(arguments, outputLimit: outputLimit)
        guard outcome.status == 0, !outcome.timedOut else { throw .gitFailed(GitMessages.reason(outcome)) }
        return outcome.stdout
    }

    /// The bytes of the blob `id` (hex, checked: never an option or a
    /// revision expression), at most `limit` bytes.
    func blob(_ id: String, limit: Int) throws(NoteHistoryError) -> [UInt8] {
        guard GitLogEntry.isObjectID(id) else { throw .gitFailed("'\(GitMessages.clean(id))' is not an object id") }
        let outcome = try run(["cat-file", "blob", id], outputLimit: limit)
        if outcome.timedOut, outcome.stdout.count > limit {
            throw .unreadableVersion(id: id, reason: "larger than \(limit / (1 << 20)) MiB")
        }
        guard outcome.status == 0, !outcome.timedOut else { throw .gitFailed(GitMessages.reason(outcome)) }
        return outcome.stdout
    }
}

extension GitRunner {
    /// A runner with its environment given whole (no repository named):
    /// `GitHistoryRunner`'s.
    init(executable: String, folder: String, environment: [String: String], watchdog: String?) {
        self.executable = executable
        self.folder = folder
        self.environment = environment
        self.watchdog = watchdog
    }
}
