import Foundation
import NotesModel

/// Case-insensitive, every-word matching over titles and bodies: a note
/// matches when each word of the folded query is in its folded title or
/// its folded body, and a word that is a `#tag` matches notes with that tag
/// or one nested below it (`matches(_:words:)` states it plainly).
///
/// Fast enough for every keystroke at 100,000 notes, with the same results:
/// - each note's text is folded once and kept until the note changes
///   (Foundation's folding is slow; ASCII is folded by hand);
/// - a query that only extends the last one searches the last matches;
/// - the matches of the query's earlier forms are kept while it is typed,
///   so deleting a character costs nothing;
/// - ASCII words are found with a byte search, which text that is not
///   ASCII only uses to rule a note out: a hit there is confirmed by
///   `String.contains`, which compares whole characters.
package final class NotesSearch {
    /// A note's tags, given the note, its place in the notes and their
    /// revision (the controller's tag index, which keeps them parsed).
    private let tagsOf: (Note, Int, Int) -> [String]

    package init(tagsOf: @escaping (Note, Int, Int) -> [String] = { note, _, _ in NoteTags.tags(of: note) }) {
        self.tagsOf = tagsOf
    }

    /// The zone `created:` and `modified:` read dates in, and the clock
    /// `today`, `yesterday` and ages count from.
    package var timeZone = ShownTimeZone.system
    package var now: () -> Date = { Date() }

    /// The query parsed (CONTRACT §13), its dates read now.
    package func parse(_ query: String) -> Result<SearchQuery, SearchQueryError> {
        SearchQuery.parse(query, dates: SearchDates(timeZone: timeZone, now: now()))
    }

    /// The notes' folded text, in the order of `notes` at `revision`, and
    /// those notes (the controller's array: its storage is shared).
    private var folded: [FoldedNote] = []
    private var foldedNotes: [Note] = []
    private var foldedRevision: Int?
    /// Matches (indices into `notes`) of recent queries, each one's words
    /// narrowing the one's before.
    private var recent = RecentScans()

    /// The notes that match `query`, in their order; all for an empty query,
    /// none for one that does not parse (`parse` says why).
    /// `revision` changes whenever `notes` do (the controller's).
    package func filter(_ notes: [Note], revision: Int, query: String) -> [Note] {
        guard case let .success(parsed) = parse(query) else { return [] }
        guard !parsed.terms.isEmpty else { return notes }
        return matchingIndices(notes, revision: revision, query: parsed).map { notes[$0] }
    }

    /// Folding in progress, a slice at a time, for `pendingRevision`.
    private var pendingRevision: Int?
    private var pendingFolded: [FoldedNote] = []
    private var pendingNotes: [Note] = []
    private var pendingReuse = ReusableFoldings()

    /// Whether every note of `revision` is folded.
    package func isPrepared(revision: Int) -> Bool { foldedRevision == revision }

    /// Folds up to `budget` more notes (a long note counting for one per
    /// 4 KB), so that the first search does not
    /// wait for all of them; true once every note is folded. Slices keep a
    /// large library's idle work from freezing the keys typed meanwhile.
    @discardableResult
    package func prepare(_ notes: [Note], revision: Int, budget: Int = .max) -> Bool {
        guard foldedRevision != revision else { return true }
        if pendingRevision != revision {
            // Reuse what was folded for notes whose text is unchanged.
            let reuse = ReusableFoldings(folded: folded, of: foldedNotes, partial: pendingFolded, of: pendingNotes)
            (pendingRevision, pendingFolded, pendingNotes, pendingReuse) = (revision, [], notes, reuse)
            pendingFolded.reserveCapacity(notes.count)
        }
        // Only notes folded anew count against the budget: after a change,
        // every other note's folding is reused at once.
        var folds = 0
        while pendingFolded.count < notes.count {
            let note = notes[pendingFolded.count]
            if let known = pendingReuse.folding(for: note) {
                pendingFolded.append(known)
            } else {
                guard folds < max(1, budget) else { break }
                pendingFolded.append(FoldedNote(note, tags: tagsOf(note, pendingFolded.count, revision)))
                // A long note costs what many short ones do: one more for
                // each 4 KB, so a slice of a 300 KB note stays a slice.
                folds += 1 + (note.text.titleByteCount + note.text.bodyByteCount) >> 12
            }
        }
        guard pendingFolded.count == notes.count else { return false }
        (folded, foldedNotes, foldedRevision) = (pendingFolded, notes, revision)
        (pendingRevision, pendingFolded, pendingNotes, pendingReuse) = (nil, [], [], ReusableFoldings())
        return true
    }

    /// The matches of the query among the notes folded so far, by a search
    /// that waits for no folding: up to `budget` more notes are folded
    /// first. While some are not folded yet, the answer is the matches among
    /// the newest notes (the list's first rows) and `isComplete` is false;
    /// later calls (as idle time folds the rest) carry the scan on from
    /// where it stopped, so the answer grows to the exact one.
    package func filterSoFar(_ notes: [Note], revision: Int, query: String, budget: Int) -> (notes: [Note], isComplete: Bool) {
        let (matches, isComplete) = indicesSoFar(notes, revision: revision, query: query, budget: budget)
        return (matches.count == notes.count ? notes : matches.map { notes[$0] }, isComplete)
    }

    /// `filterSoFar`'s matches as ascending indices into `notes`.
    package func indicesSoFar(_ notes: [Note], revision: Int, query: String, budget: Int) -> (indices: [Int], isComplete: Bool) {
        guard case let .success(parsed) = parse(query) else { return ([], true) }
        guard !parsed.terms.isEmpty else { return (Array(notes.indices), true) }
        if prepare(notes, revision: revision, budget: budget) {
            return (matchingIndices(notes, revision: revision, query: parsed), true)
        }
        let found = pendingFolded.withUnsafeBufferPointer { folded in
            notes.withUnsafeBufferPointer { matches(of: parsed, in: folded, of: $0, revision: revision) }
        }
        return (found, false)
    }

    private func matchingIndices(_ notes: [Note], revision: Int, query: SearchQuery) -> [Int] {
        prepare(notes, revision: revision)
        return folded.withUnsafeBufferPointer { folded in
            notes.withUnsafeBufferPointer { matches(of: query, in: folded, of: $0, revision: revision) }
        }
    }

    /// The words the query requires, found by the word search (and its
    /// recent scans), then its other terms checked on those notes alone.
    private func matches(of query: SearchQuery, in folded: UnsafeBufferPointer<FoldedNote>, of notes: UnsafeBufferPointer<Note>,
                         revision: Int) -> [Int] {
        let words = query.requiredWords
        let found = words.isEmpty ? Array(folded.indices) : recent.matches(of: words, in: folded, of: notes, revision: revision)
        let others = query.otherTerms
        guard !others.isEmpty else { return found }
        let check = SearchTermCheck(others, dates: SearchDates(timeZone: timeZone, now: now()))
        return found.filter { check.holds(folded[$0], of: notes[$0]) }
    }

    /// The most work `narrows` does (the product of the lengths it
    /// compares) before it gives up and says no: a full search is always
    /// right, and a long pasted query must not cost the product of its
    /// length and the last query's.
    package static let narrowingBudget = 1 << 22

    /// Whether every note matching `words` also matches `earlier`: each
    /// earlier word is inside one of the new words. A sound "no" when the
    /// answer would cost more than `narrowingBudget` to find.
    ///
    /// A tag word is narrowed only by itself or a tag nested below it
    /// (`#workshop` does not narrow `#work`). A note a tag word matches
    /// holds that word in its text, so a text word inside it is narrowed.
    package static func narrows(_ words: [String], _ earlier: [String]) -> Bool {
        let exact = Set(words)
        var budget = narrowingBudget
        for old in earlier where !exact.contains(old) {
            if let oldTag = NoteTags.tag(named: old) {
                let narrowed = words.contains { NoteTags.tag(named: $0).map { NoteTags.tag($0, isWithin: oldTag) } ?? false }
                if !narrowed { return false }
                continue
            }
            var found = false
            for word in words where word.utf8.count > old.utf8.count {
                budget -= word.utf8.count * old.utf8.count
                if budget < 0 { return false }
                if word.contains(old) { found = true; break }
            }
            if !found { return false }
        }
        return true
    }

    // MARK: - The definition

    /// The folded words of `query`, each once (a word given twice asks no
    /// more than once), in their first order.
    package static func words(of query: String) -> [String] {
        var seen = Set<Substring>()
        return TextFolding.fold(query).split(whereSeparator: { $0.isWhitespace })
            .filter { seen.insert($0).inserted }.map(String.init)
    }

    /// The plain definition, note by note; tests compare `filter` with it.
    package static func matches(_ note: Note, words: [String]) -> Bool {
        let title = TextFolding.fold(note.title), body = TextFolding.fold(note.body)
        let tags = NoteTags.tags(of: note).map(TextFolding.fold)
        return words.allSatisfy { word in
            if let tag = NoteTags.tag(named: word) { return tags.contains { NoteTags.tag($0, isWithin: tag) } }
            return title.contains(word) || body.contains(word)
        }
    }
}
