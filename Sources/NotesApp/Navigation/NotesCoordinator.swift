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
        list.onQuit = { [weak self] in self?.onQuit?() }
        list.onLoadFailure = { [weak self] error in self?.onFailure?(error) }
        self.list = list
        router.setRoot(list)
        guard let controller = screens.loadedController else { return }
        if let draft = controller.draft {
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

    private func showEditor(_ subject: NoteDetailSubject) {
        let detail = screens.makeNoteDetail(subject)
        detail.onClose = { [weak self] savedID in
            self?.router.pop()
            if let savedID { self?.list?.select(savedID) }
        }
        router.push(detail)
    }
}
