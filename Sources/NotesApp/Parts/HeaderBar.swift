import TerminalKit

/// The reverse bar at the top of a screen: a bold title, a detail after it
/// (cut to fit), and a note at the right end when there is room.
struct HeaderBar: CanvasPart {
    let title: String
    var detail: String?
    var right: String?
    var rightStyle = Style.reverse

    func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.fill(row: 0, style: .reverse)
        var titleStyle = Style.reverse
        titleStyle.bold = true
        let used = canvas.put(title, row: 0, column: 0, style: titleStyle)
        let rightWidth = right.map { TextWidth.columns(of: $0) } ?? 0
        if let detail {
            canvas.putTruncated(detail, row: 0, column: used, width: max(0, width - used - rightWidth - 2), style: .reverse)
        }
        if let right, used + rightWidth + 1 <= width {
            canvas.put(right, row: 0, column: width - rightWidth - 1, style: rightStyle)
        }
    }
}
