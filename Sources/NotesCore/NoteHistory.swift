import Foundation
import NotesModel

/// One version of a note in its history: a commit of the git work tree the
/// library lives in that changed the note.
public struct NoteVersion: Equatable, Hashable, Sendable {
    /// The commit's full id (hex).
    public var id: String
    /// When the version was made (the commit's author date).
    public var date: Date
    /// The machine that made it: the host a notes-tui sync names in its
    /// commit message, else the commit's author.
    public var machine: String
    /// Where the source finds this version's text again (for git, the
    /// blob's id): the source's own, never typed by a person.
    public var location: String?

    public init(id: String, date: Date, machine: String, location: String? = nil) {
        (self.id, self.date, self.machine, self.location) = (id, date, machine, location)
    }

    /// Each id cut to the fewest characters (at least `minimum`) that still
    /// tell every version in `versions` apart, as `git log --abbrev` does
    /// within a repository.
    public static func shortIDs(_ versions: [NoteVersion], minimum: Int = 7) -> [String] {
        let ids = versions.map { $0.id.lowercased() }
        var length = minimum
        while length < (ids.map(\.count).max() ?? 0), Set(ids.map { $0.prefix(length) }).count < Set(ids).count {
            length += 1
        }
        return ids.map { String($0.prefix(length)) }
    }
}

/// Why a note's history, or one version of it, cannot be shown: one line
/// for a person (without the `notes-tui:` prefix).
public enum NoteHistoryError: Error, Equatable, Sendable {
    /// The library's folder is in no git work tree: it has no history.
    case notInGitWorkTree(folder: String)
    /// No `git` on PATH.
    case gitMissing
    /// Git ran and failed (a damaged repository, a timeout): its reason.
    case gitFailed(String)
    /// That version's text is not a note this version of notes-tui reads
    /// (not UTF-8, bad JSON, the note absent): why.
    case unreadableVersion(id: String, reason: String)

    public var message: String {
        switch self {
        case let .notInGitWorkTree(folder):
            return "the library's folder \(folder) is not in a git work tree, so it has no history; "
                + "run notes-tui sync --setup URL, or git init in that folder, to start one"
        case .gitMissing:
            return "history needs git, which is not installed; install it (sudo apt-get install git)"
        case let .gitFailed(reason):
            return "could not read the history: \(reason)"
        case let .unreadableVersion(id, reason):
            return "version \(id.prefix(12)) cannot be read: \(reason)"
        }
    }
}

/// Where a note's versions come from (a seam: the app and the commands ask
/// this; the git engine below answers it, and tests give their own).
public protocol NoteHistorySource: Sendable {
    /// The note's versions, newest first. `note` as the library holds it
    /// now (a vault note's file says where to look).
    func versions(of note: Note) throws(NoteHistoryError) -> [NoteVersion]

    /// The note as it was at `version` (one `versions(of:)` listed).
    func note(_ note: Note, at version: NoteVersion) throws(NoteHistoryError) -> Note
}
