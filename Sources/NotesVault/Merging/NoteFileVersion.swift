import Foundation

/// One machine's version of one note's file in a vault, as sync hands it
/// to `NoteFileMerge`.
public struct NoteFileVersion: Equatable, Sendable {
    /// Vault-relative, `/`-separated, ending in `.md`; under `.trash/`
    /// when the note is in the trash.
    public var path: String
    /// The whole file.
    public var text: String
    /// When this side last changed it (the caller says).
    public var modified: Date

    public init(path: String, text: String, modified: Date) {
        (self.path, self.text, self.modified) = (path, text, modified)
    }
}

/// What merging two versions of one note's file gives.
public enum NoteFileMergeResult: Equatable, Sendable {
    /// Both sides' changes in one file.
    case merged(NoteFileVersion)
    /// Both sides changed the same lines: the newer version whole, and the
    /// other kept as a new note titled `<title> (conflict YYYY-MM-DD HH:MM)`.
    case conflict(winner: NoteFileVersion, copy: NoteFileVersion)
}
