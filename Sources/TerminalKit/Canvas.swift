/// One cell of a frame. The right half of a wide character is a
/// continuation cell (`width == 0`) that is never drawn by itself.
public struct Cell: Hashable, Sendable {
    public var glyph: Glyph
    public var style: Style

    public init(glyph: Glyph = .space, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    public var isContinuation: Bool { glyph.width == 0 }

    static let continuation = Glyph(text: "", width: 0)
}

/// An in-memory frame that screens draw into; a terminal shows it whole.
/// Everything written is clipped to the canvas, so a screen cannot draw
/// outside its size or split a wide character.
public struct Canvas: Equatable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal cursor goes; nil hides it.
    public var cursor: Position?

    public init(size: Size) {
        self.size = Size(rows: max(0, size.rows), columns: max(0, size.columns))
        self.cells = Array(repeating: Cell(), count: self.size.rows * self.size.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    // MARK: - Drawing

    /// Writes `text` from (`row`, `column`), at most `limit` columns wide,
    /// and returns the columns used. Newlines and controls show as
    /// placeholders; a wide character that does not fit is left out.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int,
                             style: Style = .plain, limit: Int? = nil) -> Int {
        guard row >= 0, row < size.rows, column >= 0 else { return 0 }
        let end = min(size.columns, column + (limit ?? size.columns))
        var x = column
        characters: for character in text {
            for glyph in TextWidth.glyphs(for: character) {
                if x + glyph.width > end { break characters }
                set(glyph, row: row, column: x, style: style)
                x += glyph.width
            }
        }
        return x - column
    }

    /// Like `put`, but ends with `…` when `text` is wider than `width`.
    @discardableResult
    public mutating func putTruncated(_ text: some StringProtocol, row: Int, column: Int,
                                      width: Int, style: Style = .plain) -> Int {
        guard width > 0 else { return 0 }
        if TextWidth.fits(text, in: width) {
            return put(text, row: row, column: column, style: style, limit: width)
        }
        let used = put(text, row: row, column: column, style: style, limit: width - 1)
        return used + put("…", row: row, column: column + used, style: style, limit: 1)
    }

    /// Fills `width` columns of `row` from `column` with spaces in `style`.
    public mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: Style) {
        guard row >= 0, row < size.rows else { return }
        let start = max(0, column)
        let end = min(size.columns, start + (width ?? size.columns))
        guard start < end else { return }
        for x in start..<end { set(.space, row: row, column: x, style: style) }
    }

    /// Puts a cell drawn elsewhere (a part's canvas) in place. At the
    /// area's edges, a wide character of the canvas that the area cuts in
    /// half loses its other half, as `set` does.
    mutating func place(_ cell: Cell, row: Int, column: Int, isFirst: Bool, isLast: Bool) {
        let index = row * size.columns + column
        if isFirst, cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(glyph: .space, style: cells[index - 1].style)
        }
        if isLast, cells[index].glyph.width == 2, !cell.isContinuation, column + 1 < size.columns,
           cells[index + 1].isContinuation {
            cells[index + 1] = Cell(glyph: .space, style: cells[index].style)
        }
        cells[index] = cell
    }

    private mutating func set(_ glyph: Glyph, row: Int, column: Int, style: Style) {
        let index = row * size.columns + column
        // Overwriting half of a wide character blanks its other half.
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(glyph: .space, style: cells[index - 1].style)
        }
        if cells[index].glyph.width == 2, column + 1 < size.columns {
            cells[index + 1] = Cell(glyph: .space, style: cells[index].style)
        }
        cells[index] = Cell(glyph: glyph, style: style)
        if glyph.width == 2 {
            if column + 1 < size.columns, cells[index + 1].glyph.width == 2, column + 2 < size.columns {
                cells[index + 2] = Cell(glyph: .space, style: cells[index + 1].style)
            }
            cells[index + 1] = Cell(glyph: Cell.continuation, style: style)
        }
    }

    // MARK: - Reading, for tests and diffs

    /// The text of one row as a person sees it, trailing spaces removed.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for column in 0..<size.columns {
            text += self[row, column].glyph.text
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    public var lines: [String] { (0..<size.rows).map(line) }

    /// All rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}
