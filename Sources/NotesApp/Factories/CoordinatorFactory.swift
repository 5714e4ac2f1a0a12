/// Builds the flows' coordinators with their router and screen factory.
final class CoordinatorFactory: FlowFactory {
    private let screens: ScreenFactory

    init(screens: ScreenFactory) {
        self.screens = screens
    }

    func makeWelcomeCoordinator(router: Routing) -> WelcomeCoordinator {
        WelcomeCoordinator(router: router, screens: screens)
    }

    func makeNotesCoordinator(router: Routing, route: LaunchRoute, isFirstRun: Bool) -> NotesCoordinator {
        NotesCoordinator(router: router, screens: screens, route: route, isFirstRun: isFirstRun)
    }
}
