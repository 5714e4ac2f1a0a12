import Foundation

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
        var scratch = Scratch()
        var positions = Set<Int>()
        for word in words(of: query) {
            guard let placed = best(word, in: title, scratch: &scratch, tracing: true) else { return nil }
            for unit in placed.units { positions.insert(Int(title.owners[unit])) }
        }
        return positions.sorted()
    }

    /// The score of `name` for `query`, or nil when it does not match.
    public static func score(of query: String, in name: String) -> Int? {
        var scratch = Scratch()
        return score(words(of: query), in: FuzzyTitle(name), scratch: &scratch)
    }

    static func score(_ words: [[UInt32]], in title: FuzzyTitle, scratch: inout Scratch) -> Int? {
        var total = 0
        for word in words {
            guard let placed = best(word, in: title, scratch: &scratch, tracing: false) else { return nil }
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

    // MARK: - Placing one word

    /// Reused between names, so scoring 10,000 names allocates nothing.
    struct Scratch {
        var match: [Int32] = []
        var gap: [Int32] = []
        var runBonus: [Int16] = []
        var from: [Int32] = []
        var gapFrom: [Int32] = []
    }

    private static let impossible = Int32.min / 2

    /// The best placement of `word` in `title` (its score and, when
    /// `tracing`, the units it lands on), or nil when it is not there.
    static func best(_ word: [UInt32], in title: FuzzyTitle, scratch: inout Scratch,
                     tracing: Bool) -> (score: Int, units: [Int])? {
        let units = title.units
        guard !word.isEmpty else { return (0, []) }
        // The window every placement lies in: from the first letter's first
        // place to the last letter's last place after a greedy match.
        guard let first = units.firstIndex(of: word[0]) else { return nil }
        var next = 0, end = first
        for index in first..<units.count where units[index] == word[next] {
            next += 1
            end = index
            if next == word.count { break }
        }
        guard next == word.count else { return nil }
        let last = units[end...].lastIndex(of: word[word.count - 1]) ?? end
        let (lo, width, m) = (first, last - first + 1, word.count)
        if m * width > cellBudget { return greedy(word, in: title, from: first) }
        return dynamic(word, in: title, lo: lo, width: width, scratch: &scratch, tracing: tracing)
    }

    /// fzf's V2: for each letter and place, the best score with that
    /// letter there (`match`), and with that letter at or before the place
    /// and a gap after it (`gap`); a run keeps its first letter's bonus.
    private static func dynamic(_ word: [UInt32], in title: FuzzyTitle, lo: Int, width: Int,
                                scratch: inout Scratch, tracing: Bool) -> (score: Int, units: [Int])? {
        let m = word.count
        let cells = m * width
        if scratch.match.count < cells {
            scratch.match = Array(repeating: 0, count: cells)
            scratch.gap = Array(repeating: 0, count: cells)
            scratch.runBonus = Array(repeating: 0, count: cells)
            scratch.from = Array(repeating: 0, count: cells)
            scratch.gapFrom = Array(repeating: 0, count: cells)
        }
        let units = title.units, bonuses = title.bonuses
        let (match, gapStart, gapExtension) = (Int32(scoreMatch), Int32(gapStart), Int32(gapExtension))
        for i in 0..<m {
            let letter = word[i]
            let row = i * width, above = row - width
            for j in 0..<width {
                let cell = row + j
                var best = impossible
                if units[lo + j] == letter {
                    let bonus = bonuses[lo + j]
                    if i == 0 {
                        best = match + Int32(bonus * firstLetterMultiplier)
                        scratch.runBonus[cell] = bonus
                        scratch.from[cell] = -1
                    } else if j > 0 {
                        // On from the letter before, in a run or after a gap.
                        var runScore = impossible, runBonus = bonus
                        let diagonal = scratch.match[above + j - 1]
                        if diagonal > impossible {
                            let firstBonus = scratch.runBonus[above + j - 1]
                            var earned = bonus
                            if bonus >= bonusBoundary && bonus > firstBonus {
                                runBonus = bonus
                            } else {
                                earned = max(bonus, bonusConsecutive, firstBonus)
                                runBonus = firstBonus
                            }
                            runScore = diagonal + match + Int32(earned)
                        }
                        let afterGap = scratch.gap[above + j - 1]
                        let gapScore = afterGap > impossible ? afterGap + match + Int32(bonus) : impossible
                        if runScore >= gapScore, runScore > impossible {
                            (best, scratch.runBonus[cell], scratch.from[cell]) = (runScore, runBonus, Int32(j - 1))
                        } else if gapScore > impossible {
                            (best, scratch.runBonus[cell], scratch.from[cell]) = (gapScore, bonus, scratch.gapFrom[above + j - 1])
                        }
                    }
                }
                scratch.match[cell] = best
                // A gap covering place j, after this letter at some place before it.
                var gap = impossible
                var gapFrom: Int32 = -1
                if j > 0 {
                    let opened = scratch.match[cell - 1], extended = scratch.gap[cell - 1]
                    if opened > impossible { (gap, gapFrom) = (opened + gapStart, Int32(j - 1)) }
                    if extended > impossible, extended + gapExtension > gap {
                        (gap, gapFrom) = (extended + gapExtension, scratch.gapFrom[cell - 1])
                    }
                }
                scratch.gap[cell] = gap
                scratch.gapFrom[cell] = gapFrom
            }
        }
        let lastRow = (m - 1) * width
        var bestPlace = -1
        var bestScore = impossible
        for j in 0..<width where scratch.match[lastRow + j] > bestScore {
            (bestPlace, bestScore) = (j, scratch.match[lastRow + j])
        }
        guard bestPlace >= 0 else { return nil }
        guard tracing else { return (Int(bestScore), []) }
        var placed = [Int](repeating: 0, count: m)
        var j = bestPlace
        for i in stride(from: m - 1, through: 0, by: -1) {
            placed[i] = lo + j
            j = Int(scratch.from[i * width + j])
        }
        return (Int(bestScore), placed)
    }

    /// fzf's V1, for long queries: the leftmost match, tightened from its
    /// end backwards, then scored as placed.
    private static func greedy(_ word: [UInt32], in title: FuzzyTitle, from first: Int) -> (score: Int, units: [Int])? {
        let units = title.units
        var next = 0, end = -1
        for index in first..<units.count where units[index] == word[next] {
            next += 1
            if next == word.count { end = index; break }
        }
        guard end >= 0 else { return nil }
        var placed = [Int](repeating: 0, count: word.count)
        var letter = word.count - 1
        for index in stride(from: end, through: first, by: -1) where letter >= 0 && units[index] == word[letter] {
            placed[letter] = index
            letter -= 1
        }
        return (score(placed, in: title), placed)
    }

    /// The score of `word` placed on `placed` (ascending units): what the
    /// search above maximises, written out once for a known placement.
    static func score(_ placed: [Int], in title: FuzzyTitle) -> Int {
        var total = 0
        var runBonus: Int16 = 0
        for (index, place) in placed.enumerated() {
            let bonus = title.bonuses[place]
            if index == 0 {
                total += Int(scoreMatch + bonus * firstLetterMultiplier)
                runBonus = bonus
            } else if place == placed[index - 1] + 1 {
                var earned = bonus
                if bonus >= bonusBoundary && bonus > runBonus {
                    runBonus = bonus
                } else {
                    earned = max(bonus, bonusConsecutive, runBonus)
                }
                total += Int(scoreMatch + earned)
            } else {
                let skipped = place - placed[index - 1] - 1
                total += Int(gapStart) + (skipped - 1) * Int(gapExtension) + Int(scoreMatch + bonus)
                runBonus = bonus
            }
        }
        return total
    }
}
