import Foundation

/// `sync --status`: where the library syncs, when it last did, and what
/// is here but not yet there.
public struct SyncStatus: Equatable, Sendable {
    public var remote: String
    public var branch: String
    /// When the last sync finished; nil before the first.
    public var lastSync: Date?
    /// Commits here the remote does not have (as of the last fetch).
    public var unpushedCommits: Int
    /// The library file changed since its last commit.
    public var uncommittedChanges: Bool
}

extension GitLibrarySync {
    /// Reads only: no fetch (the remote is not asked), no lock taken
    /// (git's optional index lock neither).
    public func status() throws(SyncError) -> SyncStatus {
        let git = try GitRunner(folder: folder, environment: environment)
        let changes = try git.check(["--no-optional-locks", "status", "--porcelain=v1", "--untracked-files=all", "--",
                                     settings.library], step: "look at the library's changes")
        var unpushed = 0
        if try hasCommits(git) {
            let hasRemote = try git.run(["rev-parse", "--quiet", "--verify", remoteBranchRef]).status == 0
            let range = hasRemote ? "\(remoteBranchRef)..HEAD" : "HEAD"
            unpushed = Int(try git.check(["rev-list", "--count", range], step: "count the commits not pushed")
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        return SyncStatus(remote: remoteURL(), branch: settings.branch, lastSync: LastSync.read(gitFolder: gitFolder),
                          unpushedCommits: unpushed, uncommittedChanges: !changes.isEmpty)
    }
}
