import Foundation

/// Where the interactive app should land once the library is open.
public enum LaunchRoute: Equatable, Sendable {
    /// The Notes list (or Welcome on a first run).
    case home
    /// Straight into a new, empty note.
    case newNote
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
