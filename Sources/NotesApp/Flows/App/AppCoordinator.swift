import NotesStorage

/// The root of the navigation: starts the welcome flow on a first run,
/// otherwise the notes flow, and moves from one to the other.
public final class AppCoordinator: BaseCoordinator {
    private let router: Routing
    private let factory: FlowFactory
    private let firstFlow: FirstFlow
    /// Called when a flow asks the app to quit, or cannot go on.
    var onFinish: ((SceneOutcome) -> Void)?

    init(router: Routing, factory: FlowFactory, firstFlow: FirstFlow) {
        self.router = router
        self.factory = factory
        self.firstFlow = firstFlow
    }

    public override func start() {
        switch firstFlow {
        case .welcome: runWelcomeFlow()
        case let .notes(route): runNotesFlow(route: route, isFirstRun: false)
        }
    }

    private func runWelcomeFlow() {
        let welcome = factory.makeWelcomeCoordinator(router: router)
        welcome.onGetStarted = { [weak self, weak welcome] in
            self?.removeChild(welcome)
            self?.runNotesFlow(route: .home, isFirstRun: true)
        }
        welcome.onQuit = { [weak self] in self?.onFinish?(.quit) }
        addChild(welcome)
        welcome.start()
    }

    private func runNotesFlow(route: LaunchRoute, isFirstRun: Bool) {
        let notes = factory.makeNotesCoordinator(router: router, route: route, isFirstRun: isFirstRun)
        notes.onQuit = { [weak self] in self?.onFinish?(.quit) }
        notes.onFailure = { [weak self] error in self?.onFinish?(.failed(error)) }
        addChild(notes)
        notes.start()
    }
}

/// How a scene's run ended.
public enum SceneOutcome: Equatable, Sendable {
    case quit
    case terminated(String)
    case failed(StoreError)
}
