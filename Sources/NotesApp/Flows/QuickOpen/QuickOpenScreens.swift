import NotesCore

/// What the quick open flow needs built (a factory provides it).
protocol QuickOpenScreens {
    func makeQuickOpen(controller: NotesController) -> QuickOpenScreen
}
