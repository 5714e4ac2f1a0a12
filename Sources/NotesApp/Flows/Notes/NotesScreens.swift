import NotesCore

/// What the notes flow needs built (a factory provides it): adding a
/// screen to the flow is one file here and one method.
protocol NotesScreens: TagsScreens, TrashScreens, QuickOpenScreens, LinksScreens, HistoryScreens,
    TemplatePickerScreens {
    /// When the library is written; for whoever runs the user's editor.
    var saves: SavePolicy { get }
    /// The daily note (`D`) and notes from templates (`N`).
    var starter: NoteStarter { get }
    /// `glimpsing`: the first frame may come from the library's first
    /// screenful, before the whole library is loaded (the scene loads it next).
    func makeNotesList(seedSamplesIfNew: Bool, glimpsing: Bool) -> NotesListScreen
    func makeNoteDetail(_ subject: NoteDetailSubject, controller: NotesController) -> NoteDetailScreen
    func makeExternalEditing() -> ExternalEditSession
}
