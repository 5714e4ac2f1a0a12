import TerminalKit
import Testing

/// Parts draw into the area they are given, never outside it.
@Suite struct CanvasPartTests {
    /// Writes its text at (0, 0) and beyond, and puts the cursor after it.
    struct Greedy: CanvasPart {
        let text: String
        func render(into canvas: inout Canvas) {
            for row in 0..<canvas.size.rows { canvas.put(text, row: row, column: 0) }
            canvas.cursor = Position(row: 0, column: 2)
        }
    }

    @Test func aPartIsClippedToItsAreaAndItsCursorMovesWithIt() {
        var canvas = Canvas(size: Size(rows: 4, columns: 10))
        for row in 0..<4 { canvas.put("..........", row: row, column: 0) }
        canvas.draw(Greedy(text: "abcdefghijkl"), in: Rect(row: 1, column: 3, rows: 2, columns: 4))
        #expect(canvas.lines == ["..........", "...abcd...", "...abcd...", ".........."])
        #expect(canvas.cursor == Position(row: 1, column: 5))
    }

    @Test func anAreaPastTheCanvasIsClipped() {
        var canvas = Canvas(size: Size(rows: 2, columns: 5))
        canvas.draw(Greedy(text: "xyzxyz"), in: Rect(row: 1, column: 2, rows: 3, columns: 6))
        #expect(canvas.lines == ["", "  xyz"])
    }

    /// A wide character the area cuts in half loses its other half, as
    /// when text is written over it.
    @Test func wideCharactersCutByTheAreaLoseTheirOtherHalf() {
        var canvas = Canvas(size: Size(rows: 1, columns: 8))
        canvas.put("日本語字", row: 0, column: 0)
        canvas.draw(Greedy(text: "ab"), in: Rect(row: 0, column: 3, rows: 1, columns: 2))
        #expect(canvas.lines == ["日 ab 字"])
        // A wide character in the part that does not fit its area is left out.
        canvas.draw(Greedy(text: "x日"), in: Rect(row: 0, column: 0, rows: 1, columns: 2))
        #expect(canvas.lines == ["x  ab 字"])
    }
}
