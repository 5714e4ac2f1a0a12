import NotesCore

/// The tags flow (`t` in the list): the Tags screen pushed over the list;
/// it ends with the chosen tag, or nil for none.
final class TagsCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: TagsScreens
    private let controller: NotesController
    var onFinish: ((String?) -> Void)?

    init(router: Routing, screens: TagsScreens, controller: NotesController) {
        self.router = router
        self.screens = screens
        self.controller = controller
    }

    override func start() {
        let tags = screens.makeTags(controller: controller)
        tags.onChoose = { [weak self] tag in self?.finish(with: tag) }
        tags.onBack = { [weak self] in self?.finish(with: nil) }
        router.push(tags)
    }

    private func finish(with tag: String?) {
        router.pop()
        onFinish?(tag)
    }
}
