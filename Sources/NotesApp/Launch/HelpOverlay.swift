import Foundation
import TerminalKit

/// The key help over any screen: every key, by screen, written from the
/// screens' key tables, in a framed box. When the box is shorter than the
/// help, it scrolls (↓ j / ↑ k, PgDn/PgUp, Home g / End G) and its bottom
/// edge says where it is; any other key closes it.
struct HelpOverlay {
    /// The first line shown.
    private(set) var top = 0
    /// The screen the help was asked on: its keys come first.
    let screen: String?
    /// A line the help opens with, in full however long (a sync's failure).
    let status: String?

    init(screen: String? = nil, status: String? = nil) {
        self.screen = screen
        self.status = status
    }
    /// Lines the box showed at the last frame (the page), and the help's
    /// length then; nil before the first frame.
    private var visibleRows: Int?
    private var lineCount = 0

    static let maximumWidth = 66
    /// The keys column of a help row, at full width.
    static let keyColumn = 22

    /// Each screen's keys, under the names of the screens they are for.
    static var screenSections: [(screens: Set<String>, title: String, rows: [KeyHelp])] {
        [(["NotesList"], "Notes list", NotesListScreen.helpRows),
         (["NoteDetail"], "Note detail (the filter edits as the title)", NoteDetailScreen.helpRows),
         (["Tags"], "Tags (t in the list)", TagsScreen.helpRows),
         (["QuickOpen"], "Quick open (Ctrl-P in the list or a note)", QuickOpenScreen.helpRows),
         (["Links"], "Links (Ctrl-G in a note, b in the list)", LinksScreen.helpRows),
         (["History"], "History (h in the list, Ctrl-X h in a note)", HistoryScreen.helpRows),
         (["Trash", "NoteReader"], "Trash (T in the list)",
          TrashScreen.helpRows + NoteReaderScreen.helpRows),
         // No screen of its own: after the screens' keys, on every one.
         ([], "What the filter (/) and search read", searchRows)]
    }

    /// The sections in the order shown: the one for `screen` first, the
    /// others as they come, then the keys that work everywhere.
    static func sections(startingWith screen: String? = nil) -> [(String, [KeyHelp])] {
        let all = screenSections
        let first = all.filter { screen.map($0.screens.contains) ?? false }
        let rest = all.filter { !(screen.map($0.screens.contains) ?? false) }
        return (first + rest).map { ($0.title, $0.rows) } + [("Everywhere", SceneKeys.helpRows)]
    }

    var isScrollable: Bool { visibleRows.map { lineCount > $0 } ?? false }
    /// Before the first frame, any line: the frame clamps it.
    private var lastTop: Int { visibleRows.map { max(0, lineCount - $0) } ?? 100_000 }

    /// Scrolls for a scrolling key while the help is cut; false when the
    /// key closes it instead. Keys typed ahead of the first frame scroll
    /// (the frame then keeps the box inside the help).
    mutating func scroll(for key: Key) -> Bool {
        guard isScrollable || visibleRows == nil else { return false }
        let page = max(1, (visibleRows ?? 2) - 1)
        switch key {
        case .down, .character("j"): top += 1
        case .up, .character("k"): top -= 1
        case .pageDown, .character(" "): top += page
        case .pageUp: top -= page
        case .home, .character("g"): top = 0
        case .end, .character("G"): top = lastTop
        default: return false
        }
        top = max(0, min(top, lastTop))
        return true
    }

    /// The lines of the help for a box `width` columns inside: its heading,
    /// then each section's title and rows. Narrower than the full help, the
    /// keys column shrinks, and a row that still does not fit puts its text
    /// on the lines below, so nothing is cut at 40 columns.
    static func lines(width: Int, scrollable: Bool, screen: String? = nil, status: String? = nil) -> [(text: String, style: Style)] {
        let sections = sections(startingWith: screen)
        let closing = scrollable ? "↑↓ scroll, other keys close" : "press any key to close"
        let keys = "Keys (\(SceneKeys.helpKeys))"
        var lines: [(text: String, style: Style)]
        if TextWidth.columns(of: keys + " — " + closing) <= width {
            lines = [(keys + " — " + closing, .accent)]
        } else {
            lines = [(keys, .accent), (closing, .accent)]
        }
        if let status { lines += wrapped(status, width: width, indent: 2).map { ($0, .warning) } }
        let rows = sections.flatMap(\.1)
        let widest = rows.map { 2 + keyColumn + TextWidth.columns(of: $0.text) }.max() ?? 0
        let column = widest <= width ? keyColumn : narrowKeyColumn
        for (title, rows) in sections {
            lines += wrapped(title, width: width, indent: 2).map { ($0, .bold) }
            for row in rows {
                let keys = "  " + row.keys.padding(toLength: column, withPad: " ", startingAt: 0)
                if TextWidth.columns(of: row.keys) < column, TextWidth.columns(of: keys + row.text) <= width {
                    lines.append((keys + row.text, .plain))
                } else {
                    lines += wrapped("  " + row.keys, width: width, indent: 2).map { ($0, .plain) }
                    lines += wrapped("    " + row.text, width: width, indent: 4).map { ($0, .plain) }
                }
            }
        }
        return lines
    }

    /// The keys column when the full one does not fit.
    static let narrowKeyColumn = 12

    /// `text` cut at spaces into lines of `width`, the lines after the first
    /// indented by `indent`; a word wider than a line stays whole (and is cut when drawn).
    static func wrapped(_ text: String, width: Int, indent: Int) -> [String] {
        guard !TextWidth.fits(text, in: width) else { return [text] }
        let margin = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = margin
        for word in text.split(separator: " ") {
            let candidate = current.trimmingCharacters(in: .whitespaces).isEmpty ? current + word : current + " " + word
            if TextWidth.fits(candidate, in: width) || current.trimmingCharacters(in: .whitespaces).isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(repeating: " ", count: indent) + word
            }
        }
        lines.append(current)
        return lines
    }

    /// The box, centred, at most 66 columns wide, from line `top`.
    mutating func render(over canvas: inout Canvas) {
        let width = min(canvas.size.columns, Self.maximumWidth)
        let inside = max(1, width - 4)
        var lines = Self.lines(width: inside, scrollable: false, screen: screen, status: status)
        if lines.count + 2 > canvas.size.rows {
            lines = Self.lines(width: inside, scrollable: true, screen: screen, status: status)
        }
        let height = min(canvas.size.rows, lines.count + 2)
        let rows = max(1, height - 2)
        (visibleRows, lineCount) = (rows, lines.count)
        top = max(0, min(top, lastTop))
        let shown = Array(lines[top..<min(lines.count, top + rows)])
        let area = Rect(row: max(0, (canvas.size.rows - height) / 2), column: max(0, (canvas.size.columns - width) / 2),
                        rows: height, columns: width)
        canvas.draw(FramedBox(lines: shown, bottomNote: isScrollable ? position : nil), in: area)
        canvas.cursor = nil
    }

    /// Where the box is in the help, for its bottom edge: "1–8 of 30 ↓ more".
    private var position: String {
        let last = min(lineCount, top + (visibleRows ?? lineCount))
        var text = "\(top + 1)–\(last) of \(lineCount)"
        if top > 0 { text += " ↑" }
        if last < lineCount { text += " ↓ more" }
        return text
    }
}
