/// The mouse in the body: the wheel scrolls the view (the cursor follows
/// only when it would leave it, as in editors), a click puts the cursor on
/// the character drawn in that cell.
extension BodyEditor {
    /// Scrolls the view `delta` rows (down when positive), never past the
    /// text's ends; a cursor that left the view moves to its nearest row,
    /// keeping its column as up and down do.
    public mutating func scrollView(by delta: Int) {
        for _ in 0..<abs(delta) {
            if delta < 0 {
                guard let above = rowAbove(line: scrollLine, row: scrollRow) else { break }
                (scrollLine, scrollRow) = above
            } else if scrollRow + 1 < rows(ofLine: scrollLine).count {
                scrollRow += 1
            } else if scrollLine + 1 < buffer.lines.count {
                scrollLine += 1
                scrollRow = 0
            } else {
                break
            }
        }
        fillView()
        keepCursorInView()
    }

    /// The cell `row`, `column` of the view (0-based, as last laid out):
    /// the cursor goes before the character drawn there (on the right half
    /// of a wide glyph, before that glyph), to the end of a screen line when
    /// the click is past it, and to the end of the text below the last line.
    public mutating func moveCursor(toViewRow row: Int, column: Int) {
        guard let (line, rowIndex) = viewRow(max(0, row)) else {
            moveCursorToEnd()
            return
        }
        let rows = rows(ofLine: line)
        let index = SoftWrap.index(atColumn: max(0, column), in: buffer.lines[line], row: rows[rowIndex],
                                   isLastRow: rowIndex == rows.count - 1)
        wantedColumn = nil
        move(to: TextPosition(line: line, column: index))
    }

    /// The line and wrapped row shown `offset` rows below the view's top;
    /// nil below the text's last row.
    private mutating func viewRow(_ offset: Int) -> (line: Int, row: Int)? {
        var line = scrollLine
        var row = scrollRow
        for _ in 0..<offset {
            if row + 1 < rows(ofLine: line).count {
                row += 1
            } else if line + 1 < buffer.lines.count {
                line += 1
                row = 0
            } else {
                return nil
            }
        }
        return (line, row)
    }

    /// After the view moved: the cursor onto its first or last row when it
    /// is outside, at the column it had.
    private mutating func keepCursorInView() {
        let (line, row, rows) = cursorRow()
        let last = viewRow(height - 1) ?? lastTextRow()
        let target: (line: Int, row: Int)
        if (line, row) < (scrollLine, scrollRow) {
            target = (scrollLine, scrollRow)
        } else if (line, row) > (last.line, last.row) {
            target = last
        } else {
            return
        }
        let column = wantedColumn ?? SoftWrap.column(of: buffer.cursor.column, in: buffer.lines[line], row: rows[row])
        let targetRows = self.rows(ofLine: target.line)
        let index = SoftWrap.index(atColumn: column, in: buffer.lines[target.line], row: targetRows[target.row],
                                   isLastRow: target.row == targetRows.count - 1)
        move(to: TextPosition(line: target.line, column: index))
        wantedColumn = column
    }

    private mutating func lastTextRow() -> (line: Int, row: Int) {
        let line = buffer.lines.count - 1
        return (line, rows(ofLine: line).count - 1)
    }
}
