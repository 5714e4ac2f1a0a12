import Foundation
import NotesModel
import NotesSearching

// MARK: - Searching

extension NotesController {
    /// Notes that match `query` (CONTRACT §13: words, phrases, exclusions,
    /// `title:`, `#tag`, `is:pinned`, dates, `/regex/`), ignoring case and
    /// accents; all notes for an empty query, none for one that does not
    /// parse (`searchProblem` says why). In the library's order.
    public func search(_ query: String) -> [Note] {
        searchIndex.filter(notes, revision: revision, query: query)
    }

    /// Why `query` cannot be searched, in one line (an unbalanced quote, a
    /// bad regex or date); nil when it can.
    public func searchProblem(_ query: String) -> String? {
        if case let .failure(error) = searchIndex.parse(query) { return error.message }
        return nil
    }

    /// What to draw in the `match` colour for `query`; nil when nothing
    /// (an empty query, one that does not parse, only exclusions).
    package func searchHighlight(_ query: String) -> SearchHighlight? {
        guard case let .success(parsed) = searchIndex.parse(query) else { return nil }
        return SearchHighlight(parsed)
    }

    /// The zone `created:` and `modified:` read dates in (the one dates
    /// are shown in).
    public var searchTimeZone: ShownTimeZone {
        get { searchIndex.timeZone }
        set { searchIndex.timeZone = newValue }
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
