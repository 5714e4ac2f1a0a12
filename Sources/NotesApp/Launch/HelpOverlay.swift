import TerminalKit

/// The key help over any screen: every key, by screen, written from the
/// screens' key tables, in a framed box. When the box is shorter than the
/// help, it scrolls (↓ j / ↑ k, PgDn/PgUp, Home g / End G) and its bottom
/// edge says where it is; any other key closes it.
struct HelpOverlay {
    /// The first line shown.
    private(set) var top = 0
    /// Lines the box showed at the last frame: the page, and how far down it goes.
    private var visibleRows = Int.max
    private var lineCount = 0

    static let maximumWidth = 66
    /// The keys column of a help row, at full width.
    static let keyColumn = 22

    static var sections: [(String, [KeyHelp])] {
        [("Notes list", NotesListScreen.helpRows),
         ("Note detail (the filter edits as the title)", NoteDetailScreen.helpRows),
         ("Everywhere", SceneKeys.helpRows)]
    }

    var isScrollable: Bool { lineCount > visibleRows }
    private var lastTop: Int { max(0, lineCount - visibleRows) }

    /// Scrolls for a scrolling key while the help is cut; false when the
    /// key closes it instead.
    mutating func scroll(for key: Key) -> Bool {
        guard isScrollable else { return false }
        let page = max(1, visibleRows - 1)
        switch key {
        case .down, .character("j"): top += 1
        case .up, .character("k"): top -= 1
        case .pageDown, .character(" "): top += page
        case .pageUp: top -= page
        case .home, .character("g"): top = 0
        case .end, .character("G"): top = lastTop
        default: return false
        }
        top = min(max(0, top), lastTop)
        return true
    }

    /// The lines of the help for a box `width` columns inside: its heading,
    /// then each section's title and rows. A row too wide for the box puts
    /// its text on the next line, so nothing is cut at 40 columns.
    static func lines(width: Int, scrollable: Bool) -> [(text: String, style: Style)] {
        let closing = scrollable ? "↑↓ scroll, other keys close" : "press any key to close"
        let keys = "Keys (\(SceneKeys.helpRow.keys))"
        var lines: [(text: String, style: Style)]
        if TextWidth.columns(of: keys + " — " + closing) <= width {
            lines = [(keys + " — " + closing, .accent)]
        } else {
            lines = [(keys, .accent), (closing, .accent)]
        }
        for (title, rows) in sections {
            lines.append((title, .bold))
            for row in rows {
                let keys = "  " + row.keys.padding(toLength: keyColumn, withPad: " ", startingAt: 0)
                if TextWidth.columns(of: keys + row.text) <= width {
                    lines.append((keys + row.text, .plain))
                } else {
                    lines.append(("  " + row.keys, .plain))
                    lines.append(("      " + row.text, .plain))
                }
            }
        }
        return lines
    }

    /// The box, centred, at most 66 columns wide, from line `top`.
    mutating func render(over canvas: inout Canvas) {
        let width = min(canvas.size.columns, Self.maximumWidth)
        let inside = max(1, width - 4)
        var lines = Self.lines(width: inside, scrollable: false)
        if lines.count + 2 > canvas.size.rows { lines = Self.lines(width: inside, scrollable: true) }
        let height = min(canvas.size.rows, lines.count + 2)
        visibleRows = max(1, height - 2)
        lineCount = lines.count
        top = min(top, lastTop)
        let shown = Array(lines[top..<min(lines.count, top + visibleRows)])
        let area = Rect(row: max(0, (canvas.size.rows - height) / 2), column: max(0, (canvas.size.columns - width) / 2),
                        rows: height, columns: width)
        canvas.draw(FramedBox(lines: shown, bottomNote: isScrollable ? position : nil), in: area)
        canvas.cursor = nil
    }

    /// Where the box is in the help, for its bottom edge: "1–8 of 30 ↓ more".
    private var position: String {
        let last = min(lineCount, top + visibleRows)
        var text = "\(top + 1)–\(last) of \(lineCount)"
        if top > 0 { text += " ↑" }
        if last < lineCount { text += " ↓ more" }
        return text
    }
}
