import NotesCore

extension NotesListScreen {
    /// The notes the filter finds, in the sort's order: the sorted list
    /// (kept by the controller) narrowed to the matches, so a filter key
    /// costs no sort.
    /// A filter typed before every note is prepared for searching shows the
    /// matches found so far (`isComplete` false); idle time finds the rest.
    static func visible(in controller: NotesController, filter: String, sort: NoteSort,
                        searchBudget: Int) -> (notes: [Note], isComplete: Bool) {
        let sorted = controller.notes(sortedBy: sort)
        guard filter.contains(where: { !$0.isWhitespace }) else { return (sorted, true) }
        let (matches, isComplete) = controller.searchSoFar(filter, budget: searchBudget)
        guard matches.count < sorted.count else { return (sorted, isComplete) }
        let found = Set(matches.lazy.map(\.id))
        return (sorted.filter { found.contains($0.id) }, isComplete)
    }
}
