/// The flows the root coordinator moves between (a factory builds them).
protocol FlowFactory {
    func makeWelcomeCoordinator(router: Routing) -> WelcomeCoordinator
    func makeNotesCoordinator(router: Routing, route: LaunchRoute, isFirstRun: Bool) -> NotesCoordinator
}
