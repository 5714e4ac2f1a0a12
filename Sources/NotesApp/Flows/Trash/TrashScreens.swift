import NotesCore
import NotesModel

/// What the trash flow needs built (a factory provides it).
protocol TrashScreens {
    func makeTrash(controller: NotesController) -> TrashScreen
    func makeNoteReader(_ note: Note, place: NoteReaderScreen.Place) -> NoteReaderScreen
}
