import Foundation
import NotesCore
import NotesStorage
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a vault in a git remote note by note (docs/sync.md): the vault's
/// own folder is the work tree, each note one file. A sync commits the
/// notes that changed, fetches, merges file by file (`NoteFileMerge`: front
/// matter key by key, bodies line by line), writes only the files the
/// merge changed, and pushes.
///
/// Everything is done with git's plumbing — objects, the index, refs —
/// and the work tree's files are written by this process: no checkout, no
/// `git merge`, so the remote's attributes, filters and hooks never run.
/// Committing and merging hold the lock the vault's saves take, so the app
/// and `add` never write a note while the sync does.
public struct VaultGitSync: LibrarySyncing {
    /// The vault's real path.
    public let vault: String
    public let remote: String
    public let branch: String
    let environment: [String: String]
    static let pushAttempts = 5
    static let lockTimeout: TimeInterval = 10
    static let syncLockTimeout: TimeInterval = 150
    /// Tests only: the merge stops after this step, as a `kill -9` there would.
    var stopAfter: Step?

    enum Step: CaseIterable, Sendable { case indexWritten, filesWritten }

    init(vault: String, remote: String, branch: String, environment: [String: String]) {
        (self.vault, self.remote, self.branch, self.environment) = (vault, remote, branch, environment)
    }

    /// The sync of the vault at `vaultPath` when its folder is set up for
    /// it; nil otherwise. Reads one file and runs no program.
    public static func configured(vaultPath: String,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> VaultGitSync? {
        guard let real = VaultScan.realPath(vaultPath) else { return nil }
        var info = stat()
        guard lstat(real + "/.git", &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              lstat(real + "/.git/config", &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              Int(info.st_size) <= SyncSettings.largestConfig,
              let data = FileManager.default.contents(atPath: real + "/.git/config") else { return nil }
        let values = SyncSettings.section("notes-tui", in: String(decoding: data, as: UTF8.self))
        guard values["vault"] == "true", let remote = values["remote"], let branch = values["branch"],
              !remote.isEmpty, GitLibrarySync.isUsableBranch(branch) else { return nil }
        return VaultGitSync(vault: real, remote: remote, branch: branch, environment: environment)
    }

    /// Fetches, then under the vault's lock commits this machine's notes
    /// and merges the remote's, then pushes; again when a push loses a race.
    public func sync() throws(SyncError) -> SyncReport {
        let git = try GitRunner(folder: vault, environment: environment)
        let syncLock: AnyObject
        do {
            syncLock = try LibraryFolderAccess.lock(dataPath: gitFolder + "/notes-tui-sync", timeout: Self.syncLockTimeout)
        } catch {
            throw .gitFailed(step: "start", reason: "another sync of this vault is still running after \(Int(Self.syncLockTimeout)) seconds; try again")
        }
        defer { withExtendedLifetime(syncLock) {} }
        try Self.writeLocalRules(gitFolder: gitFolder)
        var report = SyncReport(remote: remoteURL(), branch: branch, finished: Date())
        var knownIdentity: Identity?
        func identity() throws(SyncError) -> Identity {
            if let knownIdentity { return knownIdentity }
            let found = try Identity(git: git)
            knownIdentity = found
            return found
        }
        for attempt in 1...Self.pushAttempts {
            let remoteHasBranch = try fetch(git)
            let (committed, brought) = try withVaultLock { () throws(SyncError) -> (Bool, Bool) in
                try finishInterruptedMerge(git)
                let (committed, others) = try commitLocalChanges(git, identity: identity)
                let brought = remoteHasBranch ? try merge(git, localChanges: others, identity: identity) : false
                return (committed, brought)
            }
            report.committed = report.committed || committed
            report.broughtChanges = report.broughtChanges || brought
            guard try hasUnpushedCommits(git, remoteHasBranch: remoteHasBranch) else { break }
            if try push(git) {
                report.pushed = true
                break
            }
            if attempt == Self.pushAttempts {
                throw .gitFailed(step: "push to \(report.remote)",
                                 reason: "other machines kept pushing first (\(Self.pushAttempts) tries); sync again")
            }
        }
        report.finished = Date()
        try? Data((LastSync.format(report.finished) + "\n").utf8)
            .write(to: URL(fileURLWithPath: gitFolder + "/" + LastSync.fileName), options: .atomic)
        return report
    }

    func withVaultLock<T>(_ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        let lock: StoreLock
        do {
            lock = try VaultStore.writersLock(vaultRealPath: vault, environment: environment, timeout: Self.lockTimeout)
        } catch {
            switch error {
            case .busy: throw .store(.busy(path: vault))
            case let .failure(failure):
                throw .gitFailed(step: "lock the vault", reason: "\(failure.step): \(PosixFile.describe(failure.code))")
            }
        }
        return try withExtendedLifetime(lock) { () throws(SyncError) -> T in try body() }
    }

    var gitFolder: String { vault + "/.git" }
    var remoteRef: String { "refs/remotes/\(remote)/\(branch)" }

    /// The remote as a person named it, without a password.
    func remoteURL() -> String {
        let config = (try? String(contentsOfFile: gitFolder + "/config", encoding: .utf8)) ?? ""
        return RemoteAddress.shown(SyncSettings.section("remote \"\(remote)\"", in: config)["url"] ?? remote)
    }
}
