import NotesCore
import NotesModel

/// The trash flow (`T` in the list): the Trash screen pushed over the
/// list, a read-only note pushed over it; `onFinish` once it is left.
final class TrashCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: TrashScreens
    private let controller: NotesController
    var onFinish: (() -> Void)?

    init(router: Routing, screens: TrashScreens, controller: NotesController) {
        self.router = router
        self.screens = screens
        self.controller = controller
    }

    override func start() {
        let trash = screens.makeTrash(controller: controller)
        trash.onRead = { [weak self] note in self?.read(note) }
        trash.onBack = { [weak self] in
            self?.router.pop()
            self?.onFinish?()
        }
        router.push(trash)
    }

    private func read(_ note: Note) {
        let reader = screens.makeNoteReader(note, place: .trash)
        reader.onBack = { [weak self] in self?.router.pop() }
        router.push(reader)
    }
}
