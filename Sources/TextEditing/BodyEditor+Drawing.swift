import TerminalKit

/// Drawing the body: only the rows in view, each with its styler's runs.
extension BodyEditor {
    /// The styler's runs for a line whose rows from `first` may show.
    private func styleRuns(ofLine line: Int, rows: [Range<Int>], from first: Int) -> [StyleRun] {
        guard let styler else { return [] }
        let last = min(rows.count - 1, first + height)
        return styler.runs(ofLine: line, in: buffer.lines, visible: rows[first].lowerBound..<rows[last].upperBound)
    }

    /// Draws the visible rows from `top`, and places the cursor when
    /// `focused`. Tabs show as spaces to the next tab stop.
    public mutating func render(into canvas: inout Canvas, top: Int, left: Int, focused: Bool) {
        var line = scrollLine
        var rowNumber = scrollRow
        var rows = self.rows(ofLine: line)
        let cursorRow = focused ? self.cursorRow() : nil
        var runs = styleRuns(ofLine: line, rows: rows, from: rowNumber)
        for screenRow in 0..<height {
            let lineText = buffer.lines[line]
            let range = rows[rowNumber]
            StyledRows.draw(lineText, range: range, runs: runs, into: &canvas, row: top + screenRow, left: left,
                            width: width, tabWidth: tabWidth)
            if let cursorRow, cursorRow.line == line, cursorRow.row == rowNumber {
                let column = SoftWrap.column(of: buffer.cursor.column, in: lineText, row: range, tabWidth: tabWidth)
                canvas.cursor = Position(row: top + screenRow, column: left + min(column, max(0, width - 1)))
            }
            rowNumber += 1
            if rowNumber >= rows.count {
                line += 1
                rowNumber = 0
                guard line < buffer.lines.count else { break }
                rows = self.rows(ofLine: line)
                runs = styleRuns(ofLine: line, rows: rows, from: 0)
            }
        }
    }
}
