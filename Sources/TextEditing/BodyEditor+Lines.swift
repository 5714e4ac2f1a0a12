/// Edits of one whole line, for commands that rewrite the cursor's line
/// (Ctrl-T's task box) rather than type into it.
extension BodyEditor {
    /// The cursor's line: its number and its graphemes.
    public var cursorLine: (index: Int, text: [Character]) {
        (buffer.cursor.line, buffer.lines[buffer.cursor.line])
    }

    /// Every line, as graphemes: what a styler reads.
    public var lines: [[Character]] { buffer.lines }
}

extension BodyEditor {
    /// The cursor's place in its line, in graphemes.
    public var cursorColumn: Int { buffer.cursor.column }

    /// The cursor's place on the screen, relative to the body's top left,
    /// as the last frame drew it; nil when it is out of view.
    public mutating func cursorScreenRow() -> Int? {
        let (line, row, _) = cursorRow()
        guard (line, row) >= (scrollLine, scrollRow) else { return nil }
        var walkLine = scrollLine
        var walkRow = scrollRow
        var counted = 0
        while (walkLine, walkRow) < (line, row), counted < height {
            walkRow += 1
            if walkRow >= rows(ofLine: walkLine).count { walkLine += 1; walkRow = 0 }
            counted += 1
        }
        return counted < height ? counted : nil
    }
}
