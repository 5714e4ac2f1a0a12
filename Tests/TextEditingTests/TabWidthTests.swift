import TerminalKit
@testable import TextEditing
import Testing

/// The `tab_width` setting: where a tab's next stop is, in the editor's
/// drawing, its cursor, its wrapping and up/down.
@Suite struct TabWidthTests {
    func drawn(_ text: String, tabWidth: Int, width: Int = 20) -> (lines: [String], cursor: Position?) {
        var editor = BodyEditor(text: text, tabWidth: tabWidth)
        editor.resize(width: width, height: 3)
        editor.moveCursorToEnd()
        var canvas = Canvas(size: Size(rows: 3, columns: width))
        editor.render(into: &canvas, top: 0, left: 0, focused: true)
        return (canvas.lines, canvas.cursor)
    }

    @Test func aTabReachesTheNextStopOfItsWidth() {
        #expect(drawn("a\tb", tabWidth: 8).lines[0].hasPrefix("a       b"))
        #expect(drawn("a\tb", tabWidth: 8).cursor == Position(row: 0, column: 9))
        #expect(drawn("a\tb", tabWidth: 2).lines[0].hasPrefix("a b"))
        #expect(drawn("a\tb", tabWidth: 4).lines[0].hasPrefix("a   b"), "the default is 4")
        #expect(drawn("a\tb", tabWidth: SoftWrap.defaultTabWidth) == drawn("a\tb", tabWidth: 4))
    }

    @Test func wrappingCountsTheTabsWidth() {
        // 8 + 8 + 4 columns fit 20 with stops of 8; with 16 the second tab wraps.
        let text = "\t\tabcd"
        #expect(drawn(text, tabWidth: 8).lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(drawn(text, tabWidth: 16).lines[1].hasPrefix(String(repeating: " ", count: 16) + "abcd"))
    }

    @Test func upAndDownKeepTheColumnAcrossTabs() {
        var editor = BodyEditor(text: "\tx\n12345678y", tabWidth: 8)
        editor.resize(width: 20, height: 3)
        editor.moveCursorToEnd()
        _ = editor.handle(.left)
        _ = editor.handle(.up)
        var canvas = Canvas(size: Size(rows: 3, columns: 20))
        editor.render(into: &canvas, top: 0, left: 0, focused: true)
        #expect(canvas.cursor == Position(row: 0, column: 8))
    }
}
