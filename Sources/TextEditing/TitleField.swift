import Foundation
import TerminalKit

/// The note's title: a `LineInput`, so it edits as every one-line input
/// does (the list's filter too), and scrolls sideways when its text is
/// wider than the field. It shares the body's editing keys, undo included.
public struct TitleField {
    private(set) var input: LineInput

    public init(text: String) {
        input = LineInput(text: text)
    }

    public var text: String { input.text }

    /// Applies an editing or moving key; returns false for keys it ignores.
    public mutating func handle(_ key: Key) -> Bool {
        input.handle(key)
    }

    public mutating func insert(_ text: String) {
        input.insert(text)
    }

    /// Replaces the whole title as one undo step (after an outside editor).
    public mutating func replaceAll(with text: String) {
        input.replaceAll(with: text)
    }

    public mutating func moveCursorToEnd() {
        input.moveCursorToEnd()
    }

    /// A click at `column` of the field as last drawn.
    public mutating func moveCursor(toColumn column: Int) {
        input.moveCursor(toColumn: max(0, column))
    }

    /// Titles are one line: line breaks become spaces.
    public static func oneLine(_ text: String) -> String {
        LineInput.oneLine(text)
    }

    /// Draws the field in `width` columns at (`row`, `left`); the scroll
    /// keeps the cursor inside it (`LineInput.scrollOffset`).
    public mutating func render(into canvas: inout Canvas, row: Int, left: Int, width: Int, focused: Bool, style: Style) {
        input.render(into: &canvas, row: row, left: left, width: width, focused: focused, style: style)
    }
}
