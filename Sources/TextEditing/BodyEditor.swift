import TerminalKit

/// A multi-line text area: soft-wrapped to its width, moving by screen
/// row, with a view that follows the cursor. Wrapped rows are cached per
/// line (`WrapCache`) and only the visible rows are drawn, so a keystroke
/// costs the same in a short note and in a megabyte.
public struct BodyEditor {
    public private(set) var buffer: TextBuffer
    /// The first visible row: a line and a wrapped row of that line.
    var scrollLine = 0
    var scrollRow = 0
    /// The column up/down try to keep, as in any editor.
    var wantedColumn: Int?
    /// Size of the area at the last layout.
    private(set) var width = 80
    public private(set) var height = 20
    private var wraps: WrapCache
    /// Gives the drawn characters their styles (Markdown); nil: all plain.
    public var styler: (any BodyStyler)? {
        didSet { styler?.reset(lines: buffer.lines) }
    }

    /// Columns between tab stops where a tab is shown (the `tab_width` setting).
    public let tabWidth: Int

    public init(text: String, styler: (any BodyStyler)? = nil, tabWidth: Int = SoftWrap.defaultTabWidth) {
        buffer = TextBuffer(text)
        self.tabWidth = max(1, tabWidth)
        wraps = WrapCache(lineCount: buffer.lines.count, width: width, tabWidth: max(1, tabWidth))
        self.styler = styler
        styler?.reset(lines: buffer.lines)
    }

    public var text: String { buffer.text }

    // MARK: - Keys

    /// Applies an editing or moving key; returns false for keys it ignores.
    public mutating func handle(_ key: Key) -> Bool {
        var keepsWantedColumn = false
        switch key {
        case .enter: buffer.insert("\n")
        case .tab: buffer.insert("\t")
        case .up: moveVertically(by: -1); keepsWantedColumn = true
        case .down: moveVertically(by: 1); keepsWantedColumn = true
        case .pageUp: moveVertically(by: -max(1, height - 1)); keepsWantedColumn = true
        case .pageDown: moveVertically(by: max(1, height - 1)); keepsWantedColumn = true
        case .home, .control("a"): moveToRowEdge(end: false)
        case .end, .control("e"): moveToRowEdge(end: true)
        default:
            guard let command = EditingCommand(key) else { return false }
            command.apply(to: &buffer)
        }
        if !keepsWantedColumn { wantedColumn = nil }
        afterChange()
        return true
    }

    /// Inserts `text` at the cursor: a paste is one edit and one undo step.
    public mutating func insert(_ text: String) {
        buffer.insert(text)
        wantedColumn = nil
        afterChange()
    }

    /// Replaces the whole text as one undo step (after an outside editor).
    public mutating func replaceAll(with text: String) {
        buffer.replaceAll(with: text)
        wantedColumn = nil
        afterChange()
    }

    /// Replaces graphemes `range` of the cursor's line with `text` as one
    /// undo step (Ctrl-T's task box); the cursor stays on its character.
    public mutating func replaceInCursorLine(_ range: Range<Int>, with text: String) {
        buffer.replace(columns: range, ofLine: buffer.cursor.line, with: Array(text))
        wantedColumn = nil
        afterChange()
    }

    /// The start of the whole text (Ctrl-Home, Alt-<).
    public mutating func moveCursorToStart() {
        buffer.move(to: TextPosition(line: 0, column: 0))
        wantedColumn = nil
        afterChange()
    }

    /// The end of the whole text (Ctrl-End, Alt->).
    public mutating func moveCursorToEnd() {
        buffer.moveToEnd()
        wantedColumn = nil
        afterChange()
    }

    /// Puts the cursor at `column` (in characters) of `line`, each kept
    /// within the text: where a template's `{{cursor}}` stood.
    public mutating func moveCursor(toLine line: Int, column: Int) {
        let line = min(max(0, line), buffer.lines.count - 1)
        move(to: TextPosition(line: line, column: min(max(0, column), buffer.lines[line].count)))
        wantedColumn = nil
    }

    /// Puts the cursor at `fraction` (0…1) of the lines, at that line's end; for benchmarks.
    public mutating func moveCursor(toFraction fraction: Double) {
        let line = min(buffer.lines.count - 1, Int(Double(buffer.lines.count - 1) * fraction))
        let column = buffer.lines.count == 1 ? Int(Double(buffer.lines[0].count) * fraction) : .max
        move(to: TextPosition(line: line, column: column))
    }

    mutating func move(to position: TextPosition) {
        buffer.move(to: position)
        afterChange()
    }

    /// Whether the text differs from `original`, cheaply when it can: the
    /// same place in the undo history means the same text, and a different
    /// length means a different text; only otherwise are the texts compared.
    public func differs(from original: String, originalCount: Int, originalSerial: Int) -> Bool {
        if buffer.stateSerial == originalSerial { return false }
        if buffer.count != originalCount { return true }
        return buffer.text != original
    }

    // MARK: - Layout

    /// Sets the area's size; the view keeps the cursor on screen. The cursor
    /// stays on the same character: it is a place in the text, not on screen.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, newHeight)
        guard newWidth != width || newHeight != height else { return }
        if newWidth != width {
            // The view keeps starting at the same character, re-wrapped.
            let topCharacter = rows(ofLine: scrollLine)[scrollRow].lowerBound
            wraps.reset(lineCount: buffer.lines.count, width: newWidth)
            scrollRow = SoftWrap.row(containing: topCharacter, in: rows(ofLine: scrollLine))
        }
        width = newWidth
        height = newHeight
        afterChange()
    }

    /// Takes in the buffer's changes and scrolls to the cursor.
    mutating func afterChange() {
        let changes = buffer.takeChanges()
        wraps.apply(changes, to: buffer)
        if let styler { Self.tell(styler, changes, lines: buffer.lines) }
        // An undo far away may have removed the lines the view was on.
        scrollLine = min(scrollLine, buffer.lines.count - 1)
        scrollRow = min(scrollRow, rows(ofLine: scrollLine).count - 1)
        scrollToCursor()
        fillView()
    }

    /// One change is told as it is; several at once (an undo of a group)
    /// are told as a reset, since `lines` is the text after all of them.
    private static func tell(_ styler: any BodyStyler, _ changes: [LineChange], lines: [[Character]]) {
        guard changes.count == 1, let change = changes.first else {
            if !changes.isEmpty { styler.reset(lines: lines) }
            return
        }
        switch change {
        case let .columns(line, _, _): styler.linesReplaced(line..<(line + 1), count: 1, lines: lines)
        case let .lines(old, count): styler.linesReplaced(old, count: count, lines: lines)
        case .everything: styler.reset(lines: lines)
        }
    }

    mutating func rows(ofLine line: Int) -> [Range<Int>] {
        wraps.rows(of: line, in: buffer)
    }

    /// The wrapped row just above row `row` of line `line`: the last row
    /// of the line before when `row` is its line's first; nil at the top.
    mutating func rowAbove(line: Int, row: Int) -> (line: Int, row: Int)? {
        if row > 0 { return (line, row - 1) }
        guard line > 0 else { return nil }
        return (line - 1, rows(ofLine: line - 1).count - 1)
    }

    /// The cursor's line, wrapped row, and the rows of its line.
    mutating func cursorRow() -> (line: Int, row: Int, rows: [Range<Int>]) {
        let rows = rows(ofLine: buffer.cursor.line)
        return (buffer.cursor.line, SoftWrap.row(containing: buffer.cursor.column, in: rows), rows)
    }

    private mutating func moveVertically(by delta: Int) {
        let (line, row, rows) = cursorRow()
        let column = wantedColumn ?? SoftWrap.column(of: buffer.cursor.column, in: buffer.lines[line], row: rows[row],
                                                             tabWidth: tabWidth)
        wantedColumn = column
        var target = (line: line, row: row, rows: rows)
        for _ in 0..<abs(delta) {
            if delta < 0 {
                guard let above = rowAbove(line: target.line, row: target.row) else {
                    buffer.move(to: TextPosition(line: 0, column: 0))
                    return
                }
                if above.line != target.line { target.rows = self.rows(ofLine: above.line) }
                (target.line, target.row) = above
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
                                   isLastRow: target.row == target.rows.count - 1, tabWidth: tabWidth)
        buffer.move(to: TextPosition(line: target.line, column: index))
    }

    private mutating func moveToRowEdge(end: Bool) {
        let (line, row, rows) = cursorRow()
        let range = rows[row]
        let isLast = row == rows.count - 1
        let column = end ? (isLast ? range.upperBound : max(range.lowerBound, range.upperBound - 1)) : range.lowerBound
        buffer.move(to: TextPosition(line: line, column: column))
    }

    /// Moves the view as little as possible so the cursor's row is visible.
    private mutating func scrollToCursor() {
        let (line, row, _) = cursorRow()
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
            guard let above = rowAbove(line: walkLine, row: walkRow) else { break }
            (walkLine, walkRow) = above
            counted += 1
        }
        if (walkLine, walkRow) == (scrollLine, scrollRow) { return }
        if (walkLine, walkRow) > (scrollLine, scrollRow) { (scrollLine, scrollRow) = (walkLine, walkRow) }
    }

    /// Pulls the view back so no row stays empty below the text while
    /// text is hidden above (after a resize, a deletion near the end, or
    /// opening at the end). The cursor stays visible: the view still
    /// reaches the end of the text.
    mutating func fillView() {
        var line = scrollLine
        var row = scrollRow
        var lineRows = rows(ofLine: line).count
        var shown = 0
        while shown < height {
            shown += 1
            row += 1
            if row >= lineRows {
                line += 1
                row = 0
                guard line < buffer.lines.count else { break }
                lineRows = rows(ofLine: line).count
            }
        }
        for _ in shown..<height {
            guard let above = rowAbove(line: scrollLine, row: scrollRow) else { return }
            (scrollLine, scrollRow) = above
        }
    }
}
