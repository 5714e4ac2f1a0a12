import Foundation
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `sync --setup URL` for a vault (docs/sync.md, "A vault").
extension VaultGitSync {
    /// Makes the vault's folder a git work tree syncing with `remote` (a
    /// vault that already is one keeps its repository, branch and other
    /// remotes), then syncs once. A remote whose branch holds no notes but
    /// other files (a code repository, a mistyped URL) is refused unless
    /// `force`. A setup that fails leaves git's side of the folder as it
    /// was (a `.git` it created is removed; one that was there gets its
    /// settings back).
    public static func setUp(
        vaultPath: String, remote given: String, force: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) throws(SyncError) -> (sync: VaultGitSync, report: SyncReport) {
        let (sync, undo) = try prepare(vaultPath: vaultPath, remote: given, refusesForeign: !force,
                                       environment: environment, workingFolder: workingFolder)
        do {
            return (sync, try sync.sync())
        } catch {
            undo.restore()
            throw error
        }
    }

    /// The first half of `setUp`: the vault's folder made a work tree
    /// syncing with `remote`, its settings recorded, nothing synced yet.
    /// `undo` puts git's side of the folder back as it was.
    static func prepare(
        vaultPath: String, remote given: String, refusesForeign: Bool,
        environment: [String: String], workingFolder: String
    ) throws(SyncError) -> (sync: VaultGitSync, undo: SetupUndo) {
        if let refusal = RemoteAddress.refusal(given) { throw .refused(refusal) }
        let url = RemoteAddress.absolute(given, from: workingFolder)
        if !FileManager.default.fileExists(atPath: vaultPath) {
            try? FileManager.default.createDirectory(atPath: vaultPath, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        guard let vault = VaultScan.realPath(vaultPath) else {
            throw .refused("the vault \(GitMessages.clean(vaultPath)) cannot be opened; check the path")
        }
        var info = stat()
        if lstat(vault + "/.git", &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw .refused("\(vault)/.git is not a folder (a linked worktree, a submodule or a link); "
                + "sync keeps a vault in a repository of its own: make the vault's folder its repository's top")
        }
        let asking = try GitRunner(folder: vault, environment: environment, inRepository: false)
        let remoteBranch = try GitLibrarySync.defaultBranch(of: url, git: asking)
        let undo = SetupUndo(folder: vault)
        do {
            let git = try GitRunner(folder: vault, environment: environment)
            var branch = remoteBranch
            if undo.repositoryExisted {
                // A vault already in git keeps the branch it is on.
                if let current = try git.value(["symbolic-ref", "--quiet", "--short", "HEAD"]),
                   GitLibrarySync.isUsableBranch(current) { branch = current }
            } else {
                try git.check(["init", "--quiet"], step: "create the git repository")
                try git.check(["symbolic-ref", "HEAD", "refs/heads/\(branch)"], step: "name the branch")
            }
            let remoteName = try GitLibrarySync.chooseRemote(url, git: git, folder: vault)
            try git.check(["config", "remote.\(remoteName).url", url], step: "record the remote")
            try git.check(["config", "remote.\(remoteName).fetch", "+refs/heads/*:refs/remotes/\(remoteName)/*"], step: "record the remote")
            try writeLocalRules(gitFolder: vault + "/.git")
            let sync = VaultGitSync(vault: vault, remote: remoteName, branch: branch, environment: environment)
            if refusesForeign { try sync.refuseForeignRemote(git) }
            try git.check(["config", "notes-tui.vault", "true"], step: "record the vault")
            try git.check(["config", "notes-tui.remote", remoteName], step: "record the remote")
            try git.check(["config", "notes-tui.branch", branch], step: "record the branch")
            return (sync, undo)
        } catch {
            undo.restore()
            throw error
        }
    }

    /// Refuses a remote branch that holds files but not one note, unless
    /// `--force`: a code repository or a mistyped URL. An empty remote is fine.
    func refuseForeignRemote(_ git: GitRunner) throws(SyncError) {
        guard try fetch(git) else { return }
        let paths = try treePaths(git, remoteRef)
        guard !paths.isEmpty, !paths.contains(where: VaultSyncPaths.isNote) else { return }
        let shown = paths.sorted().prefix(3).map(IncomingTree.shown).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        throw .refused("\(remoteURL()) holds no notes but other files (\(shown)), so the vault was not set up to sync there: "
            + "check the URL; to sync the vault into that repository all the same, add --force")
    }
}
