import NotesCore
