import NotesModel
import TerminalKit

/// A note shown read-only (from the trash): its title, then its body
/// wrapped to the screen, scrolled with the list keys. Nothing here edits.
public final class NoteReaderScreen: Screen {
    var onBack: (() -> Void)?

    let note: Note
    private(set) var top = 0
    private var pageRows = 10
    private var rowCount = 0

    init(note: Note) {
        self.note = note
        super.init(name: "NoteReader")
    }

    public override func handle(_ key: Key) {
        let last = max(0, rowCount - pageRows)
        switch Self.keys.binding(for: key)?.action {
        case .lineDown: top += 1
        case .lineUp: top -= 1
        case .pageDown: top += max(1, pageRows - 1)
        case .pageUp: top -= max(1, pageRows - 1)
        case .first: top = 0
        case .last: top = last
        case .back: onBack?()
        case nil: break
        }
        top = min(max(0, top), last)
    }

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.draw(HeaderBar(title: " Read only ", detail: note.displayTitle), in: .row(0, width: width))
        let rows = Self.wrap(note.body, width: width)
        rowCount = rows.count
        pageRows = max(1, canvas.size.rows - 2)
        top = min(top, max(0, rows.count - pageRows))
        for (offset, text) in rows.dropFirst(top).prefix(pageRows).enumerated() {
            canvas.putTruncated(text, row: 1 + offset, column: 0, width: width, style: .plain)
        }
        let position = rows.count > pageRows ? "\(min(rows.count, top + pageRows))/\(rows.count) · " : ""
        canvas.draw(StatusLine(text: Self.footer(position: position), style: .muted),
                    in: .row(canvas.size.rows - 1, width: width))
        canvas.cursor = nil
    }

    /// The body's lines cut into rows of at most `width` columns, a wide
    /// character never split.
    static func wrap(_ text: String, width: Int) -> [Substring] {
        guard width > 0 else { return [] }
        var rows: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var start = line.startIndex
            var used = 0
            var index = line.startIndex
            while index < line.endIndex {
                let columns = max(1, TextWidth.columns(of: line[index]))
                if used + columns > width, index > start {
                    rows.append(line[start..<index])
                    (start, used) = (index, 0)
                }
                used += columns
                index = line.index(after: index)
            }
            rows.append(line[start...])
        }
        return rows
    }
}
