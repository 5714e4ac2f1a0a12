import TerminalKit

/// Breaks one line of text into screen rows of at most `width` columns,
/// at a space when it can. Rows are grapheme ranges of the line.
enum SoftWrap {
    /// Columns between tab stops.
    static let tabWidth = 4

    /// Columns `character` takes when it starts at column `x` of a row.
    @inline(__always)
    static func width(of character: Character, at x: Int) -> Int {
        character == "\t" ? tabWidth - x % tabWidth : TextWidth.columns(of: character)
    }

    /// The rows of `line`. Never empty; a line that exactly fills its last
    /// row gets an empty row after it, so a cursor at its end has a cell.
    static func rows(of line: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0
        var x = 0
        var breakAfterSpace: Int?   // index just past the last space in this row
        var index = 0
        while index < line.count {
            let character = line[index]
            let w = Self.width(of: character, at: x)
            if x + w > width, index > start {
                let end = breakAfterSpace ?? index
                rows.append(start..<end)
                start = end
                x = 0
                breakAfterSpace = nil
                index = end
                continue
            }
            x += w
            index += 1
            if character == " " || character == "\t" { breakAfterSpace = index }
        }
        rows.append(start..<line.count)
        if x >= width, !line.isEmpty { rows.append(line.count..<line.count) }
        return rows
    }

    /// Which row of `rows` holds `index`: the end of a row belongs to the
    /// next row, except on the last.
    static func row(containing index: Int, in rows: [Range<Int>]) -> Int {
        for (number, row) in rows.enumerated() where index < row.upperBound { return number }
        return rows.count - 1
    }

    /// The screen column of grapheme `index` within `row`.
    static func column(of index: Int, in line: [Character], row: Range<Int>) -> Int {
        var x = 0
        for position in row.lowerBound..<min(index, row.upperBound) { x += Self.width(of: line[position], at: x) }
        return x
    }

    /// The grapheme index in `row` nearest to screen column `column`,
    /// never past the row's last cursor place.
    static func index(atColumn column: Int, in line: [Character], row: Range<Int>, isLastRow: Bool) -> Int {
        let lastPlace = isLastRow ? row.upperBound : max(row.lowerBound, row.upperBound - 1)
        var x = 0
        var index = row.lowerBound
        while index < lastPlace {
            let w = width(of: line[index], at: x)
            if x + w > column { break }
            x += w
            index += 1
        }
        return index
    }
}
