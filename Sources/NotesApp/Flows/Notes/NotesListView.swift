import Foundation
import NotesCore
import TerminalKit

/// Where the parts of the Notes list go at a given size.
struct NotesListLayout {
    let size: Size
    let showsFilter: Bool
    var scroll = 0

    var headerRow: Int { 0 }
    var filterRow: Int? { showsFilter ? 1 : nil }
    var firstListRow: Int { showsFilter ? 2 : 1 }
    var footerRow: Int { size.rows - 1 }
    var listRows: Int { max(0, footerRow - firstListRow) }

    /// The first visible index that keeps `selection` on screen, moving as
    /// little as possible from `previousTop`.
    func scrollTop(keeping selection: Int, previousTop: Int, count: Int) -> Int {
        guard listRows > 0 else { return 0 }
        var top = min(previousTop, max(0, count - listRows))
        if selection < top { top = selection }
        if selection >= top + listRows { top = selection - listRows + 1 }
        return max(0, top)
    }
}

/// Draws the Notes list; reads the screen's state, changes nothing.
struct NotesListView {
    let screen: NotesListScreen
    let layout: NotesListLayout

    func render(into canvas: inout Canvas) {
        renderHeader(into: &canvas)
        if let row = layout.filterRow { renderFilter(row: row, into: &canvas) }
        if screen.visibleNotes.isEmpty {
            renderEmpty(into: &canvas)
        } else {
            renderRows(into: &canvas)
        }
        renderFooter(into: &canvas)
    }

    private func renderHeader(into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.fill(row: layout.headerRow, style: .reverse)
        let count = screen.totalCount
        var counter = count == 1 ? "1 note" : "\(count) notes"
        if !screen.filter.isEmpty { counter = "\(screen.visibleNotes.count) of \(counter)" }
        let counterWidth = TextWidth.columns(of: counter)
        var title = Style.reverse
        title.bold = true
        let used = canvas.put(" notes-tui ", row: 0, column: 0, style: title)
        let pathWidth = max(0, width - used - counterWidth - 2)
        canvas.putTruncated(screen.libraryName, row: 0, column: used, width: pathWidth, style: .reverse)
        if used + counterWidth + 1 <= width {
            canvas.put(counter, row: 0, column: width - counterWidth - 1, style: .reverse)
        }
    }

    private func renderFilter(row: Int, into canvas: inout Canvas) {
        let editing = screen.mode == .editingFilter
        let label = canvas.put("Filter: ", row: row, column: 0, style: .accent)
        let available = canvas.size.columns - label - 1
        let used = canvas.put(Self.tail(of: screen.filter, fitting: available), row: row, column: label)
        if editing {
            canvas.cursor = Position(row: row, column: min(canvas.size.columns - 1, label + used))
        }
    }

    /// The end of `text` that fits in `columns`: a long query shows where
    /// the typing happens. Measured from the end, once per character, so
    /// a 100 KB paste costs what it shows, not its length squared.
    static func tail(of text: String, fitting columns: Int) -> Substring {
        var start = text.endIndex
        var used = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            used += TextWidth.columns(of: text[previous])
            if used > columns { break }
            start = previous
        }
        return text[start...]
    }

    private func renderEmpty(into canvas: inout Canvas) {
        let row = layout.firstListRow + min(1, max(0, layout.listRows - 1))
        let message: String
        if screen.filter.isEmpty {
            message = "No notes yet. Press n to write your first note."
        } else if screen.mode == .editingFilter {
            message = "No notes match. Enter creates a note titled “\(screen.filter)”."
        } else {
            message = "No notes match “\(screen.filter)”. Esc clears the filter."
        }
        canvas.putTruncated(message, row: row, column: 2, width: canvas.size.columns - 2, style: .muted)
    }

    private func renderRows(into canvas: inout Canvas) {
        let notes = screen.visibleNotes
        let end = min(notes.count, layout.scroll + layout.listRows)
        guard layout.scroll < end else { return }
        let visible = notes[layout.scroll..<end]
        // Titles share one column, as wide as the widest visible title allows,
        // so the previews line up.
        // Measured no wider than the screen: a title of millions of characters costs a row's worth.
        let widest = visible.map { TextWidth.columns(of: $0.displayTitle, upTo: canvas.size.columns) }.max() ?? 0
        let dates = visible.map { screen.rowFormatter.shortDate($0.modified) }
        let widestDate = dates.map { TextWidth.columns(of: $0) }.max() ?? 0
        let columns = RowColumns(width: canvas.size.columns, widestTitle: widest, widestDate: widestDate)
        for (offset, note) in visible.enumerated() {
            let index = layout.scroll + offset
            renderRow(note, date: dates[offset], row: layout.firstListRow + offset,
                      selected: index == screen.selection, columns: columns, into: &canvas)
        }
    }

    /// Where a row's parts start, shared by every visible row.
    private struct RowColumns {
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

    private func renderRow(_ note: Note, date: String, row: Int, selected: Bool, columns: RowColumns,
                           into canvas: inout Canvas) {
        let width = canvas.size.columns
        var base = Style.plain
        base.reverse = selected
        if selected { canvas.fill(row: row, style: base) }
        canvas.put(selected ? "▸ " : "  ", row: row, column: 0, style: base)
        var titleStyle = base
        titleStyle.bold = true
        canvas.putTruncated(note.displayTitle, row: row, column: RowColumns.marker,
                            width: columns.titleWidth, style: titleStyle)
        let previewStart = RowColumns.marker + columns.titleWidth + 2
        var secondary = base
        secondary.color = selected ? nil : .muted
        if previewStart < columns.textEnd {
            canvas.putTruncated(NoteRowFormatter.preview(of: note), row: row, column: previewStart,
                                width: columns.textEnd - previewStart, style: secondary)
        }
        if columns.showsDate {
            canvas.put(date, row: row, column: width - TextWidth.columns(of: date) - 1, style: secondary)
        }
    }

    private func renderFooter(into canvas: inout Canvas) {
        let row = layout.footerRow
        let text: String
        var style = Style.muted
        switch screen.mode {
        case let .confirmingDelete(note):
            text = PromptAnswer.deletePrompt(title: note.displayTitle, width: canvas.size.columns)
            style = .warning
        case .editingFilter:
            text = NotesListScreen.filterTypingHint + " · " + screen.footerLabels.footerLine
        case .browsing where screen.notice != nil:
            text = screen.notice ?? ""
            style = .accent
        case .browsing:
            text = screen.footerLabels.footerLine
        }
        canvas.fill(row: row, style: style)
        canvas.putTruncated(text, row: row, column: 0, width: canvas.size.columns, style: style)
    }
}
