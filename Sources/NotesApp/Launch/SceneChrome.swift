import NotesStorage
import TerminalKit

/// What the scene draws over any screen: the key help (`HelpOverlay`), the line that says a
/// save failed, and the notice for a terminal too small to draw in.
struct SceneChrome {
    /// The key help, while it shows.
    private(set) var help: HelpOverlay?
    var isShowingHelp: Bool { help != nil }
    /// Asking whether to quit although the library could not be saved.
    private(set) var quitQuestion: StoreError?
    /// A line about quitting, shown until the next key.
    var quitNotice: String?

    /// Smallest size the screens are drawn at.
    static let minimumSize = Size(rows: 6, columns: 24)

    /// While help shows, keys scroll it or close it; the screen below gets none.
    var consumesInput: Bool { isShowingHelp }

    /// The help, with the keys of `screen` (its name) first.
    /// `status`: a line the help opens with (why the last sync failed).
    mutating func showHelp(on screen: String?, status: String? = nil) { help = HelpOverlay(screen: screen, status: status) }
    mutating func dismiss() { help = nil }

    /// A key while the help shows: scrolls it when it is cut and the key
    /// scrolls; otherwise closes it.
    mutating func handleHelpKey(_ key: Key) {
        if help?.scroll(for: key) != true { dismiss() }
    }

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

    mutating func render(over canvas: inout Canvas, saveError: StoreError?) {
        let bottom = Rect.row(canvas.size.rows - 1, width: canvas.size.columns)
        if let question = quitQuestion {
            canvas.draw(StatusLine(text: Self.quitPrompt(question), style: .warning), in: bottom)
            canvas.cursor = nil
        } else if let quitNotice {
            canvas.draw(StatusLine(text: quitNotice, style: .warning), in: bottom)
        } else if let saveError {
            canvas.draw(StatusLine(text: "Not saved: \(saveError.message). Retrying.", style: .warning), in: bottom)
        }
        help?.render(over: &canvas)
    }
}
