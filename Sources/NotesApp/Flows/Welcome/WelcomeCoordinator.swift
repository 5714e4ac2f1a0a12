/// The first-run flow: one Welcome screen, then Get Started or quit.
final class WelcomeCoordinator: BaseCoordinator {
    private let router: Routing
    private let screens: WelcomeScreens
    var onGetStarted: (() -> Void)?
    var onQuit: (() -> Void)?

    init(router: Routing, screens: WelcomeScreens) {
        self.router = router
        self.screens = screens
    }

    override func start() {
        let welcome = screens.makeWelcome()
        welcome.onGetStarted = { [weak self] in self?.onGetStarted?() }
        welcome.onQuit = { [weak self] in self?.onQuit?() }
        router.setRoot(welcome)
    }
}
