import TerminalKit

/// One line of editable text: the note's title and the list's filter. It
/// owns the text, the cursor and the line-editing keys, so every one-line
/// input edits the same way: ←/→, Home/End and Ctrl-A/E, Backspace/Delete,
/// Ctrl-U (to the start), Ctrl-K (to the end), Ctrl-W and Alt-Backspace (the
/// word before), Alt-b/f (a word left/right), Alt-d (the word after), and
/// undo. Text is grapheme clusters (a `TextBuffer` of one line), and the
/// field scrolls sideways when the text is wider than it.
public struct LineInput {
    private(set) var buffer: TextBuffer
    /// The first grapheme shown; moves only as far as the cursor needs.
    private(set) var scroll = 0

    /// `text` on one line, the cursor at its start.
    public init(text: String = "") {
        buffer = TextBuffer(Self.oneLine(text))
    }

    public var text: String { buffer.text }
    public var isEmpty: Bool { buffer.isEmpty }
    /// Graphemes before the cursor.
    public var cursor: Int { buffer.cursor.column }

    /// Applies a line-editing key; returns false for keys it leaves to others.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .home, .control("a"): buffer.move(to: TextPosition(line: 0, column: 0))
        case .end, .control("e"): buffer.moveToEnd()
        // One line: a line break typed (or sent as a key) is a space.
        case let .character(character) where character.isNewline:
            buffer.insert(" ")
        default:
            guard let command = EditingCommand(key) else { return false }
            command.apply(to: &buffer)
        }
        return true
    }

    /// Inserts `text` (a paste) at the cursor, on one line; one undo step.
    public mutating func insert(_ text: String) {
        buffer.insert(Self.oneLine(text))
    }

    /// Replaces the whole text as one undo step (after an outside editor).
    public mutating func replaceAll(with text: String) {
        buffer.replaceAll(with: Self.oneLine(text))
    }

    public mutating func moveCursorToEnd() {
        buffer.moveToEnd()
    }

    /// Puts the cursor at the grapheme drawn at `column` of the field as
    /// last drawn (a click): on a wide glyph's right half, before that
    /// glyph; past the text, at its end.
    public mutating func moveCursor(toColumn column: Int) {
        let line = buffer.currentLine
        var index = min(scroll, cursor)
        var x = 0
        while index < line.count {
            let width = TextWidth.columns(of: line[index])
            if x + width > column { break }
            x += width
            index += 1
        }
        buffer.move(to: TextPosition(line: 0, column: index))
    }

    /// One line: line breaks become spaces.
    public static func oneLine(_ text: String) -> String {
        TextBuffer.normalize(text).replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: - Drawing

    /// Scrolls so the cursor shows in `width` columns, then draws the
    /// field at (`row`, `left`), with the terminal cursor in it when focused.
    public mutating func render(into canvas: inout Canvas, row: Int, left: Int, width: Int, focused: Bool, style: Style) {
        guard width > 0 else { return }
        fit(width: width)
        draw(into: &canvas, row: row, left: left, width: width, focused: focused, style: style)
    }

    /// Moves the scroll so the cursor is inside `width` columns.
    public mutating func fit(width: Int) {
        scroll = Self.scrollOffset(line: buffer.currentLine, cursor: cursor, previous: scroll, width: width).scroll
    }

    /// Draws from the current scroll (set by `fit`); changes nothing.
    public func draw(into canvas: inout Canvas, row: Int, left: Int, width: Int, focused: Bool, style: Style) {
        guard width > 0 else { return }
        let line = buffer.currentLine
        let start = min(scroll, cursor)
        // Only what can show is handed to the canvas: a 100 KB paste costs a field's width.
        var end = start
        var columns = 0
        while end < line.count, columns <= width {
            columns += TextWidth.columns(of: line[end])
            end += 1
        }
        canvas.put(String(line[start..<end]), row: row, column: left, style: style, limit: width)
        if focused {
            let before = TextWidth.columns(of: String(line[start..<cursor]))
            canvas.cursor = Position(row: row, column: left + min(before, width - 1))
        }
    }

    /// The first grapheme to show so that the cursor is inside `width`
    /// columns with its cell free at the right edge, moving as little as
    /// possible from `previous` — and back again while more fits, so a line
    /// that fits after a resize shows from its start; and the cursor's
    /// column in the field. Measured from the cursor, so it costs the
    /// field's width, not the line's length.
    static func scrollOffset(line: [Character], cursor: Int, previous: Int, width: Int) -> (scroll: Int, cursorColumn: Int) {
        guard width > 0 else { return (cursor, 0) }
        // Keep the cursor inside the field, with its cell free at the right
        // edge, moving as little as possible from `previous`.
        let lower = min(max(0, previous), cursor)
        var scroll = cursor
        var columns = 0
        while scroll > lower {
            let next = TextWidth.columns(of: line[scroll - 1])
            if columns + next > width - 1 { break }
            columns += next
            scroll -= 1
        }
        // Scroll back while more of the text fits (after a resize or a
        // deletion), so a line that fits shows from its start.
        var shown = cursor == line.count ? 1 : 0
        for character in line[scroll...] {
            shown += TextWidth.columns(of: character)
            if shown > width { break }
        }
        while scroll > 0, shown <= width {
            let added = TextWidth.columns(of: line[scroll - 1])
            guard shown + added <= width, columns + added <= width - 1 else { break }
            shown += added
            columns += added
            scroll -= 1
        }
        return (scroll, columns)
    }
}
