import NotesModel
import NotesSearching
import TerminalKit

/// Where a row's parts start, shared by every visible row.
struct RowColumns {
    static let marker = 2
    let showsDate: Bool
    let titleWidth: Int
    let textEnd: Int

    init(width: Int, widestTitle: Int, widestDate: Int) {
        showsDate = width >= 40
        textEnd = showsDate ? width - widestDate - 3 : width - 1
        let available = max(0, textEnd - Self.marker)
        titleWidth = min(widestTitle, max(min(16, available), available * 45 / 100))
    }
}

/// One note's row in the list: a marker (`▸` selected, `•` pinned), the
/// title, the start of the body and the date, in the columns every visible
/// row shares.
struct NoteRow: CanvasPart {
    let note: Note
    let date: String
    let selected: Bool
    let columns: RowColumns
    /// The filter's matches, drawn in the `match` colour.
    var highlight: SearchHighlight?

    func render(into canvas: inout Canvas) {
        let row = 0
        let width = canvas.size.columns
        var base = Style.plain
        base.reverse = selected
        if selected { canvas.fill(row: row, style: base) }
        // The selection's arrow, then a dot for a pinned note.
        canvas.put((selected ? "▸" : " ") + (note.pinned ? "•" : " "), row: row, column: 0, style: base)
        var titleStyle = base
        titleStyle.bold = true
        let title = note.displayTitle
        canvas.putTruncated(title, matches: highlight?.ranges(in: title, isTitle: true) ?? [], row: row,
                            column: RowColumns.marker, width: columns.titleWidth, style: titleStyle)
        let previewStart = RowColumns.marker + columns.titleWidth + 2
        var secondary = base
        secondary.color = selected ? nil : .muted
        if previewStart < columns.textEnd {
            // Only as many characters as the row can show (and one more, for
            // the truncation mark): a body's start is walked a character at
            // a time, which was most of drawing a row.
            let previewWidth = columns.textEnd - previewStart
            let preview = NoteRowFormatter.preview(of: note, limit: previewWidth + 1)
            canvas.putTruncated(preview, matches: highlight?.ranges(in: preview, isTitle: false) ?? [], row: row,
                                column: previewStart, width: previewWidth, style: secondary)
        }
        if columns.showsDate {
            canvas.put(date, row: row, column: width - TextWidth.columns(of: date) - 1, style: secondary)
        }
    }
}
