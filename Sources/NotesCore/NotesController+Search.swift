import Foundation
import NotesModel

// MARK: - Searching

extension NotesController {
    /// Notes where every word of `query` is in the title or the body,
    /// ignoring case; all notes for an empty query. Most recent first.
    public func search(_ query: String) -> [Note] {
        searchIndex.filter(notes, revision: revision, query: query)
    }

    /// Does the once-per-note work of searching (folding each note's text,
    /// parsing its tags) ahead of the first search, then folds the names
    /// the title order compares (once that order was asked for) and
    /// prepares them for quick open, up to `budget` notes at a time; true
    /// once it is all done. For idle time.
    @discardableResult
    func prepareSearch(budget: Int = .max) -> Bool {
        // Tags first: the folding keeps each note's tags, parsed once here.
        guard tagIndex.prepare(notes, revision: revision, budget: budget) else { return false }
        guard searchIndex.prepare(notes, revision: revision, budget: budget) else { return false }
        guard !titleKeys.areWanted || titleKeys.prepare(notes, revision: revision, budget: budget) else { return false }
        return quickOpenIndex.prepare(notes, revision: revision, budget: budget)
    }
}
