import Foundation
import NotesStorage

/// Why a sync stopped: one line for stderr (without the `notes-tui:`
/// prefix) and the exit status the commands use (docs/behaviour.md).
public enum SyncError: Error, Equatable, Sendable {
    /// No `git` on PATH.
    case gitMissing
    /// The library's folder has no sync set up.
    case notSetUp(library: String)
    /// Fetch or push could not talk to the remote (exit 69).
    case unreachable(remote: String, reason: String)
    /// The remote's library is not one this version can merge (exit 65).
    case remoteLibraryRefused(remote: String, reason: String)
    /// The command line or the folder is not something sync can work with (exit 64).
    case refused(String)
    /// A git step on this machine failed (exit 73).
    case gitFailed(step: String, reason: String)
    /// The library's own store failed (its lock, reading, writing).
    case store(StoreError)

    public var message: String {
        switch self {
        case .gitMissing:
            return "sync needs git, which is not installed; install it (sudo apt-get install git) and run the sync again"
        case let .notSetUp(library):
            return "the library \(library) is not set up for sync; run notes-tui sync --setup URL first (URL: the git remote to keep it in)"
        case let .unreachable(remote, reason):
            return "cannot reach \(remote): \(reason)"
        case let .remoteLibraryRefused(remote, reason):
            return "the library in \(remote) cannot be merged: \(reason); nothing was changed here"
        case let .refused(message):
            return message
        case let .gitFailed(step, reason):
            return "could not \(step): \(reason); the library was left as it was"
        case let .store(error):
            return error.message
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .gitMissing, .notSetUp: return 78
        case .unreachable: return 69
        case .remoteLibraryRefused: return 65
        case .refused: return 64
        case .gitFailed: return 73
        case let .store(error): return error.exitCode
        }
    }
}
