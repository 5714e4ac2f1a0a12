import Foundation
import NotesCore
import NotesSearching

/// The links flow (`Ctrl-G` in Note detail, `b` in the list): the Links
/// screen pushed over the screen it came from. A note chosen there is
/// opened by whoever started the flow (pushed over the Links screen, which
/// shows again when it closes); `Esc` ends the flow.
final class LinksCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: LinksScreens
    private let controller: NotesController
    private let noteID: UUID
    /// Opens a note, or a new note with a missing title.
    var onOpen: ((LinkTarget) -> Void)?
    var onFinish: (() -> Void)?

    init(router: Routing, screens: LinksScreens, controller: NotesController, noteID: UUID) {
        self.router = router
        self.screens = screens
        self.controller = controller
        self.noteID = noteID
    }

    override func start() {
        let links = screens.makeLinks(controller: controller, noteID: noteID)
        links.onOpen = { [weak self] target in self?.onOpen?(target) }
        links.onBack = { [weak self] in
            self?.router.pop()
            self?.onFinish?()
        }
        router.push(links)
    }
}
