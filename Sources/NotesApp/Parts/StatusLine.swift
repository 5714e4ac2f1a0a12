import TerminalKit

/// One line of text in one style: a footer of keys, a notice, a prompt,
/// a save error. Filled across when `fills` (a bar), cut with `…` to fit.
struct StatusLine: CanvasPart {
    let text: String
    let style: Style
    var fills = true
    var indent = 0

    func render(into canvas: inout Canvas) {
        if fills { canvas.fill(row: 0, style: style) }
        canvas.putTruncated(text, row: 0, column: indent, width: canvas.size.columns - indent, style: style)
    }
}
