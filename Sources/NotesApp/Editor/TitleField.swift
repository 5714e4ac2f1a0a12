import TerminalKit

/// A one-line text field that scrolls sideways when its text is wider
/// than the field.
struct TitleField {
    private(set) var buffer: TextBuffer
    /// The first grapheme shown.
    private var scroll = 0

    init(text: String) {
        buffer = TextBuffer(Self.oneLine(text))
    }

    var text: String { buffer.text }

    /// Applies an editing or moving key; returns false for keys it ignores.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case let .character(character): buffer.insert(Self.oneLine(String(character)))
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home, .control("a"): buffer.move(to: TextPosition(line: 0, column: 0))
        case .end, .control("e"): buffer.moveToEnd()
        default: return false
        }
        return true
    }

    mutating func insert(_ text: String) {
        buffer.insert(Self.oneLine(text))
    }

    /// Titles are one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        TextBuffer.normalize(text).replacingOccurrences(of: "\n", with: " ")
    }

    /// Draws the field in `width` columns at (`row`, `left`).
    mutating func render(into canvas: inout Canvas, row: Int, left: Int, width: Int, focused: Bool, style: Style) {
        guard width > 0 else { return }
        let line = buffer.currentLine
        let cursor = buffer.cursor.column
        // Keep the cursor inside the field, with its cell free at the right edge.
        if cursor < scroll { scroll = cursor }
        while scroll < cursor, TextWidth.columns(of: String(line[scroll..<cursor])) > width - 1 { scroll += 1 }
        let visible = String(line[scroll...])
        canvas.put(visible, row: row, column: left, style: style, limit: width)
        if focused {
            let column = TextWidth.columns(of: String(line[scroll..<cursor]))
            canvas.cursor = Position(row: row, column: left + min(column, width - 1))
        }
    }
}
