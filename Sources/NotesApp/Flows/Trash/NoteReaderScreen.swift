import NotesModel
import TerminalKit
import TextEditing

/// A note shown read-only, full screen at any width (`v` in the list,
/// `Enter` in the trash): its title, then its body drawn as Markdown and
/// wrapped, scrolled with the list keys. Nothing here edits.
public final class NoteReaderScreen: Screen {
    var onBack: (() -> Void)?

    /// Where it was opened from, which its footer says.
    enum Place { case list, trash }

    let note: Note
    let place: Place
    private let tabWidth: Int
    private let lines: [[Character]]
    private var blocks: MarkdownBlocks
    private(set) var top = 0
    private var pageRows = 10
    private var rowCount = 0

    init(note: Note, place: Place = .trash, tabWidth: Int = SoftWrap.defaultTabWidth) {
        self.note = note
        self.place = place
        self.tabWidth = tabWidth
        lines = note.body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(Array.init)
        blocks = MarkdownBlocks(lines: lines)
        super.init(name: "NoteReader")
    }

    public override func handle(_ key: Key) {
        // Before the first frame (a key typed ahead) the end is not known:
        // drawing keeps `top` within the text.
        let last = rowCount > 0 ? max(0, rowCount - pageRows) : Int.max / 2
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
        // A column of margin each side, as the preview beside the list.
        let textWidth = max(1, width - 2)
        rowCount = lines.reduce(0) { $0 + SoftWrap.rowCount(of: $1, width: textWidth, tabWidth: tabWidth) }
        pageRows = max(1, canvas.size.rows - 2)
        top = min(top, max(0, rowCount - pageRows))
        _ = StyledRows.drawWrapped(lines, skip: top, styler: { index, visible in
            MarkdownLine.runs(of: lines[index], isCode: blocks.isCode(line: index), visible: visible)
        }, into: &canvas, top: 1, left: 1, width: textWidth, height: pageRows, tabWidth: tabWidth)
        let position = rowCount > pageRows ? "\(min(rowCount, top + pageRows))/\(rowCount) · " : ""
        canvas.draw(StatusLine(text: Self.footer(position: position, place: place), style: .muted),
                    in: .row(canvas.size.rows - 1, width: width))
        canvas.cursor = nil
    }
}
