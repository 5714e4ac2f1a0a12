import Foundation
import NotesCore

/// The history flow (`h` in the list, `Ctrl-X h` in Note detail): the
/// History screen pushed over the screen it came from; `Esc` ends the flow,
/// back where it began (which shows a restored version's text).
final class HistoryCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: HistoryScreens
    private let controller: NotesController
    private let noteID: UUID
    var onFinish: (() -> Void)?

    init(router: Routing, screens: HistoryScreens, controller: NotesController, noteID: UUID) {
        self.router = router
        self.screens = screens
        self.controller = controller
        self.noteID = noteID
    }

    override func start() {
        let history = screens.makeHistory(noteID: noteID, controller: controller)
        history.onBack = { [weak self] in
            self?.router.pop()
            self?.onFinish?()
        }
        router.push(history)
    }
}
