import TerminalKit
import Testing

/// What is wrong with a frame, or nil: it must have the screen's size, no
/// control character in any cell (so none can reach the terminal), rows whose
/// wide characters are whole, and a cursor on the screen.
func frameProblem(_ frame: Canvas?, size: Size) -> String? {
    guard let frame else { return "no frame was drawn" }
    guard frame.size == size else { return "frame is \(frame.size), screen is \(size)" }
    for cell in frame.cells {
        for scalar in cell.glyph.text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) {
                return "control character U+\(String(value, radix: 16)) in a cell"
            }
        }
    }
    for row in 0..<size.rows {
        var column = 0
        while column < size.columns {
            let cell = frame[row, column]
            if cell.isContinuation { return "a stray continuation cell at \(row),\(column)" }
            if cell.glyph.width == 2, !(column + 1 < size.columns && frame[row, column + 1].isContinuation) {
                return "a wide character split at \(row),\(column)"
            }
            column += max(1, cell.glyph.width)
        }
    }
    if let cursor = frame.cursor, !(0..<size.rows ~= cursor.row && 0..<size.columns ~= cursor.column) {
        return "cursor \(cursor) outside the screen"
    }
    return nil
}

func assertSafe(_ frame: Canvas?, size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    let problem = frameProblem(frame, size: size)
    #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
}
