import TerminalKit
import Testing
@testable import TextEditing

/// The editor's styling seam: a styler hears of every change and its runs
/// style the drawn cells, never the characters; a whole-line edit keeps
/// the cursor on its character and is one undo step.
@Suite struct BodyStylerTests {
    /// Styles every `x` bold, and records what it was told.
    final class XStyler: BodyStyler {
        var told: [String] = []
        func reset(lines: [[Character]]) { told.append("reset \(lines.count)") }
        func linesReplaced(_ old: Range<Int>, count: Int, lines: [[Character]]) {
            told.append("\(old.lowerBound)..<\(old.upperBound) → \(count)")
        }
        func runs(ofLine index: Int, in lines: [[Character]], visible: Range<Int>) -> [StyleRun] {
            lines[index].indices.filter { lines[index][$0] == "x" }.map { StyleRun($0..<($0 + 1), .bold) }
        }
    }

    @Test func runsStyleTheCellsOfTheirCharacters() {
        let styler = XStyler()
        var editor = BodyEditor(text: "a\tx日x", styler: styler)
        editor.resize(width: 20, height: 2)
        var canvas = Canvas(size: Size(rows: 2, columns: 20))
        editor.render(into: &canvas, top: 0, left: 0, focused: true)
        #expect(canvas.line(0) == "a   x日x")
        let bold = (0..<8).filter { canvas[0, $0].style == .bold }
        #expect(bold == [4, 7])
    }

    @Test func theStylerHearsOfEveryChange() {
        let styler = XStyler()
        var editor = BodyEditor(text: "one\ntwo", styler: styler)
        _ = editor.handle(.character("x"))
        _ = editor.handle(.enter)
        editor.replaceAll(with: "new")
        #expect(styler.told == ["reset 2", "0..<1 → 1", "0..<1 → 2", "0..<3 → 1"])
    }

    @Test func aWholeLineEditKeepsTheCursorOnItsCharacterAndIsOneUndoStep() {
        var editor = BodyEditor(text: "milk\neggs")
        editor.move(to: TextPosition(line: 0, column: 2))
        editor.replaceInCursorLine(0..<0, with: "- [ ] ")
        #expect(editor.text == "- [ ] milk\neggs")
        #expect(editor.buffer.cursor == TextPosition(line: 0, column: 8))
        _ = editor.handle(.control("_"))
        #expect(editor.text == "milk\neggs")
        #expect(editor.buffer.cursor == TextPosition(line: 0, column: 2))
        _ = editor.handle(.alt("_"))
        #expect(editor.text == "- [ ] milk\neggs")
        #expect(editor.buffer.cursor == TextPosition(line: 0, column: 8))
    }
}
