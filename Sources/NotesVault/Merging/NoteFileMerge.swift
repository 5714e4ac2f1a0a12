import Foundation

/// The three-way merge of one note's file between two machines
/// (docs/sync.md "How a note is merged").
public enum NoteFileMerge {
    /// `base` is the version both sides started from; nil when both added
    /// the note independently (the same id). `isPathTaken` says whether a
    /// vault path is in use (for the conflict copy's path); `makeID` gives
    /// the conflict copy's id.
    public static func merge(base: NoteFileVersion?, ours: NoteFileVersion, theirs: NoteFileVersion,
                             isPathTaken: (String) -> Bool, makeID: () -> UUID) -> NoteFileMergeResult {
        // A first cut while the line merge is written: equal sides merge,
        // any other pair is a conflict.
        if ours.text == theirs.text, ours.path == theirs.path {
            return .merged(ours.modified >= theirs.modified ? ours : theirs)
        }
        let (winner, loser) = theirs.modified > ours.modified ? (theirs, ours) : (ours, theirs)
        return .conflict(winner: winner, copy: loser)
    }
}
