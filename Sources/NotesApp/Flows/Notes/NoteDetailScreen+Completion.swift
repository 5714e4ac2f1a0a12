import TerminalKit
import TextEditing

// `[[` completion in the body (CONTRACT §14): the keys it takes while open,
// following the cursor, and the box of titles.
extension NoteDetailScreen {
    /// The keys the open completion takes; false for the others, which edit
    /// the body as usual (and narrow the titles).
    func handleCompletionKey(_ key: Key) -> Bool {
        guard var completion else { return false }
        switch key {
        case .up: completion.move(by: -1)
        case .down: completion.move(by: 1)
        case .tab, .enter:
            guard let text = completion.completion else {
                // Nothing to complete with: Enter is a new line, Tab the field switch.
                self.completion = nil
                return false
            }
            body.replaceInCursorLine(completion.start..<body.cursorColumn, with: text)
            touched = true
            self.completion = nil
            return true
        case .escape:
            // What was typed stays; Esc does not go back as well.
            self.completion = nil
            return true
        default:
            return false
        }
        self.completion = completion
        return true
    }

    /// After the body changed or its cursor moved: a completion follows
    /// the link being typed, closes once the cursor leaves it, and opens
    /// on a freshly typed `[[`.
    func followCompletion() {
        guard focus == .body else { completion = nil; return }
        let (line, text) = body.cursorLine
        let column = body.cursorColumn
        if var open = completion {
            completion = open.follow(line: text, line: line, column: column, matches: linkTitles) ? open : nil
            return
        }
        guard var begun = LinkCompletion.begun(line: text, line: line, column: column) else { return }
        _ = begun.follow(line: text, line: line, column: column, matches: linkTitles)
        completion = begun
    }

    /// Titles of the other notes, ranked by `query` as quick open ranks them.
    private func linkTitles(_ query: String) -> [String] {
        controller.quickOpen(query).lazy.filter { $0.note.id != self.noteID && !$0.note.title.isEmpty }
            .prefix(LinkCompletion.shownLimit).map(\.note.title)
    }

    /// The box under the cursor's row (above it when there is no room),
    /// from the column of the `[[`, inside the body's rows.
    func renderCompletion(into canvas: inout Canvas, bodyTop: Int) {
        guard let completion, focus == .body, !isAsking, let cursorRow = body.cursorScreenRow() else { return }
        let box = LinkCompletionBox(titles: completion.titles, selection: completion.selection)
        let bodyBottom = canvas.size.rows - 1
        let row = bodyTop + cursorRow
        let top = row + 1 + box.rows <= bodyBottom ? row + 1 : max(bodyTop, row - box.rows)
        let columns = min(box.columns, canvas.size.columns)
        let left = min(max(0, (canvas.cursor?.column ?? 0) - TextWidth.columns(of: completion.query) - 2),
                       canvas.size.columns - columns)
        let cursor = canvas.cursor
        canvas.draw(box, in: Rect(row: top, column: left, rows: min(box.rows, bodyBottom - top), columns: columns))
        canvas.cursor = cursor
    }
}
