import Foundation
import TerminalKit

/// A one-line text field that scrolls sideways when its text is wider
/// than the field. It shares the body's editing keys, undo included.
public struct TitleField {
    private(set) var buffer: TextBuffer
    /// The first grapheme shown.
    private var scroll = 0

    public init(text: String) {
        buffer = TextBuffer(Self.oneLine(text))
    }

    public var text: String { buffer.text }

    /// Applies an editing or moving key; returns false for keys it ignores.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .home, .control("a"): buffer.move(to: TextPosition(line: 0, column: 0))
        case .end, .control("e"): buffer.moveToEnd()
        case let .character(character) where character == "\n" || character == "\r":
            buffer.insert(" ")
        default:
            guard let command = EditingCommand(key) else { return false }
            command.apply(to: &buffer)
        }
        return true
    }

    public mutating func insert(_ text: String) {
        buffer.insert(Self.oneLine(text))
    }

    /// Replaces the whole title as one undo step (after an outside editor).
    public mutating func replaceAll(with text: String) {
        buffer.replaceAll(with: Self.oneLine(text))
    }

    /// Titles are one line: line breaks become spaces.
    public static func oneLine(_ text: String) -> String {
        TextBuffer.normalize(text).replacingOccurrences(of: "\n", with: " ")
    }

    /// Draws the field in `width` columns at (`row`, `left`).
    public mutating func render(into canvas: inout Canvas, row: Int, left: Int, width: Int, focused: Bool, style: Style) {
        guard width > 0 else { return }
        let line = buffer.currentLine
        let cursor = buffer.cursor.column
        // Keep the cursor inside the field, with its cell free at the right edge.
        if cursor < scroll { scroll = cursor }
        scroll = min(scroll, line.count)
        var columns = TextWidth.columns(of: String(line[scroll..<cursor]))
        while scroll < cursor, columns > width - 1 {
            columns -= TextWidth.columns(of: line[scroll])
            scroll += 1
        }
        // Scroll back while more of the title fits (after a resize or a
        // deletion), so a title that fits shows from its start.
        let cursorCell = cursor == line.count ? 1 : 0
        var shown = cursorCell
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
        canvas.put(String(line[scroll...]), row: row, column: left, style: style, limit: width)
        if focused {
            canvas.cursor = Position(row: row, column: left + min(columns, width - 1))
        }
    }
}
