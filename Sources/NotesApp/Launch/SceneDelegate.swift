import NotesCore
import NotesModel
import NotesStorage
import TerminalKit

/// Owns the terminal "window": connects it, runs its event loop, and reports
/// the scene's life as on iOS. Suspending and resuming each go through one
/// path, whether they came from a key or a signal.
public final class SceneDelegate {
    private let container: AppContainer
    private let firstFlow: FirstFlow
    private var trace: LifecycleTrace { container.trace }
    /// When the library is written; the scene reports its moments to it.
    private var saves: SavePolicy { container.savePolicy }
    private var terminal: Terminal?
    private let router: Router
    private var coordinator: AppCoordinator?
    private var outcome: SceneOutcome?
    private var chrome = SceneChrome()
    /// When the library syncs (nil: it does not), told the scene's moments.
    private var sync: AppSync? { container.sync }
    private var launchSyncAsked = false

    /// How long the loop waits for a key before calling `idle` (ms).
    static let idleInterval = 500

    init(container: AppContainer, firstFlow: FirstFlow) {
        self.container = container
        self.firstFlow = firstFlow
        self.router = Router(trace: container.trace)
    }

    /// The screens, bottom to top; for tests.
    public var screens: [Screen] { router.screens }

    /// An edit on screen that is not saved yet: the top screen's, or, when
    /// it has none, the nearest one's below it. (A note is saved before
    /// another screen opens over it — a link, quick open, the Links screen —
    /// so this is a safeguard: nothing typed may hide beneath the top.)
    public var interruptedEdit: Draft? { router.screens.reversed().lazy.compactMap(\.interruptedEdit).first }

    // MARK: - Scene lifecycle

    public func willConnect(to terminal: Terminal) {
        trace.record("SceneDelegate.willConnect")
        self.terminal = terminal
        container.attach(terminal)
        let coordinator = AppCoordinator(
            router: router, factory: container.makeCoordinatorFactory(), firstFlow: firstFlow)
        coordinator.onFinish = { [weak self] outcome in
            if outcome == .quit { self?.requestQuit() } else { self?.finish(outcome) }
        }
        self.coordinator = coordinator
        sync?.beforeWaiting = { [weak self] in self?.showWaitingForSync() }
        coordinator.start()
    }

    public func sceneDidBecomeActive() {
        trace.record("SceneDelegate.sceneDidBecomeActive")
        render()
        finishLoadingAfterFirstFrame()
        // The launch's sync starts once the first frame is up.
        if !launchSyncAsked, outcome == nil, let sync {
            launchSyncAsked = true
            sync.launched()
            render()
        }
    }

    /// A large library's first frame may come from a glimpse of it (the
    /// list's first screenful): the rest is loaded now, before any key,
    /// save or sync can see only part of the notes. A vault's is read on
    /// another thread while keys move through the glimpse; a change waits
    /// for it (`NotesController.settleLoading`).
    private func finishLoadingAfterFirstFrame() {
        guard let controller = container.loadedController, controller.isGlimpse else { return }
        // Not `startLoadingRest` for a vault yet: an outside change made during that load went unshown.
        do {
            try controller.finishLoading()
        } catch {
            return finish(.failed(error as? StoreError ?? .unreadable(path: container.dataFilePath, reason: "\(error)")))
        }
        render()
    }

    public func sceneWillResignActive() {
        trace.record("SceneDelegate.sceneWillResignActive")
    }

    /// Saves the library and any edit in progress, as the draft.
    public func sceneDidEnterBackground() {
        trace.record("SceneDelegate.sceneDidEnterBackground")
        saves.suspend(editOnScreen: interruptedEdit)
    }

    /// Takes in the rest of the library once its thread read it; true
    /// when it was (the list is exact from then on).
    private func takeInLoadedRest() -> Bool {
        guard let controller = container.loadedController, controller.isLoadingRest else { return false }
        do {
            return try controller.finishLoadingRest(waiting: false)
        } catch {
            finish(.failed(error as? StoreError ?? .unreadable(path: container.dataFilePath, reason: "\(error)")))
            return false
        }
    }

    /// Takes in what other processes saved while we were stopped.
    public func sceneWillEnterForeground() {
        trace.record("SceneDelegate.sceneWillEnterForeground")
        saves.resume()
    }

    // MARK: - Event loop

    /// Handles events until a screen quits, a signal ends the app, or the
    /// library cannot be opened.
    public func run() -> SceneOutcome {
        guard let terminal else { return .quit }
        var quietSince = ContinuousClock.now
        while outcome == nil {
            let busy = router.top?.hasIdleWork ?? false
            // While a save writes, the loop looks for its end every few
            // milliseconds; only a whole quiet interval counts as a pause.
            // A sync running on another thread is looked for the same way.
            let loading = container.loadedController?.isLoadingRest == true
            let writing = !busy && (saves.isWriting || sync?.isRunning == true || loading)
            let event = terminal.nextEvent(timeout: busy ? 0 : writing ? Self.saveCheckInterval : Self.idleInterval)
            if event == nil, writing, ContinuousClock.now - quietSince < .milliseconds(Self.idleInterval) {
                let loaded = takeInLoadedRest()
                let saved = saves.afterEvent()
                if sync?.turn() == true || saved || loaded, outcome == nil { render() }
                continue
            }
            quietSince = .now
            step(event)
        }
        return outcome ?? .quit
    }

    /// How often the loop looks whether a background save finished (ms).
    static let saveCheckInterval = 15

    /// How the run ended, once it has.
    var finishedOutcome: SceneOutcome? { outcome }

    /// One turn of the loop: an event, or a pause (nil), then autosave and draw.
    func step(_ event: TerminalEvent?) {
        if let event {
            let revision = container.loadedController?.revision
            handle(event)
            // Every key restarts the wait of a sync that a change made due.
            switch event {
            case .key, .paste: sync?.userActed(changedNotes: container.loadedController?.revision != revision)
            default: break
            }
        } else {
            router.top?.idle()
            // The edit on screen is kept as the draft; a library changed
            // by another process or by hand shows while idle.
            saves.pause(editOnScreen: interruptedEdit)
        }
        afterEvent()
    }

    func handle(_ event: TerminalEvent) {
        switch event {
        case .resize:
            break
        case .suspend:
            sceneWillResignActive()
            sceneDidEnterBackground()
            // A running sync gets a moment to finish, so git is not stopped holding the library.
            sync?.willStop()
            chrome.quitNotice = nil
            terminal?.suspend()
        case .resume:
            sceneWillEnterForeground()
            sceneDidBecomeActive()
        case let .terminate(signal):
            finish(.terminated(Self.name(of: signal)))
        case let .paste(text):
            // Nothing is typed blind into a screen too small to show it.
            guard !isTooSmall else { break }
            if chrome.consumesInput { chrome.dismiss() } else { router.top?.handlePaste(text) }
        case let .key(key):
            handle(key)
        case let .mouse(mouse):
            // Under the help or a question the screen below is not touched.
            guard !isTooSmall, chrome.quitQuestion == nil, !chrome.consumesInput else { break }
            chrome.quitNotice = nil
            router.top?.handle(mouse)
        }
    }

    private func handle(_ key: Key) {
        let action = SceneKeys.map.binding(for: key)?.action
        if action == .quit {
            // Ctrl-C at the quit question answers it: yes.
            if chrome.quitQuestion != nil { return answerQuitQuestion(.yes) }
            return requestQuit()
        }
        // While the screen cannot be drawn, a key could answer a prompt or
        // change a note unseen: only quitting (and suspending) works.
        guard !isTooSmall else { return }
        chrome.quitNotice = nil
        if chrome.quitQuestion != nil {
            if let answer = PromptAnswer(key) { answerQuitQuestion(answer) }
            return
        }
        if chrome.consumesInput {
            chrome.handleHelpKey(key)
            return
        }
        let wantsHelp = action == .help || (action == .helpUnlessTyping && !(router.top?.capturesText ?? false))
        if wantsHelp {
            chrome.showHelp(on: router.top?.name, status: sync?.state.fullReason)
            return
        }
        router.top?.handle(key)
    }

    private func afterEvent() {
        // Keys typed ahead (a paste that came as keys) are all handled
        // before the next save and frame: a frame per key would make a long
        // paste cost the square of its length. The last of them saves and draws.
        if outcome == nil, terminal?.hasPendingEvents == true { return }
        _ = takeInLoadedRest()
        // The frame first, then the save: what a key does shows at once,
        // however long the library takes to write; a save that fails (or
        // recovers) is shown by a second frame.
        if outcome == nil { render() }
        if saves.afterEvent(), outcome == nil { render() }
        // After the save: a sync starts only once the latest change is on disk.
        if sync?.turn() == true, outcome == nil { render() }
    }

    /// Stopping or quitting waits a moment for a sync: the screen says so.
    private func showWaitingForSync() {
        let seconds = String(format: "%g", sync?.schedule.quitWait ?? 0)
        chrome.quitNotice = "Finishing the sync (at most \(seconds) s)…"
        render()
    }

    // MARK: - Quitting

    /// Quits, unless the library cannot be saved: then asks first, since
    /// quitting means the work goes to a rescue copy instead. Where asking
    /// is impossible (a terminal too small to show it) the app quits and
    /// `applicationWillTerminate` writes the rescue copy.
    private func requestQuit() {
        guard !isTooSmall, let error = saves.quit(editOnScreen: interruptedEdit) else { return finish(.quit) }
        chrome.askToQuit(notSavedBecause: error)
    }

    /// Yes: the unsaved work is written to a rescue copy now, and the app
    /// quits only once it is; if no folder takes it, the app stays.
    private func answerQuitQuestion(_ answer: PromptAnswer) {
        chrome.dismissQuitQuestion()
        guard answer == .yes else { return }
        if case .failed = saves.rescue(editOnScreen: interruptedEdit) {
            chrome.quitNotice = "Could not write a rescue copy anywhere; still open — free some space, then quit again"
            return
        }
        finish(.quit)
    }

    private func finish(_ outcome: SceneOutcome) {
        if self.outcome == nil { self.outcome = outcome }
    }

    // MARK: - Drawing

    private var isTooSmall: Bool {
        terminal.map { SceneChrome.isTooSmall($0.size) } ?? false
    }

    func render() {
        // A scene that already failed (an unreadable library) draws nothing:
        // its one line goes to stderr once the terminal is restored.
        guard let terminal else { return }
        if case .failed = outcome { return }
        var canvas = Canvas(size: terminal.size)
        if SceneChrome.isTooSmall(canvas.size) {
            SceneChrome.renderTooSmall(into: &canvas)
        } else {
            router.top?.render(into: &canvas)
            chrome.render(over: &canvas, saveError: container.loadedController?.lastSaveError)
        }
        terminal.present(canvas)
    }

    private static func name(of signal: TerminationSignal) -> String {
        switch signal {
        case .interrupt: return "SIGINT"
        case .terminate: return "SIGTERM"
        case .hangup: return "SIGHUP"
        }
    }
}
