import NotesCore
import TerminalKit

/// `[[` typed in the body: the titles of notes, ranked as quick open ranks
/// them by what follows the brackets, to complete the link with.
struct LinkCompletion: Equatable {
    /// The line of the `[[`, and the column just after it.
    let line: Int
    let start: Int
    /// What is typed after `[[`.
    private(set) var query = ""
    private(set) var titles: [String] = []
    private(set) var selection = 0

    /// The most titles offered at once.
    static let shownLimit = 6

    init(line: Int, start: Int) {
        self.line = line
        self.start = start
    }

    /// A completion when the two graphemes before the cursor are `[[`.
    static func begun(line text: [Character], line: Int, column: Int) -> LinkCompletion? {
        guard column >= 2, text[column - 2] == "[", text[column - 1] == "[" else { return nil }
        // `[[[`: not a link's start either.
        if column >= 3, text[column - 3] == "[" { return nil }
        return LinkCompletion(line: line, start: column)
    }

    /// Follows the cursor: false once it left the link being typed (another
    /// line, before the brackets, or past a `]`, `|` or `#`).
    mutating func follow(line text: [Character], line: Int, column: Int, matches: (String) -> [String]) -> Bool {
        guard line == self.line, column >= start, column <= text.count else { return false }
        let typed = String(text[start..<column])
        guard !typed.contains(where: { "[]|#".contains($0) }) else { return false }
        if typed != query || titles.isEmpty && query.isEmpty {
            query = typed
            titles = Array(matches(typed).prefix(Self.shownLimit))
            selection = 0
        }
        return true
    }

    mutating func move(by delta: Int) {
        guard !titles.isEmpty else { return }
        selection = min(max(0, selection + delta), titles.count - 1)
    }

    var chosen: String? { titles.indices.contains(selection) ? titles[selection] : nil }

    /// What replaces the typed text: the whole link.
    var completion: String? { chosen.map { $0 + "]]" } }

    /// The footer while it is open.
    static let hint = "Tab/Enter complete · ↑↓ choose · Esc leave as typed"
}

/// The titles offered, in a frame below (or above) the cursor.
struct LinkCompletionBox: CanvasPart {
    let titles: [String]
    let selection: Int

    func render(into canvas: inout Canvas) {
        let lines = titles.isEmpty
            ? [(text: "no title matches", style: Style.muted)]
            : titles.enumerated().map { index, title in
                (text: (index == selection ? "▸ " : "  ") + title, style: index == selection ? Style.bold : Style.plain)
            }
        FramedBox(lines: lines).render(into: &canvas)
    }

    /// Rows it takes: the titles (or the one line saying none match) and the frame.
    var rows: Int { max(1, titles.count) + 2 }
    /// Columns it takes at most: the longest title, its marker and the frame.
    var columns: Int { (titles.map { TextWidth.columns(of: $0) }.max() ?? 16) + 6 }
}
