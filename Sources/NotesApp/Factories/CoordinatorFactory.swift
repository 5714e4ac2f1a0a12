/// Builds the flows' coordinators with their router and screen factory.
final class CoordinatorFactory: FlowFactory {
    private let screens: ScreenFactory
    /// Whether the note a launch opened returns to the shell once left.
    private let returnsToShell: Bool

    init(returnsToShell: Bool = false, screens: ScreenFactory) {
        self.screens = screens
        self.returnsToShell = returnsToShell
    }

    func makeWelcomeCoordinator(router: Routing) -> WelcomeCoordinator {
        WelcomeCoordinator(router: router, screens: screens)
    }

    func makeNotesCoordinator(router: Routing, route: LaunchRoute, isFirstRun: Bool) -> NotesCoordinator {
        let coordinator = NotesCoordinator(router: router, screens: screens, route: route, isFirstRun: isFirstRun)
        coordinator.returnsToShell = returnsToShell
        return coordinator
    }
}
