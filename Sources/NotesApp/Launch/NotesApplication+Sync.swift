import Foundation
import NotesSettings
import NotesStorage
import NotesSync

extension NotesApplication {
    /// Runs `sync`, `sync --setup URL`, `sync --status` or the merge
    /// driver; returns the exit status. Needs no screen and loads no
    /// library into the app: git and the merge driver do the work.
    public static func runSync(
        _ request: SyncRequest,
        dataFile: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        io: CommandIO = .standard
    ) -> Int32 {
        if case let .mergeDriver(base, ours, theirs) = request {
            do {
                try LibraryMergeDriver.run(base: base, ours: ours, theirs: theirs)
                return 0
            } catch {
                ErrorLine.write(error.message, prefix: "notes-tui: merge refused:")
                return 1
            }
        }
        let settings = try? SettingsFile.locate(explicit: nil, environment: environment).load()
        let path = DataFileLocation.resolve(explicit: dataFile, environment: environment, setting: settings?.library)
        if DataFileLocation.isVault(path) { return runVaultSync(request, vault: path, environment: environment, io: io) }
        let driver = SyncOutput.ownExecutable()
        let output: [UInt8]
        do throws(SyncError) {
            switch request {
            case let .setup(remote, force, json):
                if GitRunnerCheck.gitMissing(environment) { throw .gitMissing }
                let (_, report) = try JSONCopySync.setUp(dataPath: path, remote: remote, force: force, environment: environment)
                output = SyncOutput.report(report, json: json, setUp: true)
            case let .sync(json):
                output = SyncOutput.report(try configured(path, driver, environment).sync(), json: json, setUp: false)
            case let .status(json):
                output = SyncOutput.status(try configured(path, driver, environment).status(), json: json)
            case .mergeDriver:
                return 0
            }
        } catch {
            ErrorLine.write(error.message)
            return error.exitCode
        }
        do {
            try io.write(output)
        } catch {
            return ErrorLine.report(error)
        }
        return 0
    }

    /// `sync` of a vault: its own folder is the repository, note by note.
    private static func runVaultSync(_ request: SyncRequest, vault: String, environment: [String: String],
                                     io: CommandIO) -> Int32 {
        let output: [UInt8]
        do throws(SyncError) {
            if GitRunnerCheck.gitMissing(environment) { throw .gitMissing }
            switch request {
            case let .setup(remote, force, json):
                let (_, report) = try VaultGitSync.setUp(vaultPath: vault, remote: remote, force: force, environment: environment)
                output = SyncOutput.report(report, json: json, setUp: true)
            case let .sync(json):
                guard let sync = VaultGitSync.configured(vaultPath: vault, environment: environment) else {
                    throw .notSetUp(library: vault)
                }
                output = SyncOutput.report(try sync.sync(), json: json, setUp: false)
            case let .status(json):
                guard let sync = VaultGitSync.configured(vaultPath: vault, environment: environment) else {
                    throw .notSetUp(library: vault)
                }
                output = SyncOutput.status(try sync.status(), json: json)
            case .mergeDriver:
                return 0
            }
        } catch {
            ErrorLine.write(error.message)
            return error.exitCode
        }
        do {
            try io.write(output)
        } catch {
            return ErrorLine.report(error)
        }
        return 0
    }

    /// A JSON library's sync: its note-by-note copy's, or the upgrade of
    /// one an earlier version synced as one file.
    private static func configured(_ path: String, _ driver: String,
                                   _ environment: [String: String]) throws(SyncError) -> any LibrarySyncingReport {
        if GitRunnerCheck.gitMissing(environment) { throw .gitMissing }
        guard let sync = JSONCopySync.configuredOrUpgrading(dataPath: path, environment: environment, driverExecutable: driver) else {
            throw .notSetUp(library: path)
        }
        return sync
    }
}
