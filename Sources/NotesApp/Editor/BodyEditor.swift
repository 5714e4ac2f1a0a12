import TerminalKit

/// A multi-line text area: soft-wrapped to its width, moving by screen
/// row, with a view that follows the cursor.
struct BodyEditor {
    private(set) var buffer: TextBuffer
    /// The first visible row: a line and a wrapped row of that line.
    private(set) var scrollLine = 0
    private(set) var scrollRow = 0
    /// The column up/down try to keep, as in any editor.
    private var wantedColumn: Int?
    /// Size of the area at the last layout.
    private(set) var width = 80
    private(set) var height = 20

    init(text: String) {
        buffer = TextBuffer(text)
    }

    var text: String { buffer.text }

    // MARK: - Keys

    /// Applies an editing or moving key; returns false for keys it ignores.
    mutating func handle(_ key: Key) -> Bool {
        var keepsWantedColumn = false
        switch key {
        case let .character(character): buffer.insert(String(character))
        case .enter: buffer.insert("\n")
        case .tab: buffer.insert("\t")
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .up: moveVertically(by: -1); keepsWantedColumn = true
        case .down: moveVertically(by: 1); keepsWantedColumn = true
        case .pageUp: moveVertically(by: -max(1, height - 1)); keepsWantedColumn = true
        case .pageDown: moveVertically(by: max(1, height - 1)); keepsWantedColumn = true
        case .home, .control("a"): moveToRowEdge(end: false)
        case .end, .control("e"): moveToRowEdge(end: true)
        default: return false
        }
        if !keepsWantedColumn { wantedColumn = nil }
        scrollToCursor()
        return true
    }

    mutating func insert(_ text: String) {
        buffer.insert(text)
        wantedColumn = nil
        scrollToCursor()
    }

    mutating func moveCursorToEnd() {
        buffer.moveToEnd()
        scrollToCursor()
    }

    // MARK: - Layout

    /// Sets the area's size; the view keeps the cursor on screen.
    mutating func resize(width newWidth: Int, height newHeight: Int) {
        guard newWidth != width || newHeight != height else { return }
        width = max(1, newWidth)
        height = max(1, newHeight)
        scrollRow = min(scrollRow, rows(ofLine: scrollLine).count - 1)
        scrollToCursor()
    }

    private func rows(ofLine line: Int) -> [Range<Int>] {
        SoftWrap.rows(of: buffer.lines[line], width: width)
    }

    /// The cursor's line, wrapped row, and the rows of its line.
    private var cursorRow: (line: Int, row: Int, rows: [Range<Int>]) {
        let rows = rows(ofLine: buffer.cursor.line)
        return (buffer.cursor.line, SoftWrap.row(containing: buffer.cursor.column, in: rows), rows)
    }

    private mutating func moveVertically(by delta: Int) {
        let (line, row, rows) = cursorRow
        let lineText = buffer.lines[line]
        let column = wantedColumn ?? SoftWrap.column(of: buffer.cursor.column, in: lineText, row: rows[row])
        wantedColumn = column
        var target = (line: line, row: row, rows: rows)
        for _ in 0..<abs(delta) {
            if delta < 0 {
                if target.row > 0 { target.row -= 1 } else if target.line > 0 {
                    target.line -= 1
                    target.rows = self.rows(ofLine: target.line)
                    target.row = target.rows.count - 1
                } else {
                    buffer.move(to: TextPosition(line: 0, column: 0))
                    return
                }
            } else {
                if target.row + 1 < target.rows.count { target.row += 1 } else if target.line + 1 < buffer.lines.count {
                    target.line += 1
                    target.rows = self.rows(ofLine: target.line)
                    target.row = 0
                } else {
                    buffer.moveToEnd()
                    return
                }
            }
        }
        let index = SoftWrap.index(atColumn: column, in: buffer.lines[target.line], row: target.rows[target.row],
                                   isLastRow: target.row == target.rows.count - 1)
        buffer.move(to: TextPosition(line: target.line, column: index))
    }

    private mutating func moveToRowEdge(end: Bool) {
        let (line, row, rows) = cursorRow
        let range = rows[row]
        let isLast = row == rows.count - 1
        let column = end ? (isLast ? range.upperBound : max(range.lowerBound, range.upperBound - 1)) : range.lowerBound
        buffer.move(to: TextPosition(line: line, column: column))
    }

    /// Moves the view as little as possible so the cursor's row is visible.
    private mutating func scrollToCursor() {
        let (line, row, _) = cursorRow
        if (line, row) < (scrollLine, scrollRow) {
            (scrollLine, scrollRow) = (line, row)
            return
        }
        // Walk back from the cursor up to `height` rows; stop at the view's top.
        var walkLine = line
        var walkRow = row
        var counted = 1
        while counted < height {
            if (walkLine, walkRow) == (scrollLine, scrollRow) { return }
            if walkRow > 0 {
                walkRow -= 1
            } else if walkLine > 0 {
                walkLine -= 1
                walkRow = rows(ofLine: walkLine).count - 1
            } else {
                break
            }
            counted += 1
        }
        if (walkLine, walkRow) == (scrollLine, scrollRow) { return }
        if (walkLine, walkRow) > (scrollLine, scrollRow) { (scrollLine, scrollRow) = (walkLine, walkRow) }
    }

    // MARK: - Drawing

    /// Draws the visible rows from `top`, and places the cursor when `focused`.
    func render(into canvas: inout Canvas, top: Int, left: Int, focused: Bool) {
        var line = scrollLine
        var rowNumber = scrollRow
        var rows = line < buffer.lines.count ? self.rows(ofLine: line) : []
        for screenRow in 0..<height {
            guard line < buffer.lines.count else { break }
            let lineText = buffer.lines[line]
            let range = rows[rowNumber]
            var x = 0
            for index in range {
                let character = lineText[index]
                let w = SoftWrap.width(of: character, at: x)
                if character == "\t" {
                    x += w
                } else {
                    x += canvas.put(String(character), row: top + screenRow, column: left + x, limit: width - x)
                        + (TextWidth.columns(of: character) > width - x ? w : 0)
                }
            }
            if focused, line == buffer.cursor.line, SoftWrap.row(containing: buffer.cursor.column, in: rows) == rowNumber {
                let column = SoftWrap.column(of: buffer.cursor.column, in: lineText, row: range)
                canvas.cursor = Position(row: top + screenRow, column: left + min(column, max(0, width - 1)))
            }
            rowNumber += 1
            if rowNumber >= rows.count {
                line += 1
                rowNumber = 0
                rows = line < buffer.lines.count ? self.rows(ofLine: line) : []
            }
        }
    }
}
