import CNcurses

/// Copies finished frames to curses' screen with the wide-character API,
/// one cell per glyph, writing only the rows and cells that changed since
/// the previous frame (all of them after `invalidate()` or a size change).
struct CursesScreenWriter {
    var palette: ColorPalette
    private var previous: Canvas?
    /// The last `curs_set` value sent; nil: unknown.
    private var cursorVisibility: Int32?
    /// Reused for `setcchar`: a spacing character, up to four marks, 0.
    private var characters = [wchar_t](repeating: 0, count: 8)

    init(palette: ColorPalette) {
        self.palette = palette
    }

    /// Forgets what is on screen, so the next frame is written whole.
    mutating func invalidate() {
        previous = nil
        cursorVisibility = nil
    }

    mutating func present(_ frame: Canvas) {
        guard let window = notes_stdscr() else { return }
        let rows = min(frame.size.rows, Int(getmaxy(window)))
        let columns = min(frame.size.columns, Int(getmaxx(window)))
        let before = previous?.size == frame.size ? previous : nil
        if before == nil { werase(window) }
        let width = frame.size.columns
        for row in 0..<max(0, rows) {
            let range = (row * width)..<(row * width + width)
            if let before, before.cells[range] == frame.cells[range] { continue }
            for column in 0..<columns {
                let cell = frame[row, column]
                if let before, before[row, column] == cell { continue }
                if cell.isContinuation { continue }
                write(cell, row: row, column: column, columns: columns, window: window)
            }
        }
        placeCursor(frame.cursor, rows: rows, columns: columns, window: window)
        wrefresh(window)
        previous = frame
    }

    // MARK: - Cells

    private mutating func write(_ cell: Cell, row: Int, column: Int, columns: Int,
                                window: UnsafeMutablePointer<WINDOW>) {
        var glyph = cell.glyph
        // A wide character cut by a screen narrower than the frame.
        if glyph.width == 2, column + 1 >= columns { glyph = .space }
        var count = 0
        for scalar in glyph.text.unicodeScalars where count < 5 {
            // Glyphs are made safe by TextWidth; never send a control anyway.
            let value = InputDecoder.isPrintable(scalar.value) ? scalar.value : 0xFFFD
            characters[count] = wchar_t(bitPattern: value)
            count += 1
        }
        if count == 0 {
            characters[0] = 0x20
            count = 1
        }
        characters[count] = 0
        let attributes = palette.attributes(for: cell.style)
        var value = cchar_t()
        _ = setcchar(&value, characters, palette.cursesAttributes(attributes), attributes.pair, nil)
        // At the bottom-right cell curses places the character and returns
        // ERR because the cursor cannot advance; nothing scrolls.
        _ = mvwadd_wch(window, Int32(row), Int32(column), &value)
    }

    // MARK: - Cursor

    private mutating func placeCursor(_ cursor: Position?, rows: Int, columns: Int,
                                      window: UnsafeMutablePointer<WINDOW>) {
        if let cursor, cursor.row >= 0, cursor.row < rows, cursor.column >= 0, cursor.column < columns {
            setCursorVisibility(1)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else {
            setCursorVisibility(0)
        }
    }

    private mutating func setCursorVisibility(_ visibility: Int32) {
        guard cursorVisibility != visibility else { return }
        _ = curs_set(visibility)
        cursorVisibility = visibility
    }
}
