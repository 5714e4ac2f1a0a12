import NotesCore
import NotesModel
import NotesStorage

/// When the library is written: the one place that decides. The scene
/// reports each moment of its life here (after an event, a pause, suspend,
/// resume, quit), and the outside editor's return is reported by whoever
/// ran it; screens and coordinators change notes through the controller
/// and never save. Each moment's effect is returned as a value.
final class SavePolicy {
    private let loadedController: () -> NotesController?
    private let rescuer: () -> UnsavedWorkRescue
    /// Whether saves after events are written on another thread (the app),
    /// or before the next event is read (tests that step the scene).
    private let writesInBackground: Bool

    init(loadedController: @escaping () -> NotesController?, rescuer: @escaping () -> UnsavedWorkRescue,
         writesInBackground: Bool = false) {
        self.loadedController = loadedController
        self.rescuer = rescuer
        self.writesInBackground = writesInBackground
    }

    private var controller: NotesController? { loadedController() }

    // MARK: - The scene's moments

    /// After the events that changed something: every change goes to disk
    /// right after the event that made it, once its frame is drawn. In the
    /// app the write runs on another thread, so no key ever waits for it
    /// (writing a large library takes long enough to feel); changes made while
    /// it writes go with the next save. A failed save is retried on the
    /// next event or pause. Returns whether the screen must be drawn again:
    /// the save failed or recovered, or it brought in others' notes.
    @discardableResult
    func afterEvent() -> Bool {
        guard let controller else { return false }
        guard writesInBackground else {
            guard controller.hasUnsavedChanges else { return false }
            let before = controller.lastSaveError
            controller.saveIfNeeded()
            return controller.lastSaveError != before
        }
        let changed = controller.finishBackgroundSave(waiting: false)
        controller.startBackgroundSave()
        return changed
    }

    /// Whether a save is writing on another thread: the scene then looks
    /// for its end often, to take it in and start the next.
    var isWriting: Bool { controller?.isSavingInBackground ?? false }

    /// A pause in typing: the edit on screen is kept as the draft, so that
    /// even a `kill -9` loses at most the last moment's typing, and a
    /// library changed by another process or by hand is taken in.
    func pause(editOnScreen edit: Draft?) {
        guard let controller else { return }
        if let edit { controller.autosaveDraft(edit) }
        controller.syncIfChangedElsewhere()
    }

    /// Before the process stops (Ctrl-Z): the library and the edit on
    /// screen, as the draft, are written.
    func suspend(editOnScreen edit: Draft?) {
        guard let controller else { return }
        controller.autosaveDraft(edit)
        controller.saveIfNeeded()
    }

    /// After a stop: what other processes saved meanwhile is taken in.
    func resume() {
        try? controller?.sync()
    }

    /// Asked to quit: the edit on screen goes to disk with the rest, when
    /// it can. Returns why the library could not be saved, if it could not:
    /// quitting then means the work goes to a rescue copy instead.
    func quit(editOnScreen edit: Draft?) -> StoreError? {
        guard let controller else { return nil }
        controller.autosaveDraft(edit)
        controller.saveIfNeeded()
        return controller.hasUnsavedChanges ? controller.lastSaveError : nil
    }

    /// Writes what could not be saved (with `edit`) to a rescue copy.
    func rescue(editOnScreen edit: Draft?) -> UnsavedWorkRescue.Outcome {
        guard let controller else { return .nothingToRescue }
        return rescuer().rescue(controller, edit: edit)
    }

    /// The process ends: everything is saved, an interrupted edit kept as
    /// the draft (`keepingEdit`); a headless command (`keepingEdit` false)
    /// leaves the library's draft alone. When saving fails, what would be
    /// lost goes to a rescue copy and `UnsavedWorkError` names it.
    func terminate(editOnScreen edit: Draft?, keepingEdit: Bool) throws {
        guard let controller else { return }
        controller.finishBackgroundSave(waiting: true)
        if keepingEdit { controller.keepInterruptedEdit(edit) }
        guard controller.hasUnsavedChanges else { return }
        do {
            try controller.save()
        } catch let error as StoreError {
            switch rescuer().rescue(controller, edit: edit) {
            case .nothingToRescue: throw error
            case let .written(path): throw UnsavedWorkError(saveError: error, rescuePath: path, triedFolders: [])
            case let .failed(folders): throw UnsavedWorkError(saveError: error, rescuePath: nil, triedFolders: folders)
            }
        }
    }

    // MARK: - The user's editor

    /// The user's editor returned new text: it is saved as Ctrl-S would
    /// (`saveEdit`), this process's draft is dropped, and the library is
    /// written now — the editor's file goes only once the text is on disk.
    func editorReturned(_ edit: NoteEdit, in controller: NotesController) -> (outcome: EditOutcome, onDisk: Bool) {
        let outcome = controller.saveEdit(edit)
        controller.clearOwnDraft()
        return (outcome, writeNow(controller))
    }

    /// The user's editor stopped after writing: its text is kept unsaved,
    /// as the draft (or, while another instance edits, a note of its own),
    /// and written now. Returns whether it is on disk.
    func editorStopped(keeping edit: Draft?, in controller: NotesController) -> Bool {
        controller.keepInterruptedEdit(edit)
        return writeNow(controller)
    }

    private func writeNow(_ controller: NotesController) -> Bool {
        controller.saveIfNeeded()
        return controller.lastSaveError == nil
    }
}
