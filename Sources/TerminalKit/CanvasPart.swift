/// A rectangle of a canvas, in cells.
public struct Rect: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var rows: Int
    public var columns: Int

    public init(row: Int, column: Int, rows: Int, columns: Int) {
        (self.row, self.column, self.rows, self.columns) = (row, column, max(0, rows), max(0, columns))
    }

    /// Whether the cell at `position` is inside (a click, say).
    public func contains(_ position: Position) -> Bool {
        (row..<(row + rows)).contains(position.row) && (column..<(column + columns)).contains(position.column)
    }

    /// Row `row` of a canvas `width` columns wide, whole.
    public static func row(_ row: Int, width: Int) -> Rect {
        Rect(row: row, column: 0, rows: 1, columns: width)
    }

    public var size: Size { Size(rows: rows, columns: columns) }
}

/// A piece of a screen that draws itself into whatever area it is given,
/// as ratatui's `Widget::render(area, buf)`: it sees a canvas exactly the
/// area's size, with (0, 0) at the area's corner, so it cannot draw
/// outside it; screens compose themselves from parts.
public protocol CanvasPart {
    func render(into canvas: inout Canvas)
}

extension Canvas {
    /// Draws `part` into `area` (clipped to the canvas). The area is
    /// repainted whole; a cursor the part sets moves with the area.
    public mutating func draw(_ part: some CanvasPart, in area: Rect) {
        guard area.rows > 0, area.columns > 0 else { return }
        var piece = Canvas(size: area.size)
        part.render(into: &piece)
        for row in 0..<area.rows {
            let target = area.row + row
            guard target >= 0, target < size.rows else { continue }
            for column in 0..<area.columns {
                let x = area.column + column
                guard x >= 0, x < size.columns else { continue }
                place(piece[row, column], row: target, column: x, isFirst: column == 0,
                      isLast: column == area.columns - 1 || x == size.columns - 1)
            }
        }
        if let cursor = piece.cursor {
            self.cursor = Position(row: area.row + cursor.row, column: area.column + cursor.column)
        }
    }
}
