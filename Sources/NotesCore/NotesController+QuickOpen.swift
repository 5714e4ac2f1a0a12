import Foundation
import NotesSearching

extension NotesController {
    /// The notes not in the trash whose names match `query` fuzzily, best
    /// first (`FuzzyMatch`); all of them, most recently modified first,
    /// for an empty query. For quick open.
    public func quickOpen(_ query: String) -> [TitleMatch] {
        quickOpenIndex.matches(notes, revision: revision, query: query)
    }
}
