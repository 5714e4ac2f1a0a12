import Foundation
import NotesModel

// MARK: - Placing one word

extension FuzzyMatch {
    /// The search's tables, reused between names, so scoring 10,000 names
    /// allocates nothing; raw memory, so the inner loop has no checks to pay.
    final class Scratch {
        private(set) var capacity = 0
        private(set) var match = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        private(set) var gap = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        private(set) var runBonus = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
        private(set) var from = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        private(set) var gapFrom = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        /// An ASCII name's units and bonuses, laid out (`FuzzyTitle.withUnits`).
        private var nameCapacity = 0
        private var nameUnits = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
        private var nameBonuses = UnsafeMutablePointer<Int16>.allocate(capacity: 0)

        init() {}

        func nameTables(_ count: Int) -> (units: UnsafeMutablePointer<UInt32>, bonuses: UnsafeMutablePointer<Int16>) {
            if count > nameCapacity {
                nameUnits.deallocate()
                nameBonuses.deallocate()
                nameCapacity = max(count, 2 * nameCapacity, 64)
                nameUnits = .allocate(capacity: nameCapacity)
                nameBonuses = .allocate(capacity: nameCapacity)
            }
            return (nameUnits, nameBonuses)
        }

        func reserve(_ cells: Int) {
            guard cells > capacity else { return }
            release()
            capacity = max(cells, 2 * capacity, 256)
            match = .allocate(capacity: capacity)
            gap = .allocate(capacity: capacity)
            runBonus = .allocate(capacity: capacity)
            from = .allocate(capacity: capacity)
            gapFrom = .allocate(capacity: capacity)
        }

        private func release() {
            match.deallocate()
            gap.deallocate()
            runBonus.deallocate()
            from.deallocate()
            gapFrom.deallocate()
        }

        deinit {
            release()
            nameUnits.deallocate()
            nameBonuses.deallocate()
        }
    }

    private static let impossible = Int32.min / 2

    /// The best placement of `word` in `title` (its score and, when
    /// `tracing`, the units it lands on), or nil when it is not there.
    /// `note` is the note `title` was made from, which lends it its name
    /// when it borrows that (`FuzzyTitle.init(of:)`).
    static func best(_ word: [UInt32], in title: FuzzyTitle, of note: Note? = nil, scratch: Scratch,
                     tracing: Bool) -> (score: Int, units: [Int])? {
        guard !word.isEmpty else { return (0, []) }
        return word.withUnsafeBufferPointer { word in
            title.withName(of: note) { name in
                guard title.mayContain(word, name: name) else { return nil }
                return title.withUnits(scratch: scratch, name: name) { units, bonuses in
                    best(word, units: units, bonuses: bonuses, scratch: scratch, tracing: tracing)
                }
            }
        }
    }

    private static func best(_ word: UnsafeBufferPointer<UInt32>, units: UnsafeBufferPointer<UInt32>,
                             bonuses: UnsafeBufferPointer<Int16>, scratch: Scratch,
                             tracing: Bool) -> (score: Int, units: [Int])? {
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
        let lastLetter = word[word.count - 1]
        var last = units.count - 1
        while units[last] != lastLetter { last -= 1 }
        if word.count == 1 { return single(lastLetter, bonuses: bonuses, units: units, from: first, through: last) }
        let width = last - first + 1
        if word.count * width > cellBudget { return greedy(word, units: units, bonuses: bonuses, from: first, end: end) }
        return dynamic(word, units: units, bonuses: bonuses, lo: first, width: width, scratch: scratch, tracing: tracing)
    }

    /// One letter: its place with the highest bonus, the first of equals.
    private static func single(_ letter: UInt32, bonuses: UnsafeBufferPointer<Int16>, units: UnsafeBufferPointer<UInt32>,
                               from first: Int, through last: Int) -> (score: Int, units: [Int])? {
        var place = first
        for index in first...last where units[index] == letter && bonuses[index] > bonuses[place] { place = index }
        return (Int(scoreMatch + bonuses[place] * firstLetterMultiplier), [place])
    }

    /// fzf's V2: for each letter and place, the best score with that
    /// letter there (`match`), and with that letter at or before the place
    /// and a gap after it (`gap`); a run keeps its first letter's bonus.
    private static func dynamic(_ word: UnsafeBufferPointer<UInt32>, units: UnsafeBufferPointer<UInt32>,
                                bonuses: UnsafeBufferPointer<Int16>, lo: Int, width: Int,
                                scratch: Scratch, tracing: Bool) -> (score: Int, units: [Int])? {
        let m = word.count
        scratch.reserve(m * width)
        let (matchTable, gapTable, runTable) = (scratch.match, scratch.gap, scratch.runBonus)
        let (fromTable, gapFromTable) = (scratch.from, scratch.gapFrom)
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
                        runTable[cell] = bonus
                        fromTable[cell] = -1
                    } else if j > 0 {
                        // On from the letter before, in a run or after a gap.
                        var runScore = impossible, runBonus = bonus
                        let diagonal = matchTable[above + j - 1]
                        if diagonal > impossible {
                            let firstBonus = runTable[above + j - 1]
                            var earned = bonus
                            if bonus >= bonusBoundary && bonus > firstBonus {
                                runBonus = bonus
                            } else {
                                earned = max(bonus, bonusConsecutive, firstBonus)
                                runBonus = firstBonus
                            }
                            runScore = diagonal + match + Int32(earned)
                        }
                        let afterGap = gapTable[above + j - 1]
                        let gapScore = afterGap > impossible ? afterGap + match + Int32(bonus) : impossible
                        if runScore >= gapScore, runScore > impossible {
                            (best, runTable[cell], fromTable[cell]) = (runScore, runBonus, Int32(j - 1))
                        } else if gapScore > impossible {
                            (best, runTable[cell], fromTable[cell]) = (gapScore, bonus, gapFromTable[above + j - 1])
                        }
                    }
                }
                matchTable[cell] = best
                // A gap covering place j, after this letter at some place before it.
                var gap = impossible
                var gapFrom: Int32 = -1
                if j > 0 {
                    let opened = matchTable[cell - 1], extended = gapTable[cell - 1]
                    if opened > impossible { (gap, gapFrom) = (opened + gapStart, Int32(j - 1)) }
                    if extended > impossible, extended + gapExtension > gap {
                        (gap, gapFrom) = (extended + gapExtension, gapFromTable[cell - 1])
                    }
                }
                gapTable[cell] = gap
                gapFromTable[cell] = gapFrom
            }
        }
        let lastRow = (m - 1) * width
        var bestPlace = -1
        var bestScore = impossible
        for j in 0..<width where matchTable[lastRow + j] > bestScore {
            (bestPlace, bestScore) = (j, matchTable[lastRow + j])
        }
        guard bestPlace >= 0 else { return nil }
        guard tracing else { return (Int(bestScore), []) }
        var placed = [Int](repeating: 0, count: m)
        var j = bestPlace
        for i in stride(from: m - 1, through: 0, by: -1) {
            placed[i] = lo + j
            j = Int(fromTable[i * width + j])
        }
        return (Int(bestScore), placed)
    }

    /// fzf's V1, for long queries: the leftmost match (ending at `end`),
    /// tightened from its end backwards, then scored as placed.
    private static func greedy(_ word: UnsafeBufferPointer<UInt32>, units: UnsafeBufferPointer<UInt32>,
                               bonuses: UnsafeBufferPointer<Int16>, from first: Int, end: Int) -> (score: Int, units: [Int])? {
        var placed = [Int](repeating: 0, count: word.count)
        var letter = word.count - 1
        for index in stride(from: end, through: first, by: -1) where letter >= 0 && units[index] == word[letter] {
            placed[letter] = index
            letter -= 1
        }
        return (score(placed, bonuses: bonuses), placed)
    }

    /// The score of `word` placed on `placed` (ascending units): what the
    /// search above maximises, written out once for a known placement.
    static func score(_ placed: [Int], in title: FuzzyTitle) -> Int {
        title.withName(of: nil) { name in
            title.withUnits(scratch: Scratch(), name: name) { _, bonuses in score(placed, bonuses: bonuses) }
        }
    }

    private static func score(_ placed: [Int], bonuses: UnsafeBufferPointer<Int16>) -> Int {
        var total = 0
        var runBonus: Int16 = 0
        for (index, place) in placed.enumerated() {
            let bonus = bonuses[place]
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
