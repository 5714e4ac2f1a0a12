import NotesCore
import TerminalKit

/// What the scene draws over any screen: the key help, the line that says a
/// save failed, and the notice for a terminal too small to draw in.
struct SceneChrome {
    private(set) var isShowingHelp = false
    /// Asking whether to quit although the library could not be saved.
    private(set) var quitQuestion: StoreError?
    /// A line about quitting, shown until the next key.
    var quitNotice: String?

    /// Smallest size the screens are drawn at.
    static let minimumSize = Size(rows: 6, columns: 24)

    /// While help shows, the next key only closes it.
    var consumesInput: Bool { isShowingHelp }

    mutating func showHelp() { isShowingHelp = true }
    mutating func dismiss() { isShowingHelp = false }

    mutating func askToQuit(notSavedBecause error: StoreError) { quitQuestion = error }
    mutating func dismissQuitQuestion() { quitQuestion = nil }

    /// The question asked when quitting would leave changes unsaved: the
    /// keys that answer first, so they show at any width.
    static func quitPrompt(_ error: StoreError) -> String {
        "Not saved — quit and keep a rescue copy? (y/n) \(error.message)"
    }

    static func isTooSmall(_ size: Size) -> Bool {
        size.rows < minimumSize.rows || size.columns < minimumSize.columns
    }

    static func renderTooSmall(into canvas: inout Canvas) {
        let lines = ["Terminal too small", "(\(canvas.size.columns)×\(canvas.size.rows))",
                     "needs \(minimumSize.columns)×\(minimumSize.rows)"]
        for (row, line) in lines.enumerated() where row < canvas.size.rows {
            canvas.putTruncated(line, row: row, column: 0, width: canvas.size.columns,
                                style: row == 0 ? .warning : .plain)
        }
        canvas.cursor = nil
    }

    func render(over canvas: inout Canvas, saveError: StoreError?) {
        let bottom = Rect.row(canvas.size.rows - 1, width: canvas.size.columns)
        if let question = quitQuestion {
            canvas.draw(StatusLine(text: Self.quitPrompt(question), style: .warning), in: bottom)
            canvas.cursor = nil
        } else if let quitNotice {
            canvas.draw(StatusLine(text: quitNotice, style: .warning), in: bottom)
        } else if let saveError {
            canvas.draw(StatusLine(text: "Not saved: \(saveError.message). Retrying.", style: .warning), in: bottom)
        }
        if isShowingHelp { renderHelp(over: &canvas) }
    }

    // MARK: - Help

    /// Every key, by screen, written from the screens' key tables. It fits an
    /// 80×24 terminal: keep it to 22 rows with the titles.
    static var helpSections: [(String, [KeyHelp])] {
        [("Notes list", NotesListScreen.helpRows), ("Note detail (the filter edits as the title)", NoteDetailScreen.helpRows),
         ("Everywhere", SceneKeys.helpRows)]
    }

    /// The lines of the help: its heading, then each section's title and rows.
    static var helpLines: [(String, Style)] {
        let keyColumn = 22
        var lines: [(String, Style)] = [("Keys (\(SceneKeys.helpRow.keys)) — press any key to close", .accent)]
        for (title, rows) in helpSections {
            lines.append((title, .bold))
            for row in rows {
                lines.append(("  " + row.keys.padding(toLength: keyColumn, withPad: " ", startingAt: 0) + row.text, .plain))
            }
        }
        return lines
    }

    /// The help in a framed box, centred, at most 66 columns wide.
    private func renderHelp(over canvas: inout Canvas) {
        let lines = Self.helpLines
        let width = min(canvas.size.columns, 66)
        let height = min(canvas.size.rows, lines.count + 2)
        let area = Rect(row: max(0, (canvas.size.rows - height) / 2), column: max(0, (canvas.size.columns - width) / 2),
                        rows: height, columns: width)
        canvas.draw(FramedBox(lines: lines.map { (text: $0.0, style: $0.1) }), in: area)
        canvas.cursor = nil
    }
}
