import Foundation

/// What the app needs of a sync through git, so the App layer schedules
/// syncs without knowing how one runs (the git engine lives below it).
public protocol LibrarySyncing: Sendable {
    /// Runs one whole sync: commit local changes, fetch, merge, push.
    /// Blocks; the app calls it off the main thread, never on a keystroke.
    func syncNow() -> LibrarySyncResult
}

/// How one sync ended, as the header shows it.
public enum LibrarySyncResult: Sendable, Equatable {
    /// Finished at `at`; `broughtChanges` when the library file now holds
    /// notes that came from the remote (the app takes them in as it takes
    /// in another writer's changes).
    case synced(at: Date, broughtChanges: Bool)
    /// One line naming what failed and why, e.g.
    /// `cannot reach ssh://host/notes.git: connection refused`.
    case failed(reason: String)
}
