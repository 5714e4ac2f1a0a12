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
