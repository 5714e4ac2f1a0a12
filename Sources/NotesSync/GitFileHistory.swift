import Foundation
import NotesCore

/// The history of one file of a git work tree: the commits that changed
/// it, newest first, following renames, and its bytes at each. Works on
/// any folder inside a work tree and any path below it (a vault's note, a
/// JSON library's file, a note-by-note sync copy's note).
struct GitFileHistory {
    let runner: GitHistoryRunner
    /// The file, relative to `folder` (`/`-separated).
    let path: String
    /// Whether to follow the file through renames (`--follow`).
    let followsRenames: Bool
    /// At most this many commits, newest first (nil: all).
    let limit: Int?

    init(folder: String, path: String, followsRenames: Bool = true, limit: Int? = nil,
         environment: [String: String]) throws(NoteHistoryError) {
        runner = try GitHistoryRunner(folder: folder, environment: environment)
        (self.path, self.followsRenames, self.limit) = (path, followsRenames, limit)
    }

    /// The largest version read: a note file is at most what a vault reads,
    /// a library what the store reads.
    static let blobLimit = 512 << 20

    /// The commits that changed the file, newest first; a commit that
    /// deleted it has no blob. An empty list when the file was never
    /// committed (or the repository has no commit yet).
    func entries() throws(NoteHistoryError) -> [GitLogEntry] {
        var arguments = GitLogEntry.logOptions
        if followsRenames { arguments.append("--follow") }
        if let limit { arguments.append("--max-count=\(limit)") }
        // `--end-of-options` keeps even a hostile path from reading as one;
        // GIT_LITERAL_PATHSPECS keeps it from reading as a pattern.
        arguments += ["--end-of-options", "HEAD", "--", path]
        let outcome = try runner.run(arguments)
        if outcome.status != 0 {
            // A repository with no commit yet: nothing has history.
            if outcome.stderrText.contains("does not have any commits") || outcome.stderrText.contains("bad revision 'HEAD'")
                || outcome.stderrText.contains("unknown revision") {
                return []
            }
            throw .gitFailed(GitMessages.reason(outcome))
        }
        guard let entries = GitLogEntry.parse(outcome.stdout) else {
            throw .gitFailed("git log printed something this version of notes-tui does not read")
        }
        return entries
    }

    /// The file's bytes in `entry` (which must have a blob).
    func bytes(at entry: GitLogEntry) throws(NoteHistoryError) -> [UInt8] {
        guard let blob = entry.blob else {
            throw .unreadableVersion(id: entry.commit, reason: "the file was deleted in it")
        }
        return try runner.blob(blob, limit: Self.blobLimit)
    }
}
