import NotesCore

/// What the notes flow needs built (a factory provides it): adding a
/// screen to the flow is one file here and one method.
protocol NotesScreens: TagsScreens, TrashScreens, QuickOpenScreens, LinksScreens {
    /// When the library is written; for whoever runs the user's editor.
    var saves: SavePolicy { get }
    func makeNotesList(seedSamplesIfNew: Bool) -> NotesListScreen
    func makeNoteDetail(_ subject: NoteDetailSubject, controller: NotesController) -> NoteDetailScreen
    func makeExternalEditing() -> ExternalEditSession
}
