/// The shortest edit script between two sequences of line numbers
/// (Myers' O(ND) algorithm, the linear-space "middle snake" form, as
/// diff-match-patch writes it), given as the places where they differ.
extension LineMerge {
    /// One place where the sequences differ: `old[old]` became `new[new]`
    /// (either range may be empty).
    struct Hunk: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The hunks turning `old` into `new`, in order, none touching another.
    /// `old` and `new` hold numbers from 0 up, as `merge` gives lines.
    static func hunks(_ old: [Int], _ new: [Int]) -> [Hunk] {
        // A line only one side has matches nothing: the search sees only
        // the lines both have (as GNU diff does), so a rewritten stretch
        // costs a pass, not a search; the diff found is as short.
        let count = max(old.max() ?? -1, new.max() ?? -1) + 1
        var inOld = [Bool](repeating: false, count: count), inNew = [Bool](repeating: false, count: count)
        for number in old { inOld[number] = true }
        for number in new { inNew[number] = true }
        let oldKept = old.indices.filter { inNew[old[$0]] }, newKept = new.indices.filter { inOld[new[$0]] }
        var differ = Differ(old: oldKept.map { old[$0] }, new: newKept.map { new[$0] })
        differ.diff(0, oldKept.count, 0, newKept.count)
        let matches = differ.matches.map { (oldKept[$0.0], newKept[$0.1]) }
        var hunks: [Hunk] = []
        var (oldAt, newAt) = (0, 0)
        for (oldIndex, newIndex) in matches + [(old.count, new.count)] {
            if oldIndex > oldAt || newIndex > newAt {
                hunks.append(Hunk(old: oldAt..<oldIndex, new: newAt..<newIndex))
            }
            (oldAt, newAt) = (oldIndex + 1, newIndex + 1)
        }
        return hunks
    }

    private struct Differ {
        let old: [Int]
        let new: [Int]
        /// Pairs of equal elements, in order.
        var matches: [(Int, Int)] = []

        init(old: [Int], new: [Int]) {
            (self.old, self.new) = (old, new)
        }

        mutating func diff(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) {
            var (oldStart, newStart, oldEnd, newEnd) = (oldStart, newStart, oldEnd, newEnd)
            while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
                matches.append((oldStart, newStart))
                oldStart += 1
                newStart += 1
            }
            var suffix: [(Int, Int)] = []
            while oldStart < oldEnd, newStart < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
                oldEnd -= 1
                newEnd -= 1
                suffix.append((oldEnd, newEnd))
            }
            if oldStart < oldEnd, newStart < newEnd,
               let (x, y) = middleSnake(oldStart, oldEnd, newStart, newEnd),
               (x, y) != (0, 0), (x, y) != (oldEnd - oldStart, newEnd - newStart) {
                diff(oldStart, oldStart + x, newStart, newStart + y)
                diff(oldStart + x, oldEnd, newStart + y, newEnd)
            }
            matches += suffix.reversed()
        }

        /// Where an optimal path crosses the middle, relative to the starts;
        /// nil when the ranges share nothing.
        private func middleSnake(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) -> (Int, Int)? {
            let n = oldEnd - oldStart, m = newEnd - newStart
            let maxD = (n + m + 1) / 2
            let offset = maxD + 1
            let length = 2 * maxD + 3
            var forward = [Int](repeating: -1, count: length)
            var backward = [Int](repeating: -1, count: length)
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            // With an odd delta the paths meet on a forward step, else on a backward one.
            let meetsForward = delta % 2 != 0
            var (k1Start, k1End, k2Start, k2End) = (0, 0, 0, 0)
            for d in 0..<maxD {
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let index = offset + k1
                    var x = k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])
                        ? forward[index + 1] : forward[index - 1] + 1
                    var y = x - k1
                    while x < n, y < m, old[oldStart + x] == new[newStart + y] {
                        x += 1
                        y += 1
                    }
                    forward[index] = x
                    if x > n {
                        k1End += 2
                    } else if y > m {
                        k1Start += 2
                    } else if meetsForward {
                        let other = offset + delta - k1
                        if other >= 0, other < length, backward[other] != -1, x >= n - backward[other] { return (x, y) }
                    }
                    k1 += 2
                }
                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let index = offset + k2
                    var x = k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1])
                        ? backward[index + 1] : backward[index - 1] + 1
                    var y = x - k2
                    while x < n, y < m, old[oldEnd - x - 1] == new[newEnd - y - 1] {
                        x += 1
                        y += 1
                    }
                    backward[index] = x
                    if x > n {
                        k2End += 2
                    } else if y > m {
                        k2Start += 2
                    } else if !meetsForward {
                        let other = offset + delta - k2
                        if other >= 0, other < length, forward[other] != -1 {
                            let forwardX = forward[other]
                            let forwardY = forwardX - (other - offset)
                            if forwardX >= n - x { return (forwardX, forwardY) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
