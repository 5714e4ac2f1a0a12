import PropertyBased
import Testing
import TerminalKit
@testable import TextEditing

/// The incremental re-wrap must give exactly the rows a full wrap gives,
/// whatever the edit, the text and the width.
@Suite struct SoftWrapPropertyTests {
    static let pieces: [String] = ["a", "bc", " ", "  ", "\t", "日", "😀", "e\u{301}", "word ", "長い文章", "x"]
    static let lines = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...60)
    static let edits = zip(Gen.int(in: 0...200), Gen.int(in: 0...6), Gen.int(in: 0...(pieces.count - 1)))
        .array(of: 1...12)

    @Test func incrementalRewrapEqualsAFullWrap() async {
        await propertyCheck(count: 300, input: Self.lines, Self.edits, Gen.int(in: 1...12)) { start, edits, width in
            var line = Array(start.map { Self.pieces[$0] }.joined())
            var rows = SoftWrap.rows(of: line, width: width)
            for (at, length, piece) in edits {
                let lower = line.isEmpty ? 0 : at % (line.count + 1)
                let old = lower..<min(line.count, lower + length)
                let inserted = Array(Self.pieces[piece])
                line.replaceSubrange(old, with: inserted)
                rows = SoftWrap.rows(of: line, width: width, updating: rows, replaced: old, count: inserted.count)
                #expect(rows == SoftWrap.rows(of: line, width: width), "width \(width), line \(String(line))")
            }
        }
    }

    /// Every row fits its width (a character wider than the window alone on
    /// its row), rows cover the line in order, and every cursor place has a row.
    @Test func rowsCoverTheLineAndFit() async {
        await propertyCheck(count: 300, input: Self.lines, Gen.int(in: 1...12)) { indexes, width in
            let line = Array(indexes.map { Self.pieces[$0] }.joined())
            let rows = SoftWrap.rows(of: line, width: width)
            #expect(rows.first?.lowerBound == 0)
            #expect(rows.last?.upperBound == line.count)
            for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            for row in rows where row.count > 1 {
                #expect(SoftWrap.column(of: row.upperBound, in: line, row: row) <= width)
            }
            for index in 0...line.count {
                let row = SoftWrap.row(containing: index, in: rows)
                #expect(rows[row].contains(index) || index == rows[row].upperBound)
            }
        }
    }
}
