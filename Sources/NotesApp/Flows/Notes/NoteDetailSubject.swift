import NotesModel

/// What Note detail edits.
enum NoteDetailSubject: Equatable {
    case newNote
    /// A new note whose title was typed before it opened (the filter's
    /// text, when nothing matched): unsaved until Ctrl-S, like `n`.
    case newNoteTitled(String)
    case existing(Note)
    /// An interrupted edit, restored at launch (docs/behaviour.md §3).
    case draft(Draft)
}
