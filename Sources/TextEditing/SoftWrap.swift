import TerminalKit

/// Breaks one line of text into screen rows of at most `width` columns,
/// at a space when it can. Rows are grapheme ranges of the line.
public enum SoftWrap {
    /// Columns between tab stops unless told otherwise (the `tab_width` setting).
    public static let defaultTabWidth = 4

    /// Columns `character` takes when it starts at column `x` of a row.
    @inline(__always)
    static func width(of character: Character, at x: Int, tabWidth: Int = defaultTabWidth) -> Int {
        character == "\t" ? tabWidth - x % tabWidth : TextWidth.columns(of: character)
    }

    /// The rows of `line`. Never empty; a line that exactly fills its last
    /// row gets an empty row after it, so a cursor at its end has a cell.
    static func rows(of line: [Character], width: Int, tabWidth: Int = defaultTabWidth) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        wrap(line, width: width, tabWidth: tabWidth, from: 0, into: &rows) { _ in false }
        return rows
    }

    /// How many rows `line` takes at `width`.
    public static func rowCount(of line: [Character], width: Int, tabWidth: Int = defaultTabWidth) -> Int {
        rows(of: line, width: width, tabWidth: tabWidth).count
    }

    /// The rows of `line` after graphemes `old` of it were replaced by
    /// `count` new ones, given its rows before (`oldRows`, at the same
    /// width). Only the rows around the change are wrapped again: rows
    /// before it are kept, and once a new row starts where an old one did
    /// (past the change), the old rows after it are reused, shifted.
    static func rows(of line: [Character], width: Int, tabWidth: Int = defaultTabWidth, updating oldRows: [Range<Int>],
                     replaced old: Range<Int>, count: Int) -> [Range<Int>] {
        let width = max(1, width)
        let delta = count - old.count
        let newEnd = old.lowerBound + count
        // A row looks at most `width` graphemes past its start (each takes
        // at least one column), so rows starting earlier never saw the change.
        let first = firstRow(in: oldRows) { $0.lowerBound + width + 1 >= old.lowerBound }
        var rows = Array(oldRows[..<first])
        var match = first
        let resumed = wrap(line, width: width, tabWidth: tabWidth, from: oldRows[first].lowerBound, into: &rows) { start in
            guard start >= newEnd, start - delta >= old.upperBound else { return false }
            while match < oldRows.count, oldRows[match].lowerBound < start - delta { match += 1 }
            return match < oldRows.count && oldRows[match].lowerBound == start - delta
        }
        if resumed {
            rows.reserveCapacity(rows.count + oldRows.count - match)
            for row in oldRows[match...] { rows.append((row.lowerBound + delta)..<(row.upperBound + delta)) }
        }
        return rows
    }

    /// Appends the rows of `line` from row start `start`. Before each later
    /// row it asks `resume(rowStart)`; true stops there (the caller has the
    /// rest) and is returned.
    @discardableResult
    private static func wrap(_ line: [Character], width: Int, tabWidth: Int, from start: Int, into rows: inout [Range<Int>],
                             resume: (Int) -> Bool) -> Bool {
        let width = max(1, width)
        var start = start
        var x = 0
        var breakAfterSpace: Int?   // index just past the last space in this row
        var index = start
        while index < line.count {
            let character = line[index]
            let w = Self.width(of: character, at: x, tabWidth: tabWidth)
            if x + w > width, index > start {
                let end = breakAfterSpace ?? index
                rows.append(start..<end)
                start = end
                x = 0
                breakAfterSpace = nil
                index = end
                if resume(start) { return true }
                continue
            }
            x += w
            index += 1
            if character == " " || character == "\t" { breakAfterSpace = index }
        }
        rows.append(start..<line.count)
        if x >= width, !line.isEmpty { rows.append(line.count..<line.count) }
        return false
    }

    /// The first row for which `isAtOrPast` holds (rows are in order, so
    /// a binary search); the last row when none does.
    private static func firstRow(in rows: [Range<Int>], where isAtOrPast: (Range<Int>) -> Bool) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high) / 2
            if isAtOrPast(rows[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Which row of `rows` holds `index`: the end of a row belongs to the
    /// next row, except on the last.
    static func row(containing index: Int, in rows: [Range<Int>]) -> Int {
        firstRow(in: rows) { index < $0.upperBound }
    }

    /// The screen column of grapheme `index` within `row`.
    static func column(of index: Int, in line: [Character], row: Range<Int>, tabWidth: Int = defaultTabWidth) -> Int {
        var x = 0
        for position in row.lowerBound..<max(row.lowerBound, min(index, row.upperBound)) {
            x += Self.width(of: line[position], at: x, tabWidth: tabWidth)
        }
        return x
    }

    /// The grapheme index in `row` nearest to screen column `column`,
    /// never past the row's last cursor place.
    static func index(atColumn column: Int, in line: [Character], row: Range<Int>, isLastRow: Bool,
                      tabWidth: Int = defaultTabWidth) -> Int {
        let lastPlace = isLastRow ? row.upperBound : max(row.lowerBound, row.upperBound - 1)
        var x = 0
        var index = row.lowerBound
        while index < lastPlace {
            let w = width(of: line[index], at: x, tabWidth: tabWidth)
            if x + w > column { break }
            x += w
            index += 1
        }
        return index
    }
}
