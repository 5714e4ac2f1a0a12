/// What the first-run flow needs built (a factory provides it).
protocol WelcomeScreens {
    func makeWelcome() -> WelcomeScreen
}
