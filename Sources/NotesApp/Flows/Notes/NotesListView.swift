import Foundation
import NotesSettings
import TerminalKit

/// Where the parts of the Notes list go at a given size.
struct NotesListLayout {
    let size: Size
    let showsFilter: Bool
    /// The `preview` setting.
    var previewMode: PreviewMode = .auto
    var scroll = 0

    var headerRow: Int { 0 }
    var filterRow: Int? { showsFilter ? 1 : nil }
    var firstListRow: Int { showsFilter ? 2 : 1 }
    var footerRow: Int { size.rows - 1 }
    var listRows: Int { max(0, footerRow - firstListRow) }

    /// Whether the selected note shows beside the list: on a wide terminal
    /// (auto), whenever it has room (on), or never (off).
    var showsPreview: Bool {
        switch previewMode {
        case .auto: size.columns >= NotePreview.minimumColumns
        case .on: size.columns >= NotePreview.minimumColumnsWhenOn
        case .off: false
        }
    }
    /// The list's columns: two fifths of the screen with a preview beside
    /// it, never fewer than 48; the whole width without.
    var listColumns: Int { showsPreview ? max(48, size.columns * 2 / 5) : size.columns }
    /// The preview's area: right of the list and a separating line, from
    /// the first list row to above the footer.
    var previewArea: Rect {
        Rect(row: firstListRow, column: listColumns + 1, rows: listRows, columns: size.columns - listColumns - 1)
    }

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
        if layout.showsPreview { renderPreview(into: &canvas) }
        renderFooter(into: &canvas)
    }

    private func renderPreview(into canvas: inout Canvas) {
        let area = layout.previewArea
        for row in area.row..<(area.row + area.rows) {
            canvas.put("│", row: row, column: layout.listColumns, style: .muted)
        }
        if let preview = screen.preview { canvas.draw(preview, in: area) }
    }

    private func renderHeader(into canvas: inout Canvas) {
        canvas.draw(HeaderBar(title: " notes-tui ", detail: screen.libraryName,
                              right: Self.whereYouAre(screen, width: canvas.size.columns)),
                    in: .row(layout.headerRow, width: canvas.size.columns))
    }

    /// The header's right end: the sort, then the selected row's position
    /// among the shown notes — `by title · 21/200 notes`, or with a filter
    /// `by title · 2/5 of 200 notes` (the filter itself is on the next row).
    /// On a narrow window the sort goes first, so the library's name
    /// keeps room (at least `pathRoom` columns).
    static func whereYouAre(_ screen: NotesListScreen, width: Int) -> String {
        let total = screen.totalCount
        let notes = total == 1 ? "1 note" : "\(total) notes"
        let shown = screen.visibleNotes.count
        let position = shown == 0 ? "" : "\(screen.selection + 1)/"
        let searching = screen.searchIsComplete ? "" : " · searching…"
        let sorting = screen.sortIsPending ? " (sorting…)" : ""
        let count = screen.filter.isEmpty ? position + notes : position + "\(shown) of \(notes)" + searching
        let full = "by \(screen.sort.label)\(sorting) · \(count)"
        let room = width - titleWidth - pathRoom
        guard let syncHeader = screen.syncHeader else { return TextWidth.columns(of: full) <= room ? full : count }
        // The sync state goes first and takes what the sort would; on a
        // narrow window the count shortens (`2/5`) and the path gives way.
        let shortCount = shown == 0 ? "0/\(total)" : "\(screen.selection + 1)/\(shown)"
        // A failure's reason is worth more than the sort: the sort goes
        // before the reason is cut. Two columns more keep it off the path.
        let syncRoom = room - 2
        let whole = syncHeader(Int.max)
        for tail in [full, count] {
            let sync = syncHeader(syncRoom - TextWidth.columns(of: tail) - 3)
            guard TextWidth.columns(of: sync + " · " + tail) <= syncRoom else { continue }
            if sync == whole || tail == count { return sync + " · " + tail }
        }
        return syncHeader(width - titleWidth - TextWidth.columns(of: shortCount) - 3 - narrowPathRoom) + " · " + shortCount
    }

    /// The path's room on a narrow window that also shows the sync state.
    private static let narrowPathRoom = 8

    /// " notes-tui " and the gaps around the right end.
    private static let titleWidth = 13
    private static let pathRoom = 16

    private func renderFilter(row: Int, into canvas: inout Canvas) {
        canvas.draw(InputLine(label: InputLine.filterLabel, input: screen.filterInput, editing: screen.mode == .editingFilter),
                    in: .row(row, width: canvas.size.columns))
    }

    private func renderEmpty(into canvas: inout Canvas) {
        let row = layout.firstListRow + min(1, max(0, layout.listRows - 1))
        let message: String
        if screen.filter.isEmpty {
            message = "No notes yet. Press \(NotesListScreen.keyName("list.new", in: NotesListScreen.browsingKeys)) to write your first note."
        } else if screen.filterProblem != nil {
            message = "The filter cannot be searched: see below."
        } else if !screen.searchIsComplete {
            message = "Searching…"
        } else if screen.mode == .editingFilter {
            message = "No notes match. \(NotesListScreen.keyName("filter.keep", in: NotesListScreen.filterKeys)) creates a note titled “\(screen.filter)”."
        } else {
            message = "No notes match “\(screen.filter)”. \(NotesListScreen.keyName("list.clear_filter", in: NotesListScreen.browsingKeys)) clears the filter."
        }
        canvas.draw(StatusLine(text: message, style: .muted, fills: false, indent: 2), in: .row(row, width: layout.listColumns))
    }

    private func renderRows(into canvas: inout Canvas) {
        let notes = screen.visibleNotes
        let end = min(notes.count, layout.scroll + layout.listRows)
        guard layout.scroll < end else { return }
        let visible = notes[layout.scroll..<end]
        // Titles share one column, as wide as the widest title allows (of
        // all the notes, so it stays put as a filter narrows the rows), so
        // the previews line up.
        // Measured no wider than the screen: a title of millions of characters costs a row's worth.
        let width = layout.listColumns
        let widest = screen.widestTitle(upTo: width)
        // The date the list is sorted by: "by created" shows when each was created.
        let dates = visible.map { screen.rowFormatter.shortDate(screen.sort == .created ? $0.created : $0.modified) }
        let widestDate = dates.map { TextWidth.columns(of: $0) }.max() ?? 0
        let columns = RowColumns(width: width, widestTitle: widest, widestDate: widestDate)
        for (offset, note) in visible.enumerated() {
            let row = NoteRow(note: note, date: dates[offset], selected: layout.scroll + offset == screen.selection,
                              columns: columns, highlight: screen.filterHighlight)
            canvas.draw(row, in: .row(layout.firstListRow + offset, width: width))
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
        case _ where screen.filterProblem != nil && screen.notice == nil:
            text = screen.filterProblem ?? ""
            style = .warning
        case .editingFilter:
            let hint = NotesListScreen.filterTypingHint + " · "
            text = hint + screen.footerLine(fitting: canvas.size.columns - TextWidth.columns(of: hint))
        case .browsing where screen.notice != nil:
            text = screen.notice ?? ""
            style = .accent
        case .browsing:
            text = screen.footerLine(fitting: canvas.size.columns)
        }
        canvas.draw(StatusLine(text: text, style: style), in: .row(row, width: canvas.size.columns))
    }
}
