import TerminalKit

/// A stretch of one line drawn in a style: graphemes `range` of the line.
public struct StyleRun: Equatable, Sendable {
    public var range: Range<Int>
    public var style: Style

    public init(_ range: Range<Int>, _ style: Style) {
        self.range = range
        self.style = style
    }
}

/// Styles a body's lines as they are drawn (Markdown, in the app). It only
/// gives styles to the characters that are there: the text and the cursor
/// are the editor's. Told of every change, so state carried from line to
/// line (inside a code fence or not) is kept per line instead of being
/// found again by reading the whole text for every key.
public protocol BodyStyler: AnyObject {
    /// The text is now `lines`, all of it new.
    func reset(lines: [[Character]])
    /// Lines `old` were replaced by `count` lines; `lines` is the text after.
    func linesReplaced(_ old: Range<Int>, count: Int, lines: [[Character]])
    /// The styled runs of line `index`, in order and not overlapping;
    /// graphemes in no run are plain. `visible`: the graphemes about to be
    /// drawn (a very long line need not be styled beyond them).
    func runs(ofLine index: Int, in lines: [[Character]], visible: Range<Int>) -> [StyleRun]
}

/// Draws rows of wrapped text with style runs: shared by the editor and
/// read-only views, so both show a line the same way.
public enum StyledRows {
    /// Draws graphemes `range` of `line` at (`row`, `left`), at most
    /// `width` columns; tabs show as spaces to the next tab stop.
    static func draw(_ line: [Character], range: Range<Int>, runs: [StyleRun], into canvas: inout Canvas,
                     row: Int, left: Int, width: Int, tabWidth: Int = SoftWrap.defaultTabWidth) {
        var x = 0
        // Runs are in order: one walk through them along the row.
        var runIndex = 0
        for index in range {
            let character = line[index]
            let w = SoftWrap.width(of: character, at: x, tabWidth: tabWidth)
            while runIndex < runs.count, runs[runIndex].range.upperBound <= index { runIndex += 1 }
            let style = runIndex < runs.count && runs[runIndex].range.contains(index) ? runs[runIndex].style : .plain
            if character == "\t" {
                if style != .plain { canvas.fill(row: row, column: left + x, width: min(w, width - x), style: style) }
            } else {
                // A character wider than the whole window is left out, its cells kept.
                canvas.put(String(character), row: row, column: left + x, style: style, limit: width - x)
            }
            x += w
        }
    }

    /// Draws `lines` soft-wrapped to `width`, skipping the first `skip`
    /// rows, into `height` rows from (`top`, `left`); returns the rows the
    /// whole of `lines` takes (so a caller knows how far it can scroll).
    @discardableResult
    public static func drawWrapped(_ lines: [[Character]], skip: Int, styler: (Int, Range<Int>) -> [StyleRun],
                                   into canvas: inout Canvas, top: Int, left: Int, width: Int, height: Int,
                                   tabWidth: Int = SoftWrap.defaultTabWidth) -> Int {
        var rowNumber = 0
        for (index, line) in lines.enumerated() {
            let rows = SoftWrap.rows(of: line, width: width, tabWidth: tabWidth)
            guard rowNumber + rows.count > skip, rowNumber < skip + height else {
                rowNumber += rows.count
                continue
            }
            let first = max(0, skip - rowNumber)
            let last = min(rows.count, skip + height - rowNumber) - 1
            let runs = styler(index, rows[first].lowerBound..<rows[last].upperBound)
            for range in rows {
                let screenRow = rowNumber - skip
                if screenRow >= 0, screenRow < height {
                    draw(line, range: range, runs: runs, into: &canvas, row: top + screenRow, left: left, width: width,
                         tabWidth: tabWidth)
                }
                rowNumber += 1
            }
        }
        return rowNumber
    }
}
