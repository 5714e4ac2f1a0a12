import Foundation
import NotesModel

/// The notes in one of the list's orders, and where each came from: what
/// lets a search's matches (indices into `notes`) be put in the list's
/// order by arithmetic on indices, never touching the notes themselves
/// (reading each match's note would cost a filter key in a large library
/// most of its time in cache misses).
struct SortedNotes {
    private(set) var revision: Int
    let sort: NoteSort
    private(set) var notes: [Note]
    /// `order[k]` is the index in the controller's `notes` of `notes[k]`;
    /// nil when the two are in the same order (usually, for the default).
    private(set) var order: [Int]?
    /// The inverse of `order`, made when a search first needs it.
    private var positions: [Int]?

    init(revision: Int, sort: NoteSort, from unsorted: [Note], titleKeys: () -> [String]) {
        (self.revision, self.sort) = (revision, sort)
        order = sort.order(of: unsorted, titleKeys: titleKeys)
        notes = order.map { $0.map { unsorted[$0] } } ?? unsorted
    }

    /// The matches (ascending indices into the unsorted notes) as
    /// ascending positions in `notes`.
    mutating func positions(of matches: [Int]) -> [Int] {
        guard let order else { return matches }
        if positions == nil {
            var inverse = [Int](repeating: 0, count: order.count)
            for (position, index) in order.enumerated() { inverse[index] = position }
            positions = inverse
        }
        let positions = positions!
        return matches.map { positions[$0] }.sorted()
    }

    /// One note left both lists (the notes' `revision` now): it was
    /// `notes[position]`, and the unsorted list's `index`.
    mutating func remove(at position: Int, fromNotesAt index: Int, revision: Int) {
        self.revision = revision
        notes.remove(at: position)
        positions = nil
        guard var shifted = order else { return }
        shifted.remove(at: position)
        for k in shifted.indices where shifted[k] > index { shifted[k] -= 1 }
        order = shifted
    }
}

extension NotesController {
    func sortedNotes(by sort: NoteSort) -> SortedNotes {
        if let cached = sortedCache, cached.revision == revision, cached.sort == sort { return cached }
        let sorted = SortedNotes(revision: revision, sort: sort, from: notes) { titleKeys.keys(of: notes, revision: revision) }
        sortedCache = sorted
        return sorted
    }

    /// `search`, without waiting for the once-per-note work of searching,
    /// for the list's filter: the matches in `sort`'s order, as positions
    /// in `notes(sortedBy: sort)` (handed back too). Up to `budget` more
    /// notes are prepared first, and while some are not yet, the answer
    /// holds the matches among the newest notes and `isComplete` is false.
    /// Idle time (`prepareSearch`) prepares the rest; asked again, the
    /// answer grows to the exact one. So no key waits for a large library.
    public func searchSoFar(_ query: String, sortedBy sort: NoteSort) -> (sorted: [Note], positions: [Int], isComplete: Bool) {
        searchSoFar(query, sortedBy: sort, budget: preparationPace.notesPerKey)
    }

    func searchSoFar(_ query: String, sortedBy sort: NoteSort, budget: Int) -> (sorted: [Note], positions: [Int], isComplete: Bool) {
        let (matches, isComplete) = searchIndex.indicesSoFar(notes, revision: revision, query: query, budget: budget)
        var sorted = sortedNotes(by: sort)
        let positions = sorted.positions(of: matches)
        sortedCache = sorted
        return (sorted.notes, positions, isComplete)
    }
}
