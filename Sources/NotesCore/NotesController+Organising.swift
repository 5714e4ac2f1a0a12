import Foundation
import NotesModel

// Pins and the trash (docs/behaviour.md, "Organising"). None of these
// changes `modified`: they organise a note, they do not edit it.
extension NotesController {
    /// Pins or unpins a note not in the trash; false when there is none.
    @discardableResult
    public func setPinned(_ id: UUID, _ pinned: Bool) -> Bool {
        settleLoading()
        guard let index = allNotes.firstIndex(where: { $0.id == id }), !allNotes[index].isTrashed else { return false }
        guard allNotes[index].pinned != pinned else { return true }
        var note = allNotes[index]
        note.pinned = pinned
        replaceKeepingOrder(at: index, with: note)
        markUnsaved(id)
        return true
    }

    /// Moves a note to the trash and remembers it for `undoTrash`; false
    /// when there is no such note outside the trash.
    @discardableResult
    public func trashNote(_ id: UUID) -> Bool {
        settleLoading()
        guard let index = allNotes.firstIndex(where: { $0.id == id }), !allNotes[index].isTrashed else { return false }
        var note = allNotes[index]
        note.trashed = clock()
        replaceKeepingOrder(at: index, with: note)
        trashedThisSession.append(id)
        markUnsaved(id)
        return true
    }

    /// Takes a note out of the trash; false when it is not in the trash.
    @discardableResult
    public func restoreNote(_ id: UUID) -> Bool {
        settleLoading()
        guard let index = allNotes.firstIndex(where: { $0.id == id }), allNotes[index].isTrashed else { return false }
        var note = allNotes[index]
        note.trashed = nil
        replaceKeepingOrder(at: index, with: note)
        trashedThisSession.removeAll { $0 == id }
        markUnsaved(id)
        return true
    }

    /// Restores the note most recently trashed in this session that is
    /// still in the trash — again and again, back through the session.
    /// Returns it, or nil when there is nothing left to undo.
    public func undoTrash() -> Note? {
        while let id = trashedThisSession.popLast() {
            guard let note = note(withID: id), note.isTrashed else { continue }
            restoreNote(id)
            return self.note(withID: id)
        }
        return nil
    }

    /// Whether `undoTrash` has something to restore.
    public var canUndoTrash: Bool {
        trashedThisSession.contains { note(withID: $0)?.isTrashed == true }
    }

    /// Deletes every note in the trash for good; returns how many.
    @discardableResult
    public func emptyTrash() -> Int {
        settleLoading()
        let emptied = trashedNotes.map(\.id)
        let count = emptied.count
        guard count > 0 else { return 0 }
        changeNotes { $0.removeAll { $0.trashed != nil } }
        trashedThisSession.removeAll()
        emptied.forEach(markUnsaved)
        return count
    }
}

extension NotesController {
    /// Whether `notes(sortedBy:)` answers without first doing much of the
    /// once-per-note work (folding names for the title order): false in a
    /// large library's first moments, until idle time (`prepareSearch`)
    /// has done it. The list then keeps its order and says it is sorting.
    /// Asking about the title order makes idle time fold the names from
    /// then on (until asked, it folds none).
    func canSortNow(by sort: NoteSort) -> Bool {
        guard sort == .title else { return true }
        titleKeys.areWanted = true
        if let cached = sortedCache, cached.revision == revision, cached.sort == sort { return true }
        return !titleKeys.lacksMore(than: Self.workAllowedOnAKey, of: notes, revision: revision)
    }

    /// Notes whose once-per-note work a key may do before answering.
    static let workAllowedOnAKey = 2_000

    /// The notes not in the trash in `sort`'s order, pinned first; kept
    /// until the notes change, so moving through the list costs nothing.
    public func notes(sortedBy sort: NoteSort) -> [Note] {
        sortedNotes(by: sort).notes
    }
}

/// Each note's folded name for the title order, kept until its text
/// changes: folding 10,000 names takes longer than a key may.
final class TitleKeys {
    private var keys = NoteDerived<String>()
    /// Whether the title order has been asked for: until then idle time
    /// folds no names (memory the indexes would spend on an order most
    /// never choose), and the first ask waits for them as a large
    /// library's first moments do.
    var areWanted = false

    /// Folds up to `budget` more of `notes`' names; true once all are.
    func prepare(_ notes: [Note], revision: Int, budget: Int) -> Bool {
        keys.prepare(notes, revision: revision, budget: budget, make: NoteSort.titleKey(of:))
    }

    /// Whether more than `limit` of `notes` have no folded name yet (so
    /// that sorting them now would fold them all while a key waits).
    func lacksMore(than limit: Int, of notes: [Note], revision: Int) -> Bool {
        keys.lacksMore(than: limit, of: notes, revision: revision)
    }

    /// Every note's key, in the order of `notes` (at `revision`).
    func keys(of notes: [Note], revision: Int) -> [String] {
        areWanted = true
        _ = keys.prepare(notes, revision: revision, make: NoteSort.titleKey(of:))
        return keys.values
    }
}
