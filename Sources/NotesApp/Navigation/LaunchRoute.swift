import Foundation

/// Where the interactive app should land once the library is open.
public enum LaunchRoute: Equatable, Sendable {
    /// The Notes list (or Welcome on a first run).
    case home
    /// Straight into a new, empty note.
    case newNote
    /// Straight into a new note with this title and text (the daily
    /// note, a template's), unsaved until it is saved.
    case newNoteFrom(title: String, body: String, line: Int?, column: Int?)
    /// Straight into a note just made (the daily note), the cursor at
    /// this line and column of its body.
    case openNoteAt(UUID, line: Int, column: Int)
    /// Straight into this note.
    case openNote(UUID)
    /// The Notes list with this filter applied.
    case search(String)
}

/// The first flow, decided at launch only from whether a library exists.
public enum FirstFlow: Equatable, Sendable {
    case welcome
    case notes(LaunchRoute)
}
