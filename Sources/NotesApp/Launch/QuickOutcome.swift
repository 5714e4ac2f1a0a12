import NotesModel

/// What a command that skipped the load (`QuickAdd`, `QuickList`) did.
enum QuickOutcome {
    /// Written: the note is in the file.
    case added(Note)
    /// `QuickList`'s listing, to print.
    case listed([UInt8])
    /// Nothing was written, and this is why (what the full path would say).
    case failed(Error)
    /// Nothing was written: the full path adds the note, with the text
    /// already read (stdin cannot be read twice).
    case fullPath(body: String)
}
