import Foundation
import NotesCore

/// The quick open flow (`Ctrl-P`): the palette pushed over the current
/// screen; it ends with the note chosen, a title for a new note, or
/// nothing (`Esc`), once the palette is gone.
final class QuickOpenCoordinator: BaseCoordinator {
    enum Choice: Equatable {
        case open(UUID)
        case create(title: String)
    }

    private let router: Routing
    private let screens: QuickOpenScreens
    private let controller: NotesController
    var onFinish: ((Choice?) -> Void)?

    init(router: Routing, screens: QuickOpenScreens, controller: NotesController) {
        self.router = router
        self.screens = screens
        self.controller = controller
    }

    override func start() {
        let palette = screens.makeQuickOpen(controller: controller)
        palette.onOpen = { [weak self] id in self?.finish(with: .open(id)) }
        palette.onCreate = { [weak self] title in self?.finish(with: .create(title: title)) }
        palette.onClose = { [weak self] in self?.finish(with: nil) }
        router.push(palette)
    }

    private func finish(with choice: Choice?) {
        router.pop()
        onFinish?(choice)
    }
}
