import TerminalKit

/// The filter as typed: its label and the end of the text (where the
/// typing happens), with the cursor after it while it is being edited.
struct FilterLine: CanvasPart {
    let filter: String
    let editing: Bool

    func render(into canvas: inout Canvas) {
        let label = canvas.put("Filter: ", row: 0, column: 0, style: .accent)
        let available = canvas.size.columns - label - 1
        let used = canvas.put(NotesListView.tail(of: filter, fitting: available), row: 0, column: label)
        if editing {
            canvas.cursor = Position(row: 0, column: min(canvas.size.columns - 1, label + used))
        }
    }
}
