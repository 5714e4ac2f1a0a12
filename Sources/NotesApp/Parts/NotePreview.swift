import NotesModel
import NotesSearching
import TerminalKit
import TextEditing

/// The selected note beside the list on a wide terminal, read-only: its
/// title, a rule, then the body drawn as Markdown and soft-wrapped, from
/// row `scroll` of the body. Only the start of the body that can show is
/// copied out of the note (`Note.bodyPrefix`), so a megabyte note costs
/// what a screenful does.
struct NotePreview: CanvasPart {
    /// At least this many columns give the list a preview beside it.
    static let minimumColumns = 120
    /// With the preview asked for: a list of 48 columns, a separator and
    /// a preview of 23.
    static let minimumColumnsWhenOn = 72

    let title: String
    /// The body's lines, as far as the view reaches.
    let lines: [[Character]]
    /// Whether the body goes on below the last row shown.
    let hasMore: Bool
    let scroll: Int

    /// Rows above the body: the title and a rule.
    static let headerRows = 2

    /// Columns between tab stops.
    let tabWidth: Int

    /// The filter's matches, drawn in the `match` colour.
    let highlight: SearchHighlight?

    init(note: Note, scroll: Int, size: Size, tabWidth: Int = SoftWrap.defaultTabWidth, highlight: SearchHighlight? = nil) {
        self.tabWidth = tabWidth
        self.highlight = highlight
        title = note.displayTitle
        let bodyRows = max(0, size.rows - Self.headerRows)
        let width = Self.textWidth(size.columns)
        let wanted = scroll + bodyRows + 1
        // Only the body's start is copied out of the note: enough bytes for
        // the rows wanted, unless they hold more (wide graphemes, long
        // clusters), when the whole body is read.
        let start = note.bodyPrefix(maxBytes: max(4096, wanted * width * 8))
        let fromStart = Self.startOfBody(start.text, rows: wanted, width: width)
        (lines, hasMore) = start.isWhole || fromStart.1 ? fromStart : Self.startOfBody(note.body, rows: wanted, width: width)
        // Never past the end: the last rows stay filled.
        if !hasMore {
            let total = lines.reduce(0) { $0 + SoftWrap.rowCount(of: $1, width: width, tabWidth: tabWidth) }
            self.scroll = max(0, min(scroll, total - bodyRows))
        } else {
            self.scroll = scroll
        }
    }

    /// The body's text columns: a column of margin on each side.
    static func textWidth(_ columns: Int) -> Int { max(1, columns - 2) }

    /// The first lines of `body`, enough for `rows` rows of `width` (a row
    /// holds at least one grapheme), and whether more text follows.
    static func startOfBody(_ body: String, rows: Int, width: Int) -> ([[Character]], Bool) {
        let limit = rows * max(1, width)
        var lines: [[Character]] = [[]]
        var taken = 0
        for character in body {
            if taken >= limit || lines.count > rows { return (lines, true) }
            taken += 1
            if character == "\n" || character == "\r\n" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        return (lines, false)
    }

    func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.putTruncated(title, matches: highlight?.ranges(in: title, isTitle: true) ?? [], row: 0, column: 1,
                            width: max(0, width - 2), style: .bold)
        canvas.put(String(repeating: "─", count: width), row: 1, column: 0, style: .muted)
        var blocks = MarkdownBlocks(lines: lines)
        StyledRows.drawWrapped(lines, skip: scroll, styler: { index, visible in
            let runs = MarkdownLine.runs(of: lines[index], isCode: blocks.isCode(line: index), visible: visible)
            guard let highlight else { return runs }
            return MatchStyle.overlay(highlight.ranges(in: lines[index], isTitle: false, visible: visible), on: runs)
        }, into: &canvas, top: Self.headerRows, left: 1, width: Self.textWidth(width),
           height: canvas.size.rows - Self.headerRows, tabWidth: tabWidth)
    }
}
