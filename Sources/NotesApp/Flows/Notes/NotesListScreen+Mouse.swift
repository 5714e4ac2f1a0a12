import TerminalKit

// The Notes list's mouse: the wheel moves the selection (over the preview,
// scrolls the preview); a click selects a row, and a click on the row the
// last click selected opens it (so a double click opens, and so do two
// slower clicks; a click on a row only selected by keys selects it).
extension NotesListScreen {
    /// Rows a wheel notch moves, as in most terminal programs.
    static let wheelRows = 3

    func handleMouse(_ mouse: MouseEvent) {
        // The delete question holds the screen until it is answered.
        guard let layout = lastLayout, !isConfirmingDelete else { return }
        notice = nil
        let position = mouse.position
        let overPreview = layout.showsPreview && layout.previewArea.contains(position)
        switch mouse.action {
        case .wheelUp, .wheelDown:
            let delta = mouse.action == .wheelDown ? Self.wheelRows : -Self.wheelRows
            if overPreview {
                // Drawing keeps it within the body.
                previewScroll = max(0, previewScroll + delta)
            } else {
                clickedNoteID = nil
                selection = min(max(0, selection + delta), max(0, visibleNotes.count - 1))
            }
        case .press(.left):
            click(at: position, in: layout)
        default:
            break
        }
    }

    private var isConfirmingDelete: Bool {
        if case .confirmingDelete = mode { return true }
        return false
    }

    private func click(at position: Position, in layout: NotesListLayout) {
        if position.row == layout.filterRow {
            mode = .editingFilter
            return
        }
        let offset = position.row - layout.firstListRow
        guard position.column < layout.listColumns, offset >= 0, offset < layout.listRows else { return }
        let index = layout.scroll + offset
        guard visibleNotes.indices.contains(index) else { return }
        // A click leaves the filter's typing, keeping the filter, as Enter does.
        if mode == .editingFilter { mode = .browsing }
        let note = visibleNotes[index]
        if clickedNoteID == note.id, selection == index {
            clickedNoteID = nil
            onOpenNote?(note.id)
            return
        }
        selection = index
        clickedNoteID = note.id
    }
}
