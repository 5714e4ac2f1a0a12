import Foundation
import NotesCore
import NotesModel
import NotesSettings
import NotesStorage

/// Owns start-up, as on iOS: builds the dependency container, decides the
/// first flow, hands the scene its configuration, and saves on the way out.
/// It stays thin: launch, suspend, resume and terminate are passed on.
public final class AppDelegate {
    public let options: LaunchOptions
    public let trace: LifecycleTrace
    private let environment: [String: String]
    private let makeContainer: (String, LifecycleTrace, Settings) -> AppContainer
    /// Checks that a scene can connect (a usable terminal) before anything
    /// is changed on disk, so `--reset` never moves a library aside for a
    /// launch that then stops with exit status 64.
    private let checkSceneCanConnect: () throws -> Void
    public private(set) var container: AppContainer!
    public private(set) var firstFlow: FirstFlow = .welcome
    /// Where `--reset` moved the old library, for the user to hear about.
    public private(set) var backupPath: String?
    /// A sync that did not finish (or failed) on the way out, for the user
    /// to hear about once the terminal is restored.
    public private(set) var syncOnExitMessage: String?
    /// The settings: given (tests), else read from the settings file first
    /// thing at launch.
    public private(set) var settings: Settings?
    /// The keys `[keys]` gave actions; the scene runs with them.
    private(set) var keyRemap = KeyRemap()

    public init(
        options: LaunchOptions,
        environment: [String: String],
        makeContainer: ((String, LifecycleTrace) -> AppContainer)? = nil,
        settings: Settings? = nil,
        checkSceneCanConnect: @escaping () throws -> Void = {},
        // The interactive app (not a command, which exits at once): its
        // store keeps a digest of the file, not a copy (BaseContent).
        isInteractive: Bool = false,
        // The git engine plugs in here: it returns a syncer only for a
        // library set up for sync. nil: that library never syncs.
        makeSyncer: @escaping (_ libraryPath: String) -> LibrarySyncing? = { _ in nil }
    ) {
        self.settings = settings
        self.checkSceneCanConnect = checkSceneCanConnect
        self.options = options
        self.environment = environment
        self.trace = LifecycleTrace(environment: environment)
        self.makeContainer = makeContainer.map { make in { path, trace, _ in make(path, trace) } } ?? { path, trace, settings in
            // The `[sync]` settings: off means this library never runs git.
            AppContainer(dataFilePath: path, trace: trace, savesInBackground: true, remembersDigestOnly: isInteractive,
                         syncer: settings.sync.enabled ? makeSyncer(path) : nil,
                         syncSchedule: SyncSchedule(delayAfterTyping: Double(settings.sync.delay),
                                                    interval: Double(settings.sync.interval)))
        }
    }

    // MARK: - Launch

    /// Builds the container and decides where the app starts. Throws a
    /// `LaunchError` the caller prints and exits with.
    public func didFinishLaunching() throws {
        trace.record("AppDelegate.didFinishLaunching")
        // Before anything is drawn or written: a wrong settings file stops here.
        let settings = try self.settings ?? loadSettings()
        self.settings = settings
        keyRemap = try checkedKeys(settings.keys)
        let path = DataFileLocation.resolve(explicit: options.dataFile, environment: environment, setting: settings.library)
        container = makeContainer(path, trace, settings)
        container.settings = settings
        container.templates = TemplateFolder(environment: environment)
        container.returnsToShell = !options.stay
        try checkSceneCanConnect()
        if options.reset { try resetLibrary() }
        firstFlow = try decideFirstFlow()
    }

    private var settingsFile: SettingsFile { SettingsFile.locate(explicit: options.configFile, environment: environment) }

    private func loadSettings() throws -> Settings {
        do {
            return try settingsFile.load()
        } catch {
            throw LaunchError.settings(error)
        }
    }

    /// `[keys]` against the screens' tables: a wrong line stops the launch
    /// as any wrong setting does.
    private func checkedKeys(_ keys: [KeySetting]) throws -> KeyRemap {
        do {
            return try KeyRemap(keys, file: settingsFile.path)
        } catch {
            throw LaunchError.settings(error)
        }
    }

    private func resetLibrary() throws {
        backupPath = try LibraryBackup.moveAside(path: container.dataFilePath, now: container.clock())
        container.movedAsideLibrary = backupPath
    }

    private func decideFirstFlow() throws -> FirstFlow {
        guard container.libraryExists() else {
            // Nothing to open on a first run: `new` and `open` land on Welcome too.
            if case .open = options.entry { throw LaunchError.noLibrary(container.dataFilePath) }
            return .welcome
        }
        return .notes(try route(for: options.entry))
    }

    private func route(for entry: LaunchOptions.Entry) throws -> LaunchRoute {
        switch entry {
        case .home: return .home
        case .newNote: return .newNote
        case let .newFromTemplate(name):
            let filled = try container.noteStarter.fromTemplate(name)
            return .newNoteFrom(title: "", body: filled.body, line: filled.cursor?.line, column: filled.cursor?.column)
        case .today:
            let daily = try container.noteStarter.daily(in: container.notesController())
            guard let spot = daily.cursor else { return .openNote(daily.note.id) }
            return .openNoteAt(daily.note.id, line: spot.line, column: spot.column)
        case let .search(query): return .search(query)
        case let .open(reference):
            // Resolving a REF needs the library: open it now, before the screen.
            let controller = try container.notesController()
            return .openNote(try NoteLookup.note(reference, in: controller.notes, command: "open").id)
        }
    }

    // MARK: - Scene

    /// The scene that will own the terminal.
    public func configurationForConnecting() -> SceneDelegate {
        trace.record("AppDelegate.configurationForConnecting")
        return SceneDelegate(container: container, firstFlow: firstFlow)
    }

    // MARK: - Termination

    /// Saves everything, keeping an interrupted edit as the draft, then
    /// syncs what was saved when `quitting` (a signal only lets a running
    /// sync finish), waiting a bounded time. Creates nothing when no
    /// library was opened (quitting Welcome).
    public func applicationWillTerminate(interruptedEdit: Draft?, quitting: Bool = true) throws {
        trace.record("AppDelegate.applicationWillTerminate")
        try container?.savePolicy.terminate(editOnScreen: interruptedEdit, keepingEdit: true)
        syncOnExitMessage = container?.sync?.willTerminate(quitting: quitting)
    }

    /// The end of a headless command: saves what the command changed and
    /// leaves the library's draft alone (no screen was editing, so there is
    /// no edit to keep, and an interrupted one from the app must survive).
    public func applicationWillTerminate() throws {
        trace.record("AppDelegate.applicationWillTerminate")
        try container?.savePolicy.terminate(editOnScreen: nil, keepingEdit: false)
    }
}
