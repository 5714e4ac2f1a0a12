import Testing
import TestSupport
@testable import NotesMerging

/// The line merge (diff3, as git's): changes apart are both kept, changes
/// to the same or neighbouring lines are a conflict, the same change on
/// both sides is one change.
@Suite struct LineMergeTests {
    @Test func changesToLinesApartAreBothKept() {
        let merged = LineMerge.merge(base: "a\nb\nc\nd\ne\n", ours: "A\nb\nc\nd\ne\n", theirs: "a\nb\nc\nd\nE\n")
        #expect(merged == "A\nb\nc\nd\nE\n")
    }

    @Test func changesToTheSameLineConflict() {
        #expect(LineMerge.merge(base: "a\nb\nc\n", ours: "a\nB\nc\n", theirs: "a\nbee\nc\n") == nil)
    }

    @Test func changesToNeighbouringLinesConflictAsInGit() {
        #expect(LineMerge.merge(base: "a\nb\nc\nd\n", ours: "a\nB\nc\nd\n", theirs: "a\nb\nC\nd\n") == nil)
        // An insertion right after a line the other side changed touches it.
        #expect(LineMerge.merge(base: "a\nb\nc\n", ours: "a\nB\nc\n", theirs: "a\nb\nnew\nc\n") == nil)
    }

    @Test func twoInsertionsAtOnePlaceConflictUnlessTheSame() {
        #expect(LineMerge.merge(base: "a\nb\n", ours: "a\nx\nb\n", theirs: "a\ny\nb\n") == nil)
        #expect(LineMerge.merge(base: "a\nb\n", ours: "a\nx\nb\n", theirs: "a\nx\nb\n") == "a\nx\nb\n")
    }

    @Test func aDeletionAndAnEditElsewhereAreBothKept() {
        let merged = LineMerge.merge(base: "1\n2\n3\n4\n5\n", ours: "1\n3\n4\n5\n", theirs: "1\n2\n3\n4\nfive\n")
        #expect(merged == "1\n3\n4\nfive\n")
    }

    @Test func lineBreaksAndAMissingFinalBreakComeThrough() {
        #expect(LineMerge.lines("a\r\nb\nc") == ["a\r\n", "b\n", "c"])
        #expect(LineMerge.merge(base: "a\r\nb\r\nc\r\nd", ours: "A\r\nb\r\nc\r\nd", theirs: "a\r\nb\r\nc\r\nD")
            == "A\r\nb\r\nc\r\nD")
    }

    /// The diff is a diff (applying it gives the new text) and a shortest
    /// one (as many changed lines as the longest common subsequence leaves).
    @Test func theDiffIsValidAndShortest() {
        var random = SeededRandom.fromEnvironment(fallback: 35_01)
        for round in 0..<SeededRandom.iterations(fallback: 400) {
            // Lines 0 and 1 only the old text has, 5 and 6 only the new one.
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let new = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 2...6, using: &random) }
            let hunks = LineMerge.hunks(old, new)
            var rebuilt: [Int] = [], at = 0
            for hunk in hunks {
                rebuilt += old[at..<hunk.old.lowerBound] + new[hunk.new]
                at = hunk.old.upperBound
            }
            rebuilt += old[at...]
            #expect(rebuilt == new, "seed \(random.seed) round \(round): \(old) → \(new) gave \(rebuilt)")
            let changed = hunks.reduce(0) { $0 + $1.old.count + $1.new.count }
            #expect(changed == old.count + new.count - 2 * Self.lcsLength(old, new),
                    "seed \(random.seed) round \(round): \(old) → \(new) is not a shortest diff")
        }
    }

    /// Random edits to separate stretches of a random text (lines apart
    /// by at least one untouched line) merge, and the result is both
    /// sides' edits.
    @Test func editsApartAlwaysMergeWithBoth() {
        var random = SeededRandom.fromEnvironment(fallback: 35_02)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            // Lines told apart, so that the diff of an edit is that edit.
            let base = (0..<Int.random(in: 1...40, using: &random)).map { "line \($0)\n" }
            // Ours edits the lines before `kept`, theirs the lines after it.
            let kept = Int.random(in: 0..<base.count, using: &random)
            let ours = Self.edited(base, in: 0..<kept, tag: "ours", using: &random)
            let theirs = Self.edited(base, in: (kept + 1)..<base.count, tag: "theirs", using: &random)
            let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs)
            let expected = ours.dropLast(base.count - kept) + [base[kept]] + theirs.dropFirst(kept + 1)
            #expect(merged == Array(expected), "seed \(random.seed) round \(round)")
        }
    }

    /// `base` with some lines in `range` replaced, removed or added to.
    static func edited(_ base: [String], in range: Range<Int>, tag: String, using random: inout SeededRandom) -> [String] {
        var lines = Array(base[..<range.lowerBound])
        for index in range {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: lines.append("\(tag) \(index)\n")
            case 1: continue
            case 2: lines += [base[index], "\(tag) added \(index)\n"]
            default: lines.append(base[index])
            }
        }
        return lines + base[range.upperBound...]
    }

    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
