import TerminalKit
import Testing
@testable import TextEditing

/// Every key of the one-line input the title and the filter share, one test
/// each; the text and where the cursor is, written as `|`.
@Suite struct LineInputTests {
    /// An input holding `text` with the cursor where `|` is.
    private func input(_ marked: String) -> LineInput {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        var input = LineInput(text: String(parts[0]) + (parts.count > 1 ? String(parts[1]) : ""))
        input.moveCursorToEnd()
        if parts.count > 1 { for _ in 0..<parts[1].count { input.handle(.left) } }
        return input
    }

    private func marked(_ input: LineInput) -> String {
        let characters = Array(input.text)
        return String(characters[..<input.cursor]) + "|" + String(characters[input.cursor...])
    }

    /// `key` pressed on `before` gives `after`.
    private func expectKey(_ key: Key, _ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var field = input(before)
        let handled = field.handle(key)
        #expect(handled, "\(key) is handled", sourceLocation: sourceLocation)
        #expect(marked(field) == after, "\(key) on \(before)", sourceLocation: sourceLocation)
    }

    @Test func typingInsertsAtTheCursor() {
        expectKey(.character("x"), "ab|cd", "abx|cd")
        expectKey(.character("日"), "|", "日|")
    }

    @Test func leftAndRightMoveOneGrapheme() {
        expectKey(.left, "ab|c", "a|bc")
        expectKey(.left, "|abc", "|abc")
        expectKey(.right, "a|bc", "ab|c")
        expectKey(.right, "abc|", "abc|")
        expectKey(.left, "a👍🏽|", "a|👍🏽")
        expectKey(.right, "|🇫🇷x", "🇫🇷|x")
    }

    @Test func homeEndAndCtrlACtrlEGoToTheEnds() {
        expectKey(.home, "ab|cd", "|abcd")
        expectKey(.control("a"), "ab|cd", "|abcd")
        expectKey(.end, "ab|cd", "abcd|")
        expectKey(.control("e"), "ab|cd", "abcd|")
    }

    @Test func backspaceAndDeleteRemoveOneGrapheme() {
        expectKey(.backspace, "ab|c", "a|c")
        expectKey(.backspace, "|abc", "|abc")
        expectKey(.delete, "a|bc", "a|c")
        expectKey(.delete, "abc|", "abc|")
        expectKey(.backspace, "xe\u{301}|", "x|")
        expectKey(.delete, "|👨‍👩‍👧y", "|y")
    }

    @Test func ctrlUDeletesToTheStart() {
        expectKey(.control("u"), "call ana| now", "| now")
        expectKey(.control("u"), "|abc", "|abc")
    }

    @Test func ctrlKDeletesToTheEnd() {
        expectKey(.control("k"), "call| ana", "call|")
        expectKey(.control("k"), "abc|", "abc|")
    }

    @Test func ctrlWAndAltBackspaceDeleteTheWordBefore() {
        expectKey(.control("w"), "call ana|", "call |")
        expectKey(.control("w"), "call ana  |", "call |")
        expectKey(.altBackspace, "call ana|", "call |")
        expectKey(.control("w"), "one-two|x", "one-|x")
        expectKey(.control("w"), "|abc", "|abc")
    }

    @Test func altDDeletesTheWordAfter() {
        expectKey(.alt("d"), "call| ana now", "call| now")
        expectKey(.alt("d"), "|call ana", "| ana")
        expectKey(.alt("d"), "abc|", "abc|")
    }

    @Test func altBAndAltFMoveByWords() {
        expectKey(.alt("b"), "call ana|", "call |ana")
        expectKey(.alt("b"), "call |ana", "|call ana")
        expectKey(.altLeft, "call ana|", "call |ana")
        expectKey(.alt("f"), "|call ana", "call| ana")
        expectKey(.alt("f"), "call| ana", "call ana|")
        expectKey(.altRight, "|call ana", "call| ana")
        expectKey(.alt("b"), "日本 語|", "日本 |語")
    }

    @Test func undoAndRedo() {
        var field = input("call ana|")
        field.handle(.control("w"))
        #expect(field.text == "call ")
        field.handle(.control("_"))
        #expect(field.text == "call ana")
        field.handle(.alt("_"))
        #expect(field.text == "call ")
    }

    @Test func aLineBreakBecomesASpace() {
        expectKey(.character("\n"), "a|b", "a |b")
        expectKey(.character("\r\n"), "a|b", "a |b")
        var field = LineInput(text: "one\ntwo\r\nthree")
        #expect(field.text == "one two three")
        field.insert("x\ny")
        #expect(field.text == "x yone two three")
    }

    @Test func aCombiningMarkTypedJoinsTheLetterBefore() {
        expectKey(.character("\u{301}"), "e|", "e\u{301}|")
        var field = input("e\u{301}|")
        #expect(field.text.count == 1)
        field.handle(.backspace)
        #expect(field.text.isEmpty)
    }

    @Test func otherKeysAreLeftToTheScreen() {
        var field = input("ab|")
        for key in [Key.enter, .escape, .tab, .up, .down, .pageUp, .pageDown, .control("s"), .function(1)] {
            let handled = field.handle(key)
            #expect(!handled, "\(key)")
        }
        #expect(marked(field) == "ab|")
    }

    // MARK: - Scrolling sideways

    private func drawn(_ field: inout LineInput, width: Int) -> (text: String, cursor: Int?) {
        var canvas = Canvas(size: Size(rows: 1, columns: width + 2))
        field.render(into: &canvas, row: 0, left: 1, width: width, focused: true, style: .plain)
        let text = String(canvas.lines[0].dropFirst())
        return (String(text.reversed().drop { $0 == " " }.reversed()), canvas.cursor.map { $0.column - 1 })
    }

    @Test func aLongTextScrollsToKeepTheCursorInTheField() {
        var field = input("abcdefghij|")
        var shown = drawn(&field, width: 5)
        #expect(shown.text == "ghij")
        #expect(shown.cursor == 4)
        for _ in 0..<10 { field.handle(.left) }
        shown = drawn(&field, width: 5)
        #expect(shown.text == "abcde")
        #expect(shown.cursor == 0)
        field.handle(.end)
        shown = drawn(&field, width: 5)
        #expect(shown.cursor == 4)
    }

    @Test func wideCharactersScrollByTheirColumns() {
        var field = input("日本語日本語|")
        // Six columns before the cursor's cell: the last three.
        let shown = drawn(&field, width: 7)
        #expect(shown.text == "日本語")
        #expect(shown.cursor == 6)
    }

    @Test func ctrlUOnALongTextScrollsBackToTheStart() {
        var field = input(String(repeating: "word ", count: 20) + "|end")
        _ = drawn(&field, width: 10)
        field.handle(.control("u"))
        let shown = drawn(&field, width: 10)
        #expect(shown.text == "end")
        #expect(shown.cursor == 0)
    }
}
