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

// MARK: - Golden frames

/// A frame's rows as text, trailing spaces trimmed: an expected frame written
/// as a multi-line literal then does not depend on an editor keeping them.
func trimmedRows(_ rows: [String]) -> [String] {
    rows.map { row in
        var row = Substring(row)
        while row.last == " " { row.removeLast() }
        return String(row)
    }
}

/// How `frame` differs from `expected` (every row of the screen, one per
/// line), or nil when they are the same: the count of differing lines, each
/// one as expected and as drawn, then the whole frame as drawn, so a changed
/// screen is easy to read and, when the change is wanted, to copy.
func frameDifference(_ frame: Canvas?, expected: String) -> String? {
    guard let frame else { return "no frame was drawn" }
    let drawn = trimmedRows(frame.lines)
    let wanted = trimmedRows(expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    guard wanted.count == drawn.count else {
        return "the expected frame has \(wanted.count) lines, the screen \(drawn.count) (\(frame.size))"
    }
    let differing = zip(wanted, drawn).enumerated().filter { $0.element.0 != $0.element.1 }
    guard !differing.isEmpty else { return nil }
    let lines = differing.map { line, pair in
        "line \(line + 1):\n  expected |\(pair.0)|\n  drawn    |\(pair.1)|"
    }
    return "\(differing.count) of \(drawn.count) lines differ\n" + lines.joined(separator: "\n")
        + "\nthe frame as drawn:\n" + drawn.joined(separator: "\n")
}

/// Expects the screen to be exactly `expected`, line by line.
func expectFrame(_ frame: Canvas?, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let difference = frameDifference(frame, expected: expected) {
        Issue.record("\(difference)", sourceLocation: sourceLocation)
    }
}
