import Foundation
import NotesCore
import NotesModel
import NotesSettings
import NotesStorage
import NotesSync
import NotesVault
import TerminalKit

/// The dependency container: everything the app and the commands share,
/// built once at launch. The store and the controller are created on first
/// use (by the Notes list or a command), as Core Data's stack is on iOS.
public final class AppContainer {
    public let dataFilePath: String
    public let trace: LifecycleTrace
    let clock: () -> Date
    let timeZone: ShownTimeZone
    private let makeStore: () -> NotesStore
    private let libraryExistsCheck: () -> Bool
    public private(set) var loadedController: NotesController?
    /// Where `--reset` moved the old library, for Welcome to say.
    var movedAsideLibrary: String?
    /// The user's own editor (`e`, Ctrl-X Ctrl-E): the `editor` setting,
    /// else $VISUAL, $EDITOR, vi; a fake in tests.
    var externalEditor: ExternalEditor {
        givenEditor ?? ShellEditor(environment: ProcessInfo.processInfo.environment, configured: settings.editor)
    }
    private let givenEditor: ExternalEditor?
    /// The settings file's values, read at launch before anything else.
    public internal(set) var settings = Settings()
    /// Whether the note a launch opened (`new`, `open`, `today`) returns
    /// to the shell once saved or left (false: `--stay`, on to the list).
    var returnsToShell = false
    /// Where templates live (`$XDG_CONFIG_HOME/notes-tui/templates`).
    var templates = TemplateFolder(environment: ProcessInfo.processInfo.environment)
    /// The daily note and notes from templates, with the settings' `daily_title`.
    var noteStarter: NoteStarter {
        NoteStarter(templates: templates, dailyFormat: settings.dailyTitle, clock: clock, timeZone: timeZone)
    }
    /// Where the editor's private temporary file may go: the library's
    /// folder (0700), else `$XDG_RUNTIME_DIR`.
    let externalEditFolders: [String]
    /// Writes what could not be saved to a rescue copy, on the way out.
    private(set) lazy var unsavedWorkRescue = UnsavedWorkRescue(
        folders: rescueFolders ?? RescueCopy.folders(libraryPath: dataFilePath, environment: ProcessInfo.processInfo.environment),
        clock: clock)
    private let rescueFolders: [String]?
    /// When the library is written: the one place that decides.
    private(set) lazy var savePolicy = SavePolicy(
        loadedController: { [unowned self] in self.loadedController },
        rescuer: { [unowned self] in self.unsavedWorkRescue },
        writesInBackground: savesInBackground)
    /// Whether the app writes the library on another thread (see `SavePolicy`).
    private let savesInBackground: Bool
    /// The terminal the scene runs on, to leave it while the editor runs.
    private(set) weak var terminal: Terminal?
    /// The library's sync through git, when the library is set up for
    /// one; nil: the app never syncs and shows nothing about it.
    private let syncer: LibrarySyncing?
    private let syncSchedule: SyncSchedule
    /// Seconds on a clock that only goes forward, for the sync's waits.
    private let syncClock: () -> Double
    /// The library's history (History screen, `history`): built when
    /// asked, so a library never asked runs no git for it.
    let makeHistory: () -> Result<NoteHistorySource, NoteHistoryError>
    /// When the app syncs, and what the header says of it (nil: no sync).
    private(set) lazy var sync: AppSync? = syncer.map { syncer in
        AppSync(syncer: syncer, schedule: syncSchedule, monotonicNow: syncClock,
                controller: { [unowned self] in self.loadedController }, now: clock, timeZone: timeZone)
    }

    public init(
        dataFilePath: String,
        trace: LifecycleTrace,
        clock: @escaping () -> Date = { Date() },
        timeZone: ShownTimeZone = .system,
        makeStore: (() -> NotesStore)? = nil,
        libraryExists: (() -> Bool)? = nil,
        externalEditor: ExternalEditor? = nil,
        externalEditFolders: [String]? = nil,
        rescueFolders: [String]? = nil,
        savesInBackground: Bool = false,
        remembersDigestOnly: Bool = false,
        syncer: LibrarySyncing? = nil,
        syncSchedule: SyncSchedule = SyncSchedule(),
        syncClock: (() -> Double)? = nil,
        history: (() -> Result<NoteHistorySource, NoteHistoryError>)? = nil
    ) {
        self.makeHistory = history ?? {
            do throws(NoteHistoryError) {
                return .success(try LibraryHistory.source(dataPath: dataFilePath))
            } catch {
                return .failure(error)
            }
        }
        self.syncer = syncer
        self.syncSchedule = syncSchedule
        self.syncClock = syncClock ?? { ProcessInfo.processInfo.systemUptime }
        self.savesInBackground = savesInBackground
        let environment = ProcessInfo.processInfo.environment
        self.givenEditor = externalEditor
        let isVault = DataFileLocation.isVault(dataFilePath)
        // A vault receives only notes: the editor's file and a rescue copy
        // go to this machine's state folder for it instead (made only when
        // one of them is not given: a test gives both, and writes nothing
        // under the real home).
        let needsState = isVault && (externalEditFolders == nil || rescueFolders == nil)
        let vaultState = needsState ? VaultStore(path: dataFilePath, environment: environment).stateFolderPath ?? "" : nil
        self.externalEditFolders = externalEditFolders
            ?? [vaultState ?? (dataFilePath as NSString).deletingLastPathComponent, environment["XDG_RUNTIME_DIR"] ?? ""]
        self.rescueFolders = rescueFolders
            ?? vaultState.map { [$0] + RescueCopy.folders(libraryPath: dataFilePath, environment: environment).dropFirst() }
        self.dataFilePath = dataFilePath
        self.trace = trace
        self.clock = clock
        self.timeZone = timeZone
        // The app, which runs for hours, keeps a digest of the file it last
        // read or wrote, not a copy of it (BaseContent).
        self.makeStore = makeStore ?? {
            isVault ? VaultStore(path: dataFilePath) as NotesStore
                : JSONFileStore(path: dataFilePath, remembersDigestOnly: remembersDigestOnly)
        }
        self.libraryExistsCheck = libraryExists ?? {
            var status = stat()
            return lstat(dataFilePath, &status) == 0
        }
    }

    /// Called by the scene when it connects to its terminal.
    func attach(_ terminal: Terminal) { self.terminal = terminal }

    /// Whether a library exists; reads nothing (decides Welcome or list).
    public func libraryExists() -> Bool { libraryExistsCheck() }

    /// The controller, created and loaded on first call; later calls return
    /// the same one. `glimpsing` (the list's order when the library
    /// remembers none) asks for a glimpse first: the scene loads the rest
    /// once the first frame is drawn.
    public func notesController(seedSamplesIfNew: Bool = false, glimpsing defaultSort: NoteSort? = nil) throws -> NotesController {
        if let loadedController { return loadedController }
        let store = makeStore()
        let controller = NotesController(store: store, clock: clock, trace: trace)
        controller.searchTimeZone = timeZone
        try controller.load(seedSamplesIfNew: seedSamplesIfNew, glimpseFirst: defaultSort.map { store.rememberedSort() ?? $0 })
        loadedController = controller
        return controller
    }

    /// A store of its own for the quick `add` and `list`, when the library is the
    /// JSON file (not a test's stand-in).
    func quickStore() -> JSONFileStore? {
        loadedController == nil ? makeStore() as? JSONFileStore : nil
    }

    /// The library's path with the home folder shown as `~`.
    var displayPath: String { Self.displayPath(of: dataFilePath) }

    /// `path` with the home folder shown as `~`: the one way a path is
    /// shown (the list's header, Welcome).
    static func displayPath(of path: String) -> String {
        // $HOME, as the data file's path was resolved with it (docs/file-format.md §1).
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        if !home.isEmpty, home != "/", path.hasPrefix(home + "/") {
            return "~" + path.dropFirst(home.count)
        }
        return path
    }

    /// The factories hold the container (it never holds them: no cycle).
    func makeCoordinatorFactory() -> CoordinatorFactory {
        CoordinatorFactory(returnsToShell: returnsToShell, screens: ScreenFactory(ScreenDependencies(
            displayPath: displayPath,
            movedAsideLibrary: { self.movedAsideLibrary.map(Self.displayPath(of:)) },
            loadController: { seed, sort in try self.notesController(seedSamplesIfNew: seed, glimpsing: sort) },
            clock: clock,
            timeZone: timeZone,
            saves: savePolicy,
            externalEditor: externalEditor,
            externalEditFolders: externalEditFolders,
            terminal: { self.terminal },
            syncHeader: sync.map { sync in { width in sync.headerText(width: width) } },
            settings: settings,
            history: makeHistory,
            templateFolderShown: Self.displayPath(of: templates.path),
            starter: noteStarter
        )))
    }
}
