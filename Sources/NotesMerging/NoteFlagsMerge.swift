import Foundation
import NotesModel

/// How `pinned` and `trashed` merge when both sides have a note
/// (docs/file-format.md §7): field by field, a side that changed one wins;
/// where both changed `pinned`, pinned wins; where both changed `trashed`,
/// this side wins; and a note trashed on one side but edited on the other
/// comes back out of the trash with the edit.
struct NoteFlagsMerge {
    let pinned: Bool
    let trashed: Date?

    /// `base` is nil when both sides added the note (the same import, say):
    /// then both count as having set every field.
    init(base: Note?, mine: Note, theirs: Note, mineEdited: Bool, theirsEdited: Bool) {
        let minePinChanged = base.map { $0.pinned != mine.pinned } ?? true
        let theirsPinChanged = base.map { $0.pinned != theirs.pinned } ?? true
        switch (minePinChanged, theirsPinChanged) {
        case (true, true): pinned = mine.pinned || theirs.pinned
        case (false, true): pinned = theirs.pinned
        default: pinned = mine.pinned
        }

        let mineTrashChanged = base.map { $0.trashed != mine.trashed } ?? true
        let theirsTrashChanged = base.map { $0.trashed != theirs.trashed } ?? true
        let trashedHere = mineTrashChanged || !theirsTrashChanged
        let chosen = trashedHere ? mine.trashed : theirs.trashed
        // The trashing side's choice gives way to an edit made on the other.
        let editedOnOtherSide = trashedHere ? theirsEdited && theirs.trashed == nil : mineEdited && mine.trashed == nil
        trashed = chosen != nil && editedOnOtherSide ? nil : chosen
    }
}
