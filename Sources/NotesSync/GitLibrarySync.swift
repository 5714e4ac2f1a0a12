import Foundation
import NotesCore
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps one library in a git remote (docs/sync.md): commits the library
/// file, fetches, merges with notes-tui's three-way merge as git's merge
/// driver, pushes, and fetches and merges again when a push loses a race.
///
/// Every step that reads or writes the library file in the work tree
/// (the commit, the merge, a recovery) holds the store's lock, so the app
/// and `add` never save while git writes it; fetch and push do not hold
/// it, so a slow network never delays a save.
public struct GitLibrarySync: LibrarySyncing {
    /// The library file, in its real folder.
    public let libraryPath: String
    public let folder: String
    public let settings: SyncSettings
    /// The notes-tui binary git runs as the merge driver (an absolute path).
    public let driverExecutable: String
    let environment: [String: String]
    /// How many fetch-merge-push rounds a sync tries when pushes lose races.
    static let pushAttempts = 5
    /// How long a sync waits for the store's lock (a save holds it briefly).
    static let lockTimeout: TimeInterval = 10
    /// How long a sync waits for another sync of the same library to end.
    static let syncLockTimeout: TimeInterval = 150
    /// Tests only: the merge stops after this step, leaving what a
    /// `kill -9` there would leave.
    var stopMergeAfter: MergeStep?

    init(libraryPath: String, settings: SyncSettings, driverExecutable: String, environment: [String: String]) {
        self.libraryPath = libraryPath
        folder = (libraryPath as NSString).deletingLastPathComponent
        self.settings = settings
        self.driverExecutable = driverExecutable
        self.environment = environment
    }

    /// The sync of the library at `dataPath` when its folder is set up for
    /// it; nil otherwise. Reads two files and runs no program, so a
    /// library not set up never runs git.
    public static func configured(
        dataPath: String, driverExecutable: String = runningExecutable,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> GitLibrarySync? {
        guard let place = LibraryPlace(dataPath: dataPath),
              let settings = SyncSettings.read(folder: place.folder, library: place.name) else { return nil }
        return GitLibrarySync(libraryPath: place.path, settings: settings,
                              driverExecutable: driverExecutable, environment: environment)
    }

    /// This program's absolute path: the app and the `sync` command are
    /// the notes-tui binary, which git then runs as the merge driver.
    public static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    // MARK: - One sync

    /// Commits, fetches, merges, pushes. Throws with the library as it
    /// was (a failed merge is undone); local commits stay for next time.
    public func sync() throws(SyncError) -> SyncReport {
        let git = try GitRunner(folder: folder, environment: environment)
        // One sync of a repository at a time (the app's in the background,
        // a `sync` in a shell): git's lock files found under this lock are
        // a killed sync's, never a running one's.
        let syncLock: AnyObject
        do {
            syncLock = try LibraryFolderAccess.lock(dataPath: gitFolder + "/notes-tui-sync", timeout: Self.syncLockTimeout)
        } catch {
            throw .gitFailed(step: "start", reason: "another sync of this library is still running after \(Int(Self.syncLockTimeout)) seconds; try again")
        }
        defer { withExtendedLifetime(syncLock) {} }
        // An old-style draft leaves the library before anything is committed.
        try moveDraftToSideFile()
        try configureRepository(git)
        var report = SyncReport(remote: remoteURL(), branch: settings.branch, finished: Date())
        // Git's user is asked once, and only when this sync commits.
        var knownIdentity: Identity?
        func identity() throws(SyncError) -> Identity {
            if let knownIdentity { return knownIdentity }
            let found = try Identity(git: git)
            knownIdentity = found
            return found
        }
        // Each git process costs milliseconds: what is known is not asked again.
        var hasHead = false
        try withStoreLock { () throws(SyncError) in
            try recoverInterruptedSync(git)
            let status = try libraryStatus(git)
            report.committed = try commitLocalChanges(git, status: status, identity: identity)
            hasHead = status.hasHead || report.committed
        }
        for attempt in 1...Self.pushAttempts {
            let remoteHasBranch = try fetch(git)
            var (ahead, behind) = remoteHasBranch ? (hasHead ? try aheadBehind(git) : (0, 1)) : (hasHead ? 1 : 0, 0)
            if behind > 0 {
                let brought = try withStoreLock { () throws(SyncError) in
                    try merge(git, identity: identity())
                }
                report.broughtChanges = report.broughtChanges || brought
                hasHead = true
                // A fast-forward leaves nothing to push; a merge its commit.
                ahead = ahead > 0 ? ahead + 1 : 0
            }
            guard ahead > 0 else { break }
            if try push(git) {
                report.pushed = true
                break
            }
            // Another machine pushed first: fetch and merge its work, then try again.
            if attempt == Self.pushAttempts {
                throw .gitFailed(step: "push to \(report.remote)",
                                 reason: "other machines kept pushing first (\(Self.pushAttempts) tries); sync again")
            }
        }
        packLooseObjects(git)
        report.finished = Date()
        recordLastSync(report.finished)
        return report
    }

    func withStoreLock<T>(_ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        let lock: AnyObject
        do {
            lock = try LibraryFolderAccess.lock(dataPath: libraryPath, timeout: Self.lockTimeout)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "lock the library", reason: "\(error)")
        }
        return try withExtendedLifetime(lock) { () throws(SyncError) -> T in try body() }
    }

    /// The remote as a person named it, without a password.
    func remoteURL() -> String {
        let config = (try? String(contentsOfFile: folder + "/.git/config", encoding: .utf8)) ?? ""
        let url = SyncSettings.section("remote \"\(settings.remote)\"", in: config)["url"] ?? settings.remote
        return RemoteAddress.shown(url)
    }

    /// The remote's URL as recorded, password and all; nil when missing.
    func remoteAddress() -> String? {
        let config = (try? String(contentsOfFile: folder + "/.git/config", encoding: .utf8)) ?? ""
        return SyncSettings.section("remote \"\(settings.remote)\"", in: config)["url"]
    }

    var gitFolder: String { folder + "/.git" }
    var remoteBranchRef: String { "refs/remotes/\(settings.remote)/\(settings.branch)" }
}

/// What one sync did, for `sync` and `sync --json`.
public struct SyncReport: Equatable, Sendable {
    public var remote: String
    public var branch: String
    public var finished: Date
    /// The library's local changes went into a commit.
    public var committed = false
    /// The library file now holds notes that came from the remote.
    public var broughtChanges = false
    /// Commits went to the remote.
    public var pushed = false
}

/// The library file's real folder and name. A library that is itself a
/// symbolic link is not synced (git would store the link, not the notes);
/// a folder reached through links is used by its real path.
struct LibraryPlace {
    let folder: String
    let name: String
    var path: String { folder + "/" + name }

    init?(dataPath: String) {
        let name = (dataPath as NSString).lastPathComponent
        let given = (dataPath as NSString).deletingLastPathComponent
        guard SyncSettings.isPlainName(name), let real = realpath(given.isEmpty ? "." : given, nil) else { return nil }
        defer { free(real) }
        folder = String(cString: real)
        self.name = name
        var info = stat()
        if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return nil }
    }
}
