import TerminalKit
import TextEditing

/// A one-line input as a screen shows it: a label, then the line input,
/// scrolled to show the cursor, with the terminal cursor in it while it is
/// being edited. The list's filter (`Filter: `) and the Tags screen's
/// narrowing (`Tag: #`) are each one.
struct InputLine: CanvasPart {
    let label: String
    let input: LineInput
    let editing: Bool

    static let filterLabel = "Filter: "

    /// Columns the text has after `label` in a line `columns` wide.
    static func fieldWidth(label: String, in columns: Int) -> Int {
        max(0, columns - TextWidth.columns(of: label))
    }

    func render(into canvas: inout Canvas) {
        let used = canvas.put(label, row: 0, column: 0, style: .accent)
        input.draw(into: &canvas, row: 0, left: used, width: Self.fieldWidth(label: label, in: canvas.size.columns),
                   focused: editing, style: .plain)
    }
}
