import PropertyBased
import TerminalKit
import Testing
@testable import TextEditing

/// Stepping back one wrapped row (`rowAbove`), which moving up, scrolling
/// up and keeping the cursor in view all use: over random texts and widths
/// it walks every row of the text in reverse order, and `.up` lands the
/// cursor on it.
@Suite struct BodyEditorRowPropertyTests {
    static let pieces = ["a", "bc", " ", "\t", "日", "😀", "e\u{301}", "word ", "長い文章", "\n", "\n"]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...80)

    @Test func rowAboveWalksEveryRowBackwards() async {
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 1...12)) { indexes, width in
            var editor = BodyEditor(text: indexes.map { Self.pieces[$0] }.joined())
            editor.resize(width: width, height: 5)
            var order: [(line: Int, row: Int)] = []
            for line in 0..<editor.lines.count {
                for row in 0..<editor.rows(ofLine: line).count { order.append((line, row)) }
            }
            #expect(editor.rowAbove(line: 0, row: 0) == nil)
            for (above, place) in zip(order, order.dropFirst()) {
                let found = editor.rowAbove(line: place.line, row: place.row)
                #expect(found?.line == above.line && found?.row == above.row, "above \(place) at width \(width)")
            }
        }
    }

    @Test func upMovesTheCursorToTheRowAbove() async {
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 1...12), Gen.double(in: 0...1)) { indexes, width, fraction in
            var editor = BodyEditor(text: indexes.map { Self.pieces[$0] }.joined())
            editor.resize(width: width, height: 5)
            editor.moveCursor(toFraction: fraction)
            let before = editor.cursorRow()
            let expected = editor.rowAbove(line: before.line, row: before.row)
            _ = editor.handle(.up)
            let after = editor.cursorRow()
            if let expected {
                #expect(after.line == expected.line && after.row == expected.row, "from \(before.line):\(before.row) at width \(width)")
            } else {
                #expect(after.line == 0 && after.row == 0)
            }
        }
    }
}
