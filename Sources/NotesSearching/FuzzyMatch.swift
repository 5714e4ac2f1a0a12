import Foundation
import NotesModel

/// Fuzzy matching of a query against a note's name, as fzf does it:
///
/// - The query is folded as search folds (case, accents, width) and cut
///   at white space into words. Each word must match by itself: its
///   letters appear in the name in order, not necessarily together (fzf's
///   terms, AND-ed; the words may match in any order and may overlap).
/// - A match scores `scoreMatch` a letter, plus a bonus where a letter
///   lands on a word start (after a space most, then after `/,:;|`, then
///   after other punctuation), a camel hump or the first digit; letters in
///   a run keep the bonus of the run's first letter (at least
///   `bonusConsecutive`); a gap costs `gapStart`, and `gapExtension` for
///   each further letter skipped. The first letter's bonus counts double.
///   Each word's best placement is found (fzf's algorithm V2); the name's
///   score is the sum of its words'.
/// - Ranking: higher score first, then the shorter name, then the more
///   recently modified note (see `QuickOpenIndex`).
public enum FuzzyMatch {
    static let scoreMatch: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    static let bonusBoundary: Int16 = 8
    static let bonusBoundaryWhite: Int16 = 10
    static let bonusBoundaryDelimiter: Int16 = 9
    static let bonusNonWord: Int16 = 8
    static let bonusCamel: Int16 = 7
    static let bonusConsecutive: Int16 = 4
    static let firstLetterMultiplier: Int16 = 2

    /// Graphemes of a name that are matched: more than a row shows.
    public static let graphemeLimit = 500
    /// Above this many cells (query letters × name units) the best
    /// placement is not searched: the letters are placed greedily (fzf V1),
    /// so a pasted query costs a linear scan.
    static let cellBudget = 16_384

    /// The bonus of a match on a grapheme of `kind` that follows one of `previous`.
    static func bonus(after previous: CharacterClass, at kind: CharacterClass) -> Int16 {
        if kind.isWord {
            switch previous {
            case .white: return bonusBoundaryWhite
            case .delimiter: return bonusBoundaryDelimiter
            case .nonWord: return bonusBoundary
            default: break
            }
        }
        if (previous == .lower && kind == .upper) || (previous != .number && kind == .number) { return bonusCamel }
        switch kind {
        case .nonWord, .delimiter: return bonusNonWord
        case .white: return bonusBoundaryWhite
        default: return 0
        }
    }

    /// The folded words of `query`, each once, as scalars.
    static func words(of query: String) -> [[UInt32]] {
        NotesSearch.words(of: query).map { $0.unicodeScalars.map(\.value) }
    }

    /// The graphemes of `name` that `query` matches, in order, for drawing
    /// them highlighted; nil when it does not match. An empty query
    /// matches with none.
    public static func positions(of query: String, in name: String) -> [Int]? {
        let title = FuzzyTitle(name)
        let scratch = Scratch()
        var positions = Set<Int>()
        for word in words(of: query) {
            guard let placed = best(word, in: title, scratch: scratch, tracing: true) else { return nil }
            for unit in placed.units { positions.insert(title.grapheme(ofUnit: unit)) }
        }
        return positions.sorted()
    }

    /// The score of `name` for `query`, or nil when it does not match.
    public static func score(of query: String, in name: String) -> Int? {
        let scratch = Scratch()
        return score(words(of: query), in: FuzzyTitle(name), scratch: scratch)
    }

    static func score(_ words: [[UInt32]], in title: FuzzyTitle, of note: Note? = nil, scratch: Scratch) -> Int? {
        var total = 0
        for word in words {
            guard let placed = best(word, in: title, of: note, scratch: scratch, tracing: false) else { return nil }
            total += placed.score
        }
        return total
    }

    /// Whether `word` is in `units` in order: the plain definition.
    static func isSubsequence(_ word: [UInt32], of units: [UInt32]) -> Bool {
        var next = 0
        for unit in units where next < word.count && unit == word[next] { next += 1 }
        return next == word.count
    }
}
