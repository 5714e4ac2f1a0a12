import Foundation
import NotesStorage

extension NotesApplication {
    /// Runs a headless command (docs/behaviour.md §4) through the app's one start-up
    /// and returns its exit status: `didFinishLaunching` builds the
    /// container, the command uses the container's controller (created and
    /// loaded on first use, never seeded), and `applicationWillTerminate`
    /// saves what it changed. No scene is ever connected, so no terminal is
    /// needed. Stdout is written only after the save succeeded: an id
    /// printed by `add` is always the id of a saved note.
    public static func runCommand(
        _ command: NotesCommand,
        dataFile: String?,
        configFile: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        io: CommandIO = .standard
    ) -> Int32 {
        let app = AppDelegate(options: LaunchOptions(dataFile: dataFile, configFile: configFile), environment: environment)
        // The process exits right after a command: freeing the library
        // first would be a noticeable part of `add`.
        defer { keptUntilExit.keep(app) }
        do {
            try app.didFinishLaunching()
        } catch {
            return reportCommand(error)
        }
        do {
            try CommandRunner.checkUsage(command)
        } catch {
            return ErrorLine.report(error)
        }
        if command.needsLibrary, isMissing(app.container.dataFilePath) {
            return ErrorLine.report(LaunchError.noLibrary(app.container.dataFilePath))
        }
        if case let .convert(target) = command {
            do {
                try io.write(ConvertCommand.run(app.container.dataFilePath, to: target, environment: environment,
                                                forTerminal: io.standardOutputIsTerminal))
                return 0
            } catch {
                return reportCommand(error)
            }
        }
        var failure: Error?
        var output: [UInt8] = []
        var failureAfterOutput: Error?
        // `add` and `list` need no load when the library is as notes-tui
        // writes it (QuickAdd, QuickList).
        let quick: QuickOutcome?
        switch command {
        case let .add(title, words):
            quick = QuickAdd.run(title: title, words: words, container: app.container, io: io)
        case let .list(json, tag, sort):
            quick = QuickList.run(json: json, tag: tag, sort: sort, container: app.container, io: io).map(QuickOutcome.listed)
        default:
            quick = nil
        }
        switch quick {
        case let .listed(listing)?:
            output = listing
        case let .added(note)?:
            output = Array((note.id.text + "\n").utf8)
        case let .failed(error)?:
            failure = error
        case .fullPath?, nil:
            do {
                var runner = CommandRunner(
                    controller: try app.container.notesController(), io: io, timeZone: app.container.timeZone)
                if case let .fullPath(body)? = quick { runner.givenBody = body }
                runner.historySource = app.container.makeHistory
                runner.starter = app.container.noteStarter
                runner.editing = CommandEditing(editor: app.container.externalEditor, folders: app.container.externalEditFolders)
                try runner.run(command)
                output = runner.output
                failureAfterOutput = runner.failureAfterOutput
            } catch {
                failure = error
            }
        }
        do {
            try app.applicationWillTerminate()
        } catch {
            // A rescue copy of unsaved work is what the person must hear of first.
            return reportCommand(error is UnsavedWorkError ? error : (failure ?? error))
        }
        if let failure { return reportCommand(failure) }
        do {
            try io.write(output)
        } catch {
            return reportCommand(error)
        }
        if let failureAfterOutput { return reportCommand(failureAfterOutput) }
        return 0
    }

    /// Nothing at all at `path` (not an unreadable file or folder: opening
    /// that says what is wrong with it).
    static func isMissing(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }

    /// `report`, with a failed save worded for a command: nothing is kept
    /// for later, since the process exits (see `StoreError.commandMessage`).
    static func reportCommand(_ error: Error) -> Int32 {
        let store = (error as? StoreError) ?? {
            if case let .store(inner)? = error as? LaunchError { return inner }
            return nil
        }()
        guard let store else { return ErrorLine.report(error) }
        ErrorLine.write(store.commandMessage)
        return store.exitCode
    }
}

/// The last command's app, alive until the process exits (tests run many
/// commands in one process; each replaces the one before).
private let keptUntilExit = KeptUntilExit()

private final class KeptUntilExit: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: AnyObject?

    func keep(_ object: AnyObject) {
        lock.lock()
        let previous = kept
        kept = object
        lock.unlock()
        withExtendedLifetime(previous) {}
    }
}
