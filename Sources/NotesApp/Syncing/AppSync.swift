import Foundation
import NotesCore
import NotesModel

/// The app's side of sync: the scene reports its moments here (the first
/// frame, keys, each turn of the loop, Ctrl-Z, the end), and this decides
/// with `SyncScheduler` when a sync runs, keeps it behind the saves (the
/// latest change is on disk before a sync commits it), and takes in the
/// notes a sync brought, as another writer's. Nothing here waits for a
/// sync on a key: only stopping and quitting wait, and only `quitWait`.
final class AppSync {
    private let scheduler: SyncScheduler
    private let controller: () -> NotesController?
    private let now: () -> Date
    let timeZone: ShownTimeZone
    /// Called just before stopping or quitting waits for a sync, so the
    /// screen can say why nothing happens for a moment.
    var beforeWaiting: (() -> Void)?
    /// A sync brought notes that are not taken in yet (a save was writing).
    private var takeInPending = false

    init(syncer: LibrarySyncing, schedule: SyncSchedule, monotonicNow: @escaping () -> Double,
         controller: @escaping () -> NotesController?, now: @escaping () -> Date, timeZone: ShownTimeZone) {
        scheduler = SyncScheduler(syncer: syncer, schedule: schedule, now: monotonicNow)
        self.controller = controller
        self.now = now
        self.timeZone = timeZone
    }

    var state: SyncState { scheduler.state }
    var isRunning: Bool { scheduler.isRunning }
    var schedule: SyncSchedule { scheduler.schedule }

    /// The header's words for `width` columns.
    func headerText(width: Int) -> String {
        scheduler.state.headerText(width: width, now: now(), timeZone: timeZone)
    }

    // MARK: - The scene's moments

    /// The first frame is drawn: the launch's sync starts now.
    func launched() {
        scheduler.launched()
        _ = turn()
    }

    /// A key or paste was handled; `changedNotes` when it changed notes.
    func userActed(changedNotes: Bool) {
        scheduler.userActed(changedNotes: changedNotes)
    }

    /// A turn of the loop (after an event, a pause, or a look while a
    /// save or a sync runs): takes in a finished sync, then starts the
    /// one that is due once no save is writing. Returns whether the
    /// screen must be drawn again.
    func turn() -> Bool {
        var changed = false
        if let result = scheduler.finishIfDone() {
            changed = true
            if case .synced(_, broughtChanges: true) = result { takeInPending = true }
        }
        if takeInPending, let controller = controller(), !controller.isSavingInBackground {
            // The save that wrote meanwhile merged them already, or this does (docs: two writers).
            takeInPending = false
            if controller.syncIfChangedElsewhere() { changed = true }
        }
        if scheduler.startIfDue(mayStart: mayStart) { changed = true }
        return changed
    }

    /// A sync starts only with the library written: no save writing, and
    /// nothing unsaved. (While saves fail, none starts: the change it
    /// waits for would miss it, and git could not write either.)
    private var mayStart: Bool {
        guard let controller = controller() else { return false }
        return !controller.isSavingInBackground && !controller.hasUnsavedChanges
    }

    /// Ctrl-Z: a running sync is given at most `quitWait` to finish, so
    /// that git is not stopped half-way through with the library locked;
    /// no new sync starts. A sync still running is stopped with the app's
    /// process group and goes on after `fg`.
    func willStop() {
        guard scheduler.willWaitBeforeLeaving(startingOne: false) else { return }
        beforeWaiting?()
        if case .finished(.synced(_, broughtChanges: true)) = scheduler.finishBeforeLeaving(startingOne: false) {
            takeInPending = true
        }
    }

    /// The end: after the last save, a quit runs one more sync when
    /// changes wait for one (or the last failed); a signal only lets a
    /// running one finish. Each waits at most `quitWait` seconds in all.
    /// Returns a line for the user when the sync did not finish, or failed.
    func willTerminate(quitting: Bool) -> String? {
        guard controller() != nil else { return nil }
        // After a signal the terminal may be gone: nothing more is drawn.
        if quitting, scheduler.willWaitBeforeLeaving(startingOne: true) { beforeWaiting?() }
        switch scheduler.finishBeforeLeaving(startingOne: quitting) {
        case .nothingToDo, .finished(.synced):
            return nil
        case let .finished(.failed(reason)):
            return "sync failed: \(reason); the notes are saved here and go with the next sync"
        case .unfinished:
            let seconds = String(format: "%g", schedule.quitWait)
            return "sync did not finish within \(seconds) s; the notes are saved here and go with the next sync"
        }
    }
}
