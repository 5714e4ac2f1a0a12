import Foundation
import NotesCore

/// The main flow: the Notes list at the root, Note detail pushed over it.
final class NotesCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: ScreenFactory
    private let route: LaunchRoute
    private let isFirstRun: Bool
    private weak var list: NotesListScreen?
    var onQuit: (() -> Void)?
    var onFailure: ((StoreError) -> Void)?

    init(router: Routing, screens: ScreenFactory, route: LaunchRoute, isFirstRun: Bool) {
        self.router = router
        self.screens = screens
        self.route = route
        self.isFirstRun = isFirstRun
    }

    override func start() {
        let list = screens.makeNotesList(seedSamplesIfNew: isFirstRun)
        list.onOpenNote = { [weak self] id in self?.showNote(id) }
        list.onNewNote = { [weak self] in self?.showEditor(.newNote) }
        list.onEditExternally = { [weak self] id in self?.editExternally(id) }
        list.onQuit = { [weak self] in self?.onQuit?() }
        list.onLoadFailure = { [weak self] error in self?.onFailure?(error) }
        self.list = list
        router.setRoot(list)
        guard let controller = screens.loadedController else { return }
        // A draft reopens unless another running instance is editing it.
        if let draft = controller.adoptDraft() {
            showEditor(.draft(draft))
            return
        }
        switch route {
        case .home: break
        case .newNote: showEditor(.newNote)
        case let .openNote(id): showNote(id)
        case let .search(query): list.applyFilter(query)
        }
    }

    private func showNote(_ id: UUID) {
        guard let note = screens.loadedController?.note(withID: id) else { return }
        showEditor(.existing(note))
    }

    /// Hands the note to `$VISUAL`/`$EDITOR` and saves what comes back as
    /// Ctrl-S would (as a new note if it was deleted meanwhile).
    private func editExternally(_ id: UUID) {
        guard let controller = screens.loadedController, let note = controller.note(withID: id) else { return }
        let saves = screens.saves
        var saved: EditOutcome?
        var keptEdit: Draft?
        let outcome = screens.makeExternalEditing().edit(title: note.title, body: note.body, commit: { title, body in
            let edit = NoteEdit(noteID: id, title: title, body: body, originalTitle: note.title, originalBody: note.body)
            let result = saves.editorReturned(edit, in: controller)
            saved = result.outcome
            return result.onDisk
        }, keepUnsaved: { title, body in
            // As the draft (or, while another instance edits, a note of its own).
            let edit = Draft(noteID: id, title: title, body: body)
            let onDisk = saves.editorStopped(keeping: edit, in: controller)
            if controller.draft == edit { keptEdit = edit }
            return onDisk
        })
        list?.select(saved?.noteID ?? id)
        list?.showNotice(outcome.message(saved: saved))
        // The kept text is shown where it can be saved or discarded.
        if case .keptUnsaved = outcome, let keptEdit { showEditor(.draft(keptEdit), notice: outcome.message) }
    }

    private func showEditor(_ subject: NoteDetailSubject, notice: String? = nil) {
        let detail = screens.makeNoteDetail(subject)
        if let notice { detail.showNotice(notice) }
        detail.onClose = { [weak self] noteID, saved in
            self?.router.pop()
            if let noteID { self?.list?.select(noteID) }
            if let notice = saved?.notice { self?.list?.showNotice(notice) }
        }
        router.push(detail)
    }
}
