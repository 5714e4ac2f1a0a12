import Foundation

/// One note quick open found, with its score (higher is better).
public struct TitleMatch: Equatable, Sendable {
    public let note: Note
    public let score: Int
}

/// The notes ranked by a fuzzy match of their names (`FuzzyMatch`), fast
/// enough for every key at 10,000 notes:
/// - each note's name is prepared once and kept until its text changes
///   (idle time prepares them, as it folds for search); a new revision
///   finds the names it can reuse by id, through a table made for it and
///   dropped once all are prepared (a table kept for good cost about 300
///   bytes a note);
/// - a query that narrows the last one (each earlier word inside a new
///   word, in order) scores only the last query's matches;
/// - only scores are worked out here; the matched letters are found for
///   the rows on screen (`FuzzyMatch.positions`).
final class QuickOpenIndex {
    /// The prepared names, in the order of the notes at `preparedRevision`.
    private var prepared: [FuzzyTitle] = []
    /// Each prepared name's note and the text it came from (compared by
    /// identity first: an unchanged note is not read again, which for an
    /// untitled note means its body's first line).
    private var preparedSources: [Source] = []
    private var preparedRevision: Int?
    private var pendingRevision: Int?
    private var pending: [FuzzyTitle] = []
    private var pendingSources: [Source] = []
    private struct Source {
        let id: UUID
        let title: String
        let body: String
    }
    /// For the revision in progress: where each note was in `prepared`.
    private var reusable: [UUID: Int] = [:]
    /// The ranked matches (indices into the notes, scores) of recent
    /// queries at `preparedRevision`, each one's words narrowing the one's
    /// before: a key typed scores only the last matches, a key deleted
    /// costs nothing.
    private var recent: [(words: [[UInt32]], ranked: [Ranked])] = []
    private struct Ranked {
        let index: Int32
        let score: Int32
    }
    private let scratch = FuzzyMatch.Scratch()

    /// Prepares up to `budget` more names; true once all are.
    @discardableResult
    func prepare(_ notes: [Note], revision: Int, budget: Int = .max) -> Bool {
        guard preparedRevision != revision else { return true }
        if pendingRevision != revision {
            (pendingRevision, pending, pendingSources) = (revision, [], [])
            reusable = Dictionary(zip(preparedSources.lazy.map(\.id), prepared.indices), uniquingKeysWith: { first, _ in first })
        }
        // Only names prepared anew count against the budget.
        var made = 0
        while pending.count < notes.count {
            let note = notes[pending.count]
            if let old = reusable[note.id], preparedSources[old].title == note.title, preparedSources[old].body == note.body {
                pending.append(prepared[old])
            } else {
                guard made < max(1, budget) else { return false }
                pending.append(FuzzyTitle(note.displayTitle))
                made += 1
            }
            pendingSources.append(Source(id: note.id, title: note.title, body: note.body))
        }
        (prepared, preparedSources, preparedRevision, recent) = (pending, pendingSources, revision, [])
        (pendingRevision, pending, pendingSources, reusable) = (nil, [], [], [:])
        return true
    }

    /// The notes matching `query`, best first; every note, most recently
    /// modified first, when the query is empty. `notes` are in that order.
    func matches(_ notes: [Note], revision: Int, query: String) -> [TitleMatch] {
        let words = FuzzyMatch.words(of: query)
        guard !words.isEmpty else { return notes.map { TitleMatch(note: $0, score: 0) } }
        prepare(notes, revision: revision)
        while let last = recent.last, !Self.narrows(words, last.words) { recent.removeLast() }
        if let last = recent.last, last.words == words { return Self.matches(last.ranked, in: notes) }
        var found: [Ranked] = []
        func consider(_ index: Int) {
            if let score = FuzzyMatch.score(words, in: prepared[index], scratch: scratch) {
                found.append(Ranked(index: Int32(index), score: Int32(clamping: score)))
            }
        }
        if let last = recent.last {
            for match in last.ranked { consider(Int(match.index)) }
        } else {
            for index in prepared.indices { consider(index) }
        }
        let lengths = prepared
        // Higher score, then the shorter name, then the newer note (`notes` is newest first).
        found.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            let (left, right) = (lengths[Int(lhs.index)].graphemeCount, lengths[Int(rhs.index)].graphemeCount)
            if left != right { return left < right }
            return lhs.index < rhs.index
        }
        if recent.count >= Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit + 1) }
        recent.append((words, found))
        return Self.matches(found, in: notes)
    }

    private static func matches(_ ranked: [Ranked], in notes: [Note]) -> [TitleMatch] {
        ranked.map { TitleMatch(note: notes[Int($0.index)], score: Int($0.score)) }
    }

    /// How many earlier queries' matches are kept for narrowing.
    static let recentLimit = 16

    /// Whether every name matching `words` also matches `earlier`: each
    /// earlier word is in order inside some new word. Long words are not
    /// compared (a sound "no").
    static func narrows(_ words: [[UInt32]], _ earlier: [[UInt32]]) -> Bool {
        earlier.allSatisfy { old in
            old.count <= 64 && words.contains { $0.count <= 256 && FuzzyMatch.isSubsequence(old, of: $0) }
        }
    }
}

extension NotesController {
    /// The notes not in the trash whose names match `query` fuzzily, best
    /// first (`FuzzyMatch`); all of them, most recently modified first,
    /// for an empty query. For quick open.
    public func quickOpen(_ query: String) -> [TitleMatch] {
        quickOpenIndex.matches(notes, revision: revision, query: query)
    }
}
