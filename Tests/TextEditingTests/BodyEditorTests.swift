import TerminalKit
import Testing
@testable import TextEditing

/// The body's view: wrapping of mixed-width text at several widths, the
/// cursor's screen place, and resizing.
@Suite struct BodyEditorTests {
    /// An editor of `text` in a `width`×`height` area, drawn once.
    private func editor(_ text: String, width: Int, height: Int = 6) -> (BodyEditor, Canvas) {
        var editor = BodyEditor(text: text)
        editor.resize(width: width, height: height)
        return (editor, draw(&editor))
    }

    private func draw(_ editor: inout BodyEditor) -> Canvas {
        var canvas = Canvas(size: Size(rows: editor.height, columns: editor.width))
        editor.render(into: &canvas, top: 0, left: 0, focused: true)
        return canvas
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func mixedWidthTextNeverOverflowsAndTheCursorSitsOnItsCharacter(width: Int) {
        let text = "日本a😀 e\u{301}x\t中文 ok"
        var body = BodyEditor(text: text)
        body.resize(width: width, height: 40)
        body.move(to: TextPosition(line: 0, column: 0))
        for column in 0...Array(text).count {
            body.move(to: TextPosition(line: 0, column: column))
            let canvas = draw(&body)
            let cursor = try! #require(canvas.cursor)
            #expect(cursor.column < width)
            if column < Array(text).count, Array(text)[column] != "\t", TextWidth.columns(of: Array(text)[column]) <= width {
                // The cell under the cursor shows the cursor's character.
                let shown = canvas[cursor.row, cursor.column].glyph.text
                #expect(shown.unicodeScalars.first == Array(text)[column].unicodeScalars.first)
            }
        }
        for line in draw(&body).lines { #expect(TextWidth.columns(of: line) <= width) }
    }

    @Test func aCharacterWiderThanTheWindowGetsARowOfItsOwn() {
        let (editor, canvas) = editor("a日b", width: 1)
        #expect(canvas.lines.prefix(3) == ["a", "", "b"])
        #expect(editor.buffer.cursor == TextPosition(line: 0, column: 0))
    }

    @Test func upAndDownMoveByScreenRowKeepingTheColumn() {
        var (body, _) = editor("abcdefghij", width: 4)
        body.move(to: TextPosition(line: 0, column: 1))
        _ = body.handle(.down)
        #expect(body.buffer.cursor.column == 5)
        _ = body.handle(.down)
        #expect(body.buffer.cursor.column == 9)
        _ = body.handle(.up)
        #expect(body.buffer.cursor.column == 5)
    }

    @Test func homeAndEndGoToTheEdgesOfTheScreenRow() {
        var (body, _) = editor("abcd efgh ijkl", width: 5)
        body.move(to: TextPosition(line: 0, column: 7))
        _ = body.handle(.home)
        #expect(body.buffer.cursor.column == 5)
        _ = body.handle(.control("e"))
        #expect(body.buffer.cursor.column == 9)
    }

    @Test func tabsShowAsSpacesToTheNextStopAndStayTabs() {
        let (body, canvas) = editor("a\tb\t\tc", width: 20)
        #expect(canvas.line(0) == "a   b       c")
        #expect(body.text == "a\tb\t\tc")
    }

    @Test func resizingKeepsTheCursorOnTheSameCharacter() {
        let text = String(repeating: "lorem ipsum 日本 ", count: 40)
        var body = BodyEditor(text: text)
        body.resize(width: 30, height: 5)
        body.move(to: TextPosition(line: 0, column: 333))
        let character = body.buffer.lines[0][333]
        for width in [7, 80, 1, 13, 30] {
            body.resize(width: width, height: 5)
            let canvas = draw(&body)
            #expect(body.buffer.cursor == TextPosition(line: 0, column: 333))
            let cursor = try! #require(canvas.cursor)
            #expect(canvas[cursor.row, cursor.column].glyph.text.first == character || width == 1)
        }
    }

    @Test func editsFarFromTheViewKeepItValid() {
        var (body, _) = editor((1...50).map { "line \($0)" }.joined(separator: "\n"), width: 20)
        body.move(to: TextPosition(line: 0, column: 0))
        body.insert((1...30).map { "new \($0)" }.joined(separator: "\n"))
        _ = body.handle(.pageDown)
        _ = body.handle(.control("_"))  // undo the paste: 30 lines vanish above the view
        let canvas = draw(&body)
        #expect(canvas.line(0) == "line 1")
        #expect(body.buffer.cursor == TextPosition(line: 0, column: 0))
    }
}
