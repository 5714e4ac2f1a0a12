import Foundation
import NotesCore

/// Decides when the app syncs, and runs one sync at a time on another
/// thread: at launch, once typing has paused for `delayAfterTyping`
/// seconds after a change (every key restarts the wait; a change made
/// while a sync runs makes another after it), every `interval` seconds
/// after the last sync ended while typing has paused as long (so an idle
/// app shows what other machines did), and on the way out. It
/// knows nothing of screens or saves: its owner (`AppSync`) says when a
/// sync may start, and looks for the end of one on the main loop.
final class SyncScheduler {
    let schedule: SyncSchedule
    private let syncer: LibrarySyncing
    /// Seconds on a clock that only goes forward; a test steps its own.
    private let now: () -> Double
    /// What the header shows.
    private(set) var state = SyncState.notYet
    private var running: BackgroundSync?
    /// The launch's sync has not started yet.
    private var launchPending = false
    /// Changes were made here that no sync has started with yet.
    private(set) var changesWaiting = false
    /// When the last key came.
    private var lastInput = -Double.infinity
    /// When the last sync ended: the next periodic one counts from there.
    private var lastEnded: Double?

    init(syncer: LibrarySyncing, schedule: SyncSchedule, now: @escaping () -> Double) {
        self.syncer = syncer
        self.schedule = schedule
        self.now = now
    }

    var isRunning: Bool { running != nil }

    // MARK: - What happened

    /// The first frame is on screen: the launch's sync is due.
    func launched() { launchPending = true }

    /// A key or a paste; `changedNotes` when it changed the library.
    func userActed(changedNotes: Bool) {
        lastInput = now()
        if changedNotes { changesWaiting = true }
    }

    /// Whether a sync should start now (when it may).
    var isDue: Bool {
        guard running == nil else { return false }
        if launchPending { return true }
        let time = now()
        guard time - lastInput >= schedule.delayAfterTyping else { return false }
        if changesWaiting { return true }
        guard schedule.interval > 0, let lastEnded else { return false }
        return time - lastEnded >= schedule.interval
    }

    // MARK: - Running

    /// Starts the sync that is due, when `mayStart` (nothing of the
    /// library waits to be written). Returns whether one started.
    @discardableResult
    func startIfDue(mayStart: Bool) -> Bool {
        guard mayStart, isDue else { return false }
        start()
        return true
    }

    private func start() {
        // The sync takes every change saved so far; later ones wait for the next.
        launchPending = false
        changesWaiting = false
        state = .syncing
        running = BackgroundSync(syncer)
    }

    /// The result of the sync once it has finished (nil while it runs, or
    /// when none ran), the header's state updated.
    func finishIfDone() -> LibrarySyncResult? {
        guard let result = running?.result else { return nil }
        return finish(result)
    }

    private func finish(_ result: LibrarySyncResult) -> LibrarySyncResult {
        running = nil
        lastEnded = now()
        switch result {
        case let .synced(at, _): state = .synced(at: at)
        case let .failed(reason): state = .failed(reason: reason)
        }
        return result
    }

    // MARK: - Stopping

    /// How the last moments' sync went.
    enum Ending: Equatable {
        /// No sync was running or needed.
        case nothingToDo
        case finished(LibrarySyncResult)
        /// Still running after `quitWait` seconds: the app goes on without it.
        case unfinished
    }

    /// Before the process stops or ends: waits at most `quitWait` seconds
    /// for a running sync; then, with `startingOne` (quitting) and changes
    /// no sync took yet or a last sync that failed, runs one more within
    /// what is left of the wait.
    func finishBeforeLeaving(startingOne: Bool) -> Ending {
        let deadline = DispatchTime.now() + schedule.quitWait
        var ending = Ending.nothingToDo
        if let running {
            guard let result = running.waitForResult(seconds: Self.seconds(until: deadline)) else { return .unfinished }
            ending = .finished(finish(result))
        }
        guard startingOne, needsOneMore else { return ending }
        start()
        guard let result = running?.waitForResult(seconds: Self.seconds(until: deadline)) else { return .unfinished }
        return .finished(finish(result))
    }

    /// Whether leaving will wait for a sync (`finishBeforeLeaving`).
    func willWaitBeforeLeaving(startingOne: Bool) -> Bool {
        running != nil || (startingOne && needsOneMore)
    }

    /// Changes no sync took yet, the launch's that never ran, or a last
    /// sync that failed (its commits are not pushed yet).
    private var needsOneMore: Bool {
        if case .failed = state { return true }
        return changesWaiting || launchPending
    }

    private static func seconds(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now()
        guard deadline > now else { return 0 }
        return Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
    }
}
