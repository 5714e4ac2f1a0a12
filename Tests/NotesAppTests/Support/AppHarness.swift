import Foundation
import NotesSettings
import TerminalKit
import TerminalKitTestSupport
import TestSupport
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel
@testable import NotesStorage

/// Runs the whole app — AppDelegate, SceneDelegate, coordinators, screens —
/// against a memory terminal and an in-memory store, with a fixed clock, the
/// way a person would use it: press keys, read the screen.
final class AppHarness {
    let terminal: MemoryTerminal
    let store: InMemoryNotesStore
    /// `store` as the app and a sync's other thread share it.
    let shared: SharedNotesStore
    /// The slow disk between the app and `store`, when the app saves in
    /// the background as it does for real (`savesInBackground`).
    let gate: GatedNotesStore?
    let traceFile: String
    let app: AppDelegate
    private(set) var scene: SceneDelegate?
    var now: Date
    /// The sync's clock, in seconds: it moves only when a test says (`wait`).
    var syncTime = 0.0

    static let epoch = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    init(library: Library? = nil, options: LaunchOptions = LaunchOptions(dataFile: "/test/notes.json"),
         size: Size = Size(rows: 24, columns: 80),
         externalEditor: ExternalEditor? = nil, externalEditFolder: String? = nil,
         rescueFolders: [String] = [], savesInBackground: Bool = false,
         syncer: LibrarySyncing? = nil, syncSchedule: SyncSchedule = SyncSchedule(), settings: Settings = Settings(),
         history: (() -> Result<NoteHistorySource, NoteHistoryError>)? = nil,
         configHome: String = "/nonexistent/notes-tui-test-config") {
        terminal = MemoryTerminal(size: size)
        store = InMemoryNotesStore(library: library, location: "/test/notes.json")
        let shared = SharedNotesStore(store)
        self.shared = shared
        let gate = savesInBackground ? GatedNotesStore(shared) : nil
        self.gate = gate
        let appStore: NotesStore = gate ?? shared
        traceFile = NSTemporaryDirectory() + "notes-tui-trace-\(UUID().uuidString)"
        now = Self.epoch
        let store = self.store
        // Weak: the app keeps this closure, and a strong owner would keep
        // the harness (and its trace file) alive for ever.
        weak var clockOwner: AppHarness?
        app = AppDelegate(options: options, environment: ["NOTES_TUI_TRACE": traceFile, "XDG_CONFIG_HOME": configHome],
                          makeContainer: { path, trace in
            AppContainer(dataFilePath: path, trace: trace,
                         clock: { clockOwner?.tick() ?? AppHarness.epoch },
                         timeZone: .fixed(TimeZone(identifier: "UTC")!),
                         makeStore: { appStore }, libraryExists: { store.libraryExists() },
                         externalEditor: externalEditor, externalEditFolders: externalEditFolder.map { [$0] },
                         rescueFolders: rescueFolders, savesInBackground: savesInBackground,
                         syncer: syncer, syncSchedule: syncSchedule, syncClock: { clockOwner?.syncTime ?? 0 },
                         history: history)
        }, settings: settings)
        clockOwner = self
    }

    deinit { try? FileManager.default.removeItem(atPath: traceFile) }

    /// Each reading of the clock is one second later, so edits sort apart.
    private func tick() -> Date {
        now = now.addingTimeInterval(1)
        return now
    }

    // MARK: - Launch and run

    /// Launches as `notes-tui` does, up to the first frame.
    @discardableResult
    func launch() throws -> AppHarness {
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        withKeys {
            scene.willConnect(to: terminal)
            scene.sceneDidBecomeActive()
        }
        self.scene = scene
        return self
    }

    /// As `NotesApplication` runs the scene: with the keys of `[keys]`.
    func withKeys<Result>(_ body: () throws -> Result) rethrows -> Result {
        try KeyRemap.$active.withValue(app.keyRemap, operation: body)
    }

    /// Handles every queued event, as the loop would.
    func pump() {
        guard let scene else { return }
        withKeys {
            while scene.finishedOutcome == nil, let event = terminal.nextEvent(timeout: 0) {
                scene.step(event)
            }
        }
    }

    func press(_ keys: Key...) { for key in keys { terminal.press(key) }; pump() }
    func type(_ text: String) { terminal.type(text); pump() }
    func send(_ event: TerminalEvent) { terminal.send(event); pump() }
    func resize(_ size: Size) { terminal.resize(to: size); pump() }
    /// A pause in typing: the loop's idle turn.
    func idle() { withKeys { scene?.step(nil) } }

    /// Turns of the loop until the background saves are done (at most 10 s).
    func finishBackgroundSaves() {
        let deadline = Date().addingTimeInterval(10)
        while let controller = app.container?.loadedController,
              controller.isSavingInBackground || controller.hasUnsavedChanges, Date() < deadline {
            usleep(1000)
            idle()
        }
    }

    /// Time passes without a key (`seconds` on the sync's clock), then
    /// the loop has its idle turn.
    func wait(seconds: Double) {
        syncTime += seconds
        idle()
    }

    /// Turns of the loop until no sync runs and no save writes (at most 10 s).
    func finishSyncs() {
        let deadline = Date().addingTimeInterval(10)
        while let sync = app.container?.sync, sync.isRunning || (app.container?.loadedController?.isSavingInBackground ?? false),
              Date() < deadline {
            usleep(1000)
            idle()
        }
        finishBackgroundSaves()
    }

    var outcome: SceneOutcome? { scene?.finishedOutcome }

    /// Ends the app as `NotesApplication` does after the loop.
    func terminate() throws {
        try app.applicationWillTerminate(interruptedEdit: scene?.interruptedEdit)
    }

    // MARK: - Looking

    var screen: String { terminal.screenText }
    var lines: [String] { terminal.screenLines }
    var screenNames: [String] { scene?.screens.map(\.name) ?? [] }
    var topScreen: Screen? { scene?.screens.last }
    var savedNotes: [Note] { shared.library?.notes ?? [] }
    var savedDraft: Draft? { shared.library?.draft }

    var trace: [String] {
        ((try? String(contentsOfFile: traceFile, encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }
}

/// Notes with fixed ids and dates, newest first in the order given.
enum Fixtures {
    static func note(_ number: Int, title: String, body: String = "", minutesAgo: Int? = nil) -> Note {
        let date = AppHarness.epoch.addingTimeInterval(-60 * Double(minutesAgo ?? number))
        let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
        return Note(id: id, title: title, body: body, created: date, modified: date)
    }

    static func library(_ titles: [String]) -> Library {
        Library(notes: titles.enumerated().map { note($0.offset + 1, title: $0.element, body: "Body of \($0.element)") })
    }
}
