import Foundation
import NotesCore
import NotesStorage
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `sync --setup URL` for a JSON library, and the upgrade of a library
// synced by an earlier notes-tui as one file (docs/sync.md, "Upgrading").
extension JSONCopySync {
    /// Makes the copy beside the library a git work tree syncing with
    /// `remote`, converts a remote that holds a one-file library, then
    /// syncs once. A remote holding neither notes nor a library (a code
    /// repository, a mistyped URL) is refused unless `force`. A setup that
    /// fails leaves no copy behind (or the one that was there as it was).
    public static func setUp(
        dataPath: String, remote: String, force: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) throws(SyncError) -> (sync: JSONCopySync, report: SyncReport) {
        // A library not made yet: its folder is made, as the first save would.
        let folder = (dataPath as NSString).deletingLastPathComponent
        let madeFolder = !folder.isEmpty && !FileManager.default.fileExists(atPath: folder)
        if madeFolder {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        guard let place = LibraryPlace(dataPath: dataPath) else {
            if madeFolder { rmdir(folder) }
            throw .refused("the library \(GitMessages.clean(dataPath)) is not in a folder that can be opened; check the path")
        }
        let lock = try setupLock(place.path)
        defer { withExtendedLifetime(lock) {} }
        do throws(SyncError) {
            return try setUpHoldingLock(place, remote: remote, force: force, environment: environment, workingFolder: workingFolder)
        } catch {
            if madeFolder { rmdir(folder) }
            throw error
        }
    }

    /// One setup or upgrade of a library at a time (the app's background
    /// sync and a `sync` in a shell may both start one).
    static func setupLock(_ libraryPath: String) throws(SyncError) -> AnyObject {
        do {
            return try LibraryFolderAccess.lock(dataPath: libraryPath + ".sync-setup", timeout: VaultGitSync.syncLockTimeout)
        } catch {
            throw .gitFailed(step: "start", reason: "another setup of this library's sync is still running; try again")
        }
    }

    static func setUpHoldingLock(
        _ place: LibraryPlace, remote: String, force: Bool, environment: [String: String], workingFolder: String
    ) throws(SyncError) -> (sync: JSONCopySync, report: SyncReport) {
        let copyPath = copyPath(ofLibrary: place.path)
        let madeCopy = !FileManager.default.fileExists(atPath: copyPath)
        if madeCopy, mkdir(copyPath, 0o700) != 0 {
            throw .refused("cannot make \(copyPath) for the library's copy: \(PosixFile.describe(errno))")
        }
        do throws(SyncError) {
            let (copy, undo) = try VaultGitSync.prepare(vaultPath: copyPath, remote: remote, refusesForeign: false,
                                                        environment: environment, workingFolder: workingFolder)
            do throws(SyncError) {
                let sync = JSONCopySync(libraryPath: place.path, copy: copy, environment: environment)
                let git = try GitRunner(folder: copy.vault, environment: environment)
                let converted = try sync.convertOneFileRemote(git, libraryName: place.name, refusesForeign: !force)
                var report = try sync.sync()
                report.broughtChanges = report.broughtChanges || converted
                return (sync, report)
            } catch {
                undo.restore()
                throw error
            }
        } catch {
            if madeCopy { try? FileManager.default.removeItem(atPath: copyPath) }
            throw error
        }
    }

    /// The sync of a JSON library: its copy's when set up; otherwise, for a
    /// library an earlier notes-tui synced as one file, the upgrade, which
    /// syncs the one file a last time and then sets the copy up with the
    /// same remote (converting it, or joining it when another machine did).
    public static func configuredOrUpgrading(dataPath: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                                             driverExecutable: String = GitLibrarySync.runningExecutable) -> (any LibrarySyncingReport)? {
        if let sync = configured(dataPath: dataPath, environment: environment) { return sync }
        guard let old = GitLibrarySync.configured(dataPath: dataPath, driverExecutable: driverExecutable, environment: environment) else {
            return nil
        }
        return OneFileUpgrade(old: old, dataPath: dataPath, environment: environment)
    }
}

/// The first sync of this version for a library an earlier one synced as
/// one file (`notes.json` in the remote).
struct OneFileUpgrade: LibrarySyncingReport {
    let old: GitLibrarySync
    let dataPath: String
    let environment: [String: String]

    func sync() throws(SyncError) -> SyncReport {
        guard let place = LibraryPlace(dataPath: dataPath) else { throw .notSetUp(library: old.libraryPath) }
        let lock = try JSONCopySync.setupLock(place.path)
        defer { withExtendedLifetime(lock) {} }
        // Another process upgraded it while this one waited.
        if let upgraded = JSONCopySync.configured(dataPath: dataPath, environment: environment) { return try upgraded.sync() }
        // The one file a last time, so the conversion holds every note of
        // it; a remote another machine converted already refuses that
        // (its library says a newer format), which is fine: it is joined.
        var broughtBefore = false
        do {
            broughtBefore = try old.sync().broughtChanges
        } catch {
            guard case .remoteLibraryRefused = error else { throw error }
        }
        guard let url = old.remoteAddress() else { throw .notSetUp(library: old.libraryPath) }
        var report = try JSONCopySync.setUpHoldingLock(place, remote: url, force: true, environment: environment,
                                                       workingFolder: old.folder).report
        report.broughtChanges = report.broughtChanges || broughtBefore
        return report
    }

    func status() throws(SyncError) -> SyncStatus { try old.status() }
}
