import Foundation

/// Which notes of a library changed since its store last loaded or saved
/// it — here (what a save must write) or elsewhere (what a reload must
/// read). A store that keeps a file per note needs the ids to leave every
/// other file alone; one that writes the whole library at once needs none.
public enum LibraryChanges: Equatable, Sendable {
    /// Any note may have changed: the store compares what it must.
    case unknown
    /// Only these notes were created, changed (edited, pinned, trashed,
    /// restored) or deleted. The draft and the library's own fields are
    /// not counted: a store compares those, one value each.
    case notes(Set<UUID>)
}

/// An entry of the library that a load left out because it is not a
/// readable note: where it is and why, in one line a person can act on.
public struct SkippedEntry: Equatable, Sendable {
    /// The entry's path, as the store names it (relative to the library).
    public var path: String
    /// Why it was left out ("not UTF-8", "a FIFO"), without the path.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, one line as a command prints it.
    public var line: String { "\(path): \(reason)" }
}
