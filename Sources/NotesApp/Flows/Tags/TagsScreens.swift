import NotesCore

/// What the tags flow needs built (a factory provides it).
protocol TagsScreens {
    func makeTags(controller: NotesController) -> TagsScreen
}
