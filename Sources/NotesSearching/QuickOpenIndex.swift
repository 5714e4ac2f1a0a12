import Foundation
import NotesModel

/// One note quick open found, with its score (higher is better).
public struct TitleMatch: Equatable, Sendable {
    public let note: Note
    public let score: Int
}

/// The notes ranked by a fuzzy match of their names (`FuzzyMatch`), fast
/// enough for every key at 10,000 notes:
/// - each note's name is prepared once and kept until its text changes
///   (idle time prepares them, as it folds for search: `NoteDerived`);
/// - a query that narrows the last one (each earlier word inside a new
///   word, in order) scores only the last query's matches;
/// - only scores are worked out here; the matched letters are found for
///   the rows on screen (`FuzzyMatch.positions`).
package final class QuickOpenIndex {
    package init() {}

    /// The prepared names, in the order of the notes at their revision.
    private var names = NoteDerived<FuzzyTitle>()
    /// The ranked matches (indices into the notes, scores) of recent
    /// queries at the names' revision, each one's words narrowing the one's
    /// before: a key typed scores only the last matches, a key deleted
    /// costs nothing.
    private var recent: [(words: [[UInt32]], ranked: [Ranked])] = []
    private struct Ranked {
        let index: Int32
        let score: Int32
    }
    private let scratch = FuzzyMatch.Scratch()

    /// Whether every name of `revision` is prepared.
    package func isPrepared(revision: Int) -> Bool { names.revision == revision }

    /// Prepares up to `budget` more names; true once all are.
    @discardableResult
    package func prepare(_ notes: [Note], revision: Int, budget: Int = .max) -> Bool {
        let wasPrepared = names.revision
        guard names.prepare(notes, revision: revision, budget: budget, make: FuzzyTitle.init(of:)) else { return false }
        // Kept matches are indices into the notes they were found in.
        if wasPrepared != revision { recent = [] }
        return true
    }

    /// The notes matching `query`, best first; every note, most recently
    /// modified first, when the query is empty. `notes` are in that order.
    package func matches(_ notes: [Note], revision: Int, query: String) -> [TitleMatch] {
        let words = FuzzyMatch.words(of: query)
        guard !words.isEmpty else { return notes.map { TitleMatch(note: $0, score: 0) } }
        prepare(notes, revision: revision)
        while let last = recent.last, !Self.narrows(words, last.words) { recent.removeLast() }
        if let last = recent.last, last.words == words { return Self.matches(last.ranked, in: notes) }
        let prepared = names.values
        var found: [Ranked] = []
        func consider(_ index: Int) {
            if let score = FuzzyMatch.score(words, in: prepared[index], of: notes[index], scratch: scratch) {
                found.append(Ranked(index: Int32(index), score: Int32(clamping: score)))
            }
        }
        if let last = recent.last {
            for match in last.ranked { consider(Int(match.index)) }
        } else {
            for index in prepared.indices { consider(index) }
        }
        // Higher score, then the shorter name, then the newer note (`notes`
        // is newest first). The lengths looked up once, not per comparison.
        var keyed = found.map { ($0, prepared[Int($0.index)].graphemeCount(of: notes[Int($0.index)])) }
        keyed.sort { lhs, rhs in
            if lhs.0.score != rhs.0.score { return lhs.0.score > rhs.0.score }
            if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
            return lhs.0.index < rhs.0.index
        }
        found = keyed.map(\.0)
        if recent.count >= Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit + 1) }
        recent.append((words, found))
        return Self.matches(found, in: notes)
    }

    private static func matches(_ ranked: [Ranked], in notes: [Note]) -> [TitleMatch] {
        ranked.map { TitleMatch(note: notes[Int($0.index)], score: Int($0.score)) }
    }

    /// How many earlier queries' matches are kept for narrowing.
    package static let recentLimit = 16

    /// Whether every name matching `words` also matches `earlier`: each
    /// earlier word is in order inside some new word. Long words are not
    /// compared (a sound "no").
    package static func narrows(_ words: [[UInt32]], _ earlier: [[UInt32]]) -> Bool {
        earlier.allSatisfy { old in
            old.count <= 64 && words.contains { $0.count <= 256 && FuzzyMatch.isSubsequence(old, of: $0) }
        }
    }
}
