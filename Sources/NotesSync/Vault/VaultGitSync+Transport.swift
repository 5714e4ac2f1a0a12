import Foundation

// Talking to the remote and to the repository's own settings.
extension VaultGitSync {
    /// This repository's rules, in its own `.git/info` files (nothing to
    /// commit, and they outrank every `.gitattributes`, a remote's
    /// included): a note's bytes are stored as they are — no line-ending
    /// or encoding change, no `$Id$`, no filter program — and the
    /// store's temporary files are never committed.
    static func writeLocalRules(gitFolder: String) throws(SyncError) {
        let info = gitFolder + "/info"
        try? FileManager.default.createDirectory(atPath: info, withIntermediateDirectories: true)
        try GitLibrarySync.appendMissingLines(["# notes-tui: the vault's notes, byte for byte", noteAttributes],
                                              to: info + "/attributes")
        try GitLibrarySync.appendMissingLines(["# notes-tui: its temporary files", ".notes-tui-*.tmp"], to: info + "/exclude")
    }

    static let noteAttributes = "*.md -text -ident -filter -working-tree-encoding -merge"

    /// Fetches the remote's branch; false when the remote has none yet.
    func fetch(_ git: GitRunner) throws(SyncError) -> Bool {
        let outcome = try git.run(["fetch", "--quiet", "--no-tags", "--no-recurse-submodules", "--", remote,
                                   "+refs/heads/\(branch):\(remoteRef)"], timeout: GitRunner.networkTimeout)
        if outcome.status == 0 { return true }
        if outcome.stderrText.contains("couldn't find remote ref") { return false }
        if let local = GitMessages.localFailure(outcome) {
            throw .gitFailed(step: "fetch from \(remoteURL())", reason: local)
        }
        throw .unreachable(remote: remoteURL(), reason: GitMessages.reason(outcome))
    }

    /// Pushes HEAD; false when another machine pushed first.
    func push(_ git: GitRunner) throws(SyncError) -> Bool {
        let outcome = try git.run(["push", "--quiet", "--no-verify", "--porcelain", "--", remote,
                                   "HEAD:refs/heads/\(branch)"], timeout: GitRunner.networkTimeout)
        if outcome.status == 0 { return true }
        let text = outcome.stderrText + outcome.stdoutText
        let races = ["fetch first", "non-fast-forward", "stale info", "cannot lock ref", "failed to update ref", "failed to lock"]
        if races.contains(where: text.contains) || (text.contains(".lock") && text.contains("File exists")) { return false }
        throw .unreachable(remote: remoteURL(), reason: GitMessages.reason(outcome))
    }

    /// HEAD has commits the remote's branch lacks.
    func hasUnpushedCommits(_ git: GitRunner, remoteHasBranch: Bool) throws(SyncError) -> Bool {
        guard try headCommit(git) != nil else { return false }
        let range = remoteHasBranch ? "\(remoteRef)..HEAD" : "HEAD"
        let count = try git.check(["rev-list", "--count", range], step: "compare with the remote")
        return (Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0
    }

    /// HEAD's commit, or nil while the branch has none.
    func headCommit(_ git: GitRunner) throws(SyncError) -> String? {
        let outcome = try git.run(["rev-parse", "--quiet", "--verify", "HEAD^{commit}"])
        guard outcome.status == 0 else { return nil }
        return outcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `sync --status` for a vault.
    public func status() throws(SyncError) -> SyncStatus {
        let git = try GitRunner(folder: vault, environment: environment)
        let changed = try changedNotePaths(git).paths
        var unpushed = 0
        if try headCommit(git) != nil {
            let hasRemote = try git.run(["rev-parse", "--quiet", "--verify", remoteRef]).status == 0
            let range = hasRemote ? "\(remoteRef)..HEAD" : "HEAD"
            unpushed = Int(try git.check(["rev-list", "--count", range], step: "count the commits not pushed")
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        return SyncStatus(remote: remoteURL(), branch: branch, lastSync: LastSync.read(gitFolder: gitFolder),
                          unpushedCommits: unpushed, uncommittedChanges: !changed.isEmpty)
    }
}
