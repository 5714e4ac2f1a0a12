import NotesModel

/// What Note detail edits.
enum NoteDetailSubject: Equatable {
    case newNote
    /// A new note whose title was typed before it opened (the filter's
    /// text, when nothing matched): unsaved until Ctrl-S, like `n`.
    case newNoteTitled(String)
    /// A new note begun from a template (or the daily note's title):
    /// unsaved until Ctrl-S, the cursor where the template put it.
    case newNoteFrom(title: String, FilledTemplate)
    case existing(Note)
    /// A note just made from a template (the daily note), the cursor
    /// where the template put it.
    case existingAt(Note, FilledTemplate.Spot)
    /// An interrupted edit, restored at launch (docs/behaviour.md §3).
    case draft(Draft)
}
