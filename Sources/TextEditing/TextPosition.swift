/// A place in a `TextBuffer`: a line, and a grapheme index in that line.
/// Counting graphemes (Swift `Character`s) means the cursor can never land
/// inside an emoji, a flag or a letter with combining marks.
struct TextPosition: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Where text of `pieces` (its lines) ends when it starts here.
    func advanced(over pieces: [[Character]]) -> TextPosition {
        pieces.count == 1
            ? TextPosition(line: line, column: column + pieces[0].count)
            : TextPosition(line: line + pieces.count - 1, column: pieces[pieces.count - 1].count)
    }
}

/// What one edit did to a buffer's lines, so that a view can update what
/// it derived from them (wrapped rows) without rescanning the whole text.
enum LineChange: Equatable, Sendable {
    /// Graphemes `old` of `line` were replaced by `count` graphemes; no line
    /// break was added or removed.
    case columns(line: Int, old: Range<Int>, count: Int)
    /// Lines `old` were replaced by `count` lines.
    case lines(old: Range<Int>, count: Int)
    /// Anything may have changed (too many changes were left untaken).
    case everything
}
