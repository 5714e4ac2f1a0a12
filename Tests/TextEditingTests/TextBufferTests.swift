import Testing
@testable import TextEditing

@Suite struct TextBufferTests {
    @Test func insertsTextWithNewlinesAtTheCursor() {
        var buffer = TextBuffer("ac")
        buffer.move(to: TextPosition(line: 0, column: 1))
        buffer.insert("b\nx\ny")
        #expect(buffer.text == "ab\nx\nyc")
        #expect(buffer.cursor == TextPosition(line: 2, column: 1))
    }

    @Test func carriageReturnsBecomeNewlines() {
        var buffer = TextBuffer("one\r\ntwo\rthree")
        #expect(buffer.text == "one\ntwo\nthree")
        buffer.moveToEnd()
        buffer.insert("\r\nfour")
        #expect(buffer.text == "one\ntwo\nthree\nfour")
    }

    @Test func backspaceJoinsLinesAtALineStart() {
        var buffer = TextBuffer("ab\ncd")
        buffer.move(to: TextPosition(line: 1, column: 0))
        buffer.deleteBackward()
        #expect(buffer.text == "abcd")
        #expect(buffer.cursor == TextPosition(line: 0, column: 2))
        buffer.move(to: TextPosition(line: 0, column: 0))
        buffer.deleteBackward()
        #expect(buffer.text == "abcd")
    }

    @Test func deleteForwardJoinsTheNextLineAtALineEnd() {
        var buffer = TextBuffer("ab\ncd")
        buffer.move(to: TextPosition(line: 0, column: 2))
        buffer.deleteForward()
        #expect(buffer.text == "abcd")
        buffer.moveToEnd()
        buffer.deleteForward()
        #expect(buffer.text == "abcd")
    }

    @Test func graphemesAreNeverSplit() {
        let flag = "🇫🇷", family = "👨‍👩‍👧", accented = "e\u{301}"
        var buffer = TextBuffer(flag + family + accented)
        #expect(buffer.currentLine.count == 3)
        buffer.moveToEnd()
        buffer.deleteBackward()
        #expect(buffer.text == flag + family)
        buffer.moveLeft()
        buffer.deleteForward()
        #expect(buffer.text == flag)
    }

    @Test func movingWrapsAcrossLines() {
        var buffer = TextBuffer("a\nb")
        buffer.move(to: TextPosition(line: 0, column: 1))
        buffer.moveRight()
        #expect(buffer.cursor == TextPosition(line: 1, column: 0))
        buffer.moveLeft()
        #expect(buffer.cursor == TextPosition(line: 0, column: 1))
        buffer.move(to: TextPosition(line: 9, column: 9))
        #expect(buffer.cursor == TextPosition(line: 1, column: 1))
    }
}

@Suite struct SoftWrapTests {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        let line = Array(text)
        return SoftWrap.rows(of: line, width: width).map { String(line[$0]) }
    }

    @Test func wrapsAtSpacesWhenItCan() {
        #expect(wrap("the quick brown fox", 10) == ["the quick ", "brown fox"])
    }

    @Test func breaksLongWordsAnywhere() {
        #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(wrap("日本語テキスト", 6) == ["日本語", "テキス", "ト"])
        #expect(wrap("a日b", 2) == ["a", "日", "b"])
    }

    @Test func aLineThatFillsItsRowGetsAnEmptyRowForTheCursor() {
        #expect(wrap("abcd", 4) == ["abcd", ""])
        #expect(wrap("", 4) == [""])
    }

    @Test func widthOneAndACharacterWiderThanTheWindow() {
        #expect(wrap("ab", 1) == ["a", "b", ""])
        #expect(wrap("日x", 1) == ["日", "x", ""])
    }

    @Test func tabsExpandToTheNextStop() {
        #expect(SoftWrap.column(of: 3, in: Array("a\tb"), row: 0..<3) == 5)
    }

    @Test func columnAndIndexAgree() {
        let line = Array("日本 e\u{301}x")
        let row = 0..<line.count
        #expect(SoftWrap.column(of: 2, in: line, row: row) == 4)
        #expect(SoftWrap.index(atColumn: 3, in: line, row: row, isLastRow: true) == 1)
        #expect(SoftWrap.index(atColumn: 99, in: line, row: row, isLastRow: true) == line.count)
    }
}

/// Cases the property tests found, kept as plain regression tests.
@Suite struct TextBufferRegressionTests {
    @Test func anEmojiTypedBeforeAJoinerAndAnEmojiMakesOneGrapheme() {
        var buffer = TextBuffer("\u{200D}😀")
        buffer.move(to: TextPosition(line: 0, column: 0))
        buffer.insert("😀")
        #expect(buffer.text == "😀\u{200D}😀")
        #expect(buffer.currentLine.count == 1)
        #expect(buffer.cursor == TextPosition(line: 0, column: 1))
    }
}
