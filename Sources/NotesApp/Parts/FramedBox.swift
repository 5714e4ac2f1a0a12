import TerminalKit

/// Lines in a reverse box with a frame, drawn over what is below it (the
/// help). Lines past the box's height are left out; `bottomNote` (where a
/// cut box is, "↓ more") is written into its bottom edge, at the right.
struct FramedBox: CanvasPart {
    let lines: [(text: String, style: Style)]
    var bottomNote: String?

    func render(into canvas: inout Canvas) {
        let (height, width) = (canvas.size.rows, canvas.size.columns)
        var frame = Style.reverse
        frame.color = .accent
        for row in 0..<height { canvas.fill(row: row, style: .reverse) }
        let rule = String(repeating: "─", count: max(0, width - 2))
        canvas.put("┌" + rule + "┐", row: 0, column: 0, style: frame)
        canvas.put("└" + rule + "┘", row: height - 1, column: 0, style: frame)
        for row in 1..<max(1, height - 1) {
            canvas.put("│", row: row, column: 0, style: frame)
            canvas.put("│", row: row, column: width - 1, style: frame)
        }
        if let bottomNote, height > 1 {
            let note = " \(bottomNote) "
            let noteWidth = min(TextWidth.columns(of: note), max(0, width - 4))
            canvas.putTruncated(note, row: height - 1, column: max(1, width - 2 - noteWidth), width: noteWidth, style: frame)
        }
        for (offset, line) in lines.prefix(max(0, height - 2)).enumerated() {
            var style = line.style
            style.reverse = true
            canvas.putTruncated(line.text, row: 1 + offset, column: 2, width: width - 4, style: style)
        }
    }
}
