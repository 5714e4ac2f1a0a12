import Foundation
import NotesModel

// Keeping `allNotes`, `notes` and `trashedNotes` in order cheaply: a change
// that keeps the order (a pin, a trashing) and an own save read back skip
// the sort and the note-by-note comparison `changeNotes` does.
extension NotesController {
    /// Puts a new version of the note at `index` of `allNotes` whose
    /// `modified` did not change (a pin, a trashing), so the order holds:
    /// no sort and no comparison of every note, as `changeNotes` does.
    func replaceKeepingOrder(at index: Int, with note: Note) {
        let old = allNotes[index]
        precondition(old.id == note.id && old.modified == note.modified, "the order would change")
        let cached = sortedCache.flatMap { $0.revision == revision ? $0 : nil }
        allNotes[index] = note
        let visible = notes.firstIndex { $0.id == note.id }
        switch (old.isTrashed, note.isTrashed) {
        case (false, false):
            if let visible { notes[visible] = note }
        case (false, true):
            // Out of the list: one removal, and the sorted list keeps its
            // order without it (a trashing costs no sort).
            if let visible { notes.remove(at: visible) }
            trashedNotes = Self.latestTrashedFirst(trashedNotes + [note])
            if var cached, let visible, let position = cached.notes.firstIndex(where: { $0.id == note.id }) {
                cached.remove(at: position, fromNotesAt: visible, revision: revision)
                sortedCache = cached
            }
        case (true, false):
            notes = allNotes.filter { $0.trashed == nil }
            trashedNotes.removeAll { $0.id == note.id }
        case (true, true):
            trashedNotes = Self.latestTrashedFirst(allNotes)
        }
    }

    static func latestTrashedFirst(_ notes: [Note]) -> [Note] {
        notes.filter { $0.trashed != nil }.sorted { lhs, rhs in
            if lhs.trashed != rhs.trashed { return lhs.trashed! > rhs.trashed! }
            return lhs.id.textPrecedes(rhs.id)
        }
    }
}
