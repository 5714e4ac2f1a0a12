import NotesCore
import NotesModel
import TerminalKit

/// The notes the list shows: the sorted notes, or some of them (a
/// filter's matches) by position. A filter key then builds an array of
/// positions, not of notes: copying each matching note touched memory
/// scattered over a large library.
struct VisibleNotes: RandomAccessCollection {
    private let sorted: [Note]
    /// Ascending positions in `sorted`; nil for all of them.
    private let positions: [Int]?

    init(_ sorted: [Note] = [], positions: [Int]? = nil) {
        self.sorted = sorted
        self.positions = positions.flatMap { $0.count == sorted.count ? nil : $0 }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions?.count ?? sorted.count }
    subscript(index: Int) -> Note { positions.map { sorted[$0[index]] } ?? sorted[index] }
}

extension NotesListScreen {
    /// The notes the filter finds, in the sort's order: the sorted list
    /// (kept by the controller) narrowed to the matches, so a filter key
    /// costs no sort.
    /// A filter typed before every note is prepared for searching shows the
    /// matches found so far (`isComplete` false); idle time finds the rest.
    static func visible(in controller: NotesController, filter: String, sort: NoteSort) -> (notes: VisibleNotes, isComplete: Bool) {
        guard filter.contains(where: { !$0.isWhitespace }) else { return (VisibleNotes(controller.notes(sortedBy: sort)), true) }
        let (sorted, positions, isComplete) = controller.searchSoFar(filter, sortedBy: sort)
        return (VisibleNotes(sorted, positions: positions), isComplete)
    }
}

extension NotesListScreen {
    /// The widest title of all the notes, measured up to `width`: the title
    /// column keeps its width as a filter narrows the rows or they scroll.
    func widestTitle(upTo width: Int) -> Int {
        guard let controller else { return 0 }
        if let cache = widestTitleCache, cache.revision == controller.revision, cache.width == width { return cache.columns }
        let columns = controller.notes(sortedBy: .modified).reduce(0) { max($0, TextWidth.columns(of: $1.displayTitle, upTo: width)) }
        widestTitleCache = (controller.revision, width, columns)
        return columns
    }
}
