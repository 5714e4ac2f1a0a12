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
        let isVault = DataFileLocation.isVault(path)
        let output: [UInt8]
        do throws(SyncError) {
            if GitRunnerCheck.gitMissing(environment) { throw .gitMissing }
            switch request {
            case let .setup(remote, force, json):
                let report = isVault
                    ? try VaultGitSync.setUp(vaultPath: path, remote: remote, force: force, environment: environment).report
                    : try JSONCopySync.setUp(dataPath: path, remote: remote, force: force, environment: environment).report
                output = SyncOutput.report(report, json: json, setUp: true)
            case let .sync(json):
                output = SyncOutput.report(try configured(path, isVault: isVault, environment).sync(), json: json, setUp: false)
            case let .status(json):
                output = SyncOutput.status(try configured(path, isVault: isVault, environment).status(), json: json)
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

    /// The library's sync: a vault's own folder; a JSON library's copy, or
    /// the upgrade of one an earlier version synced as one file.
    private static func configured(_ path: String, isVault: Bool,
                                   _ environment: [String: String]) throws(SyncError) -> any LibrarySyncingReport {
        let sync: (any LibrarySyncingReport)? = isVault
            ? VaultGitSync.configured(vaultPath: path, environment: environment)
            : JSONCopySync.configuredOrUpgrading(dataPath: path, environment: environment, driverExecutable: SyncOutput.ownExecutable())
        guard let sync else { throw .notSetUp(library: path) }
        return sync
    }
}
