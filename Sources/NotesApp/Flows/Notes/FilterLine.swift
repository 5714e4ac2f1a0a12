import TerminalKit
import TextEditing

/// The filter as typed: its label and the line input, scrolled to show the
/// cursor (at the end while typing), with the terminal cursor in it while
/// it is being edited.
struct FilterLine: CanvasPart {
    let input: LineInput
    let editing: Bool

    static let label = "Filter: "

    /// Columns the text has in a line `columns` wide.
    static func fieldWidth(in columns: Int) -> Int {
        max(0, columns - TextWidth.columns(of: label))
    }

    func render(into canvas: inout Canvas) {
        let used = canvas.put(Self.label, row: 0, column: 0, style: .accent)
        input.draw(into: &canvas, row: 0, left: used, width: Self.fieldWidth(in: canvas.size.columns),
                   focused: editing, style: .plain)
    }
}
