import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import TextEditing

/// Random notes, random cursor moves and random resizes (20×6 to 200×60)
/// in Note detail. After every step what the screen shows is checked
/// against the note itself: the body's rows are the note's wrapped rows
/// from the view's top, no row is empty below the text while rows are
/// hidden above, the cursor is on screen, and a title that fits shows from
/// its start (issue 13, points 2 and 13). Replay a failure with its seed.
@Suite struct NoteDetailViewPropertyTests {
    static let words = ["a", "note", "wrap", "longerword", "x", "שלום", "日本語", "😀", "e\u{301}",
                        String(repeating: "long", count: 12)]
    static let moves: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
                               .controlHome, .controlEnd, .alt("<"), .alt(">"), .tab]
    static let stepsPerNote = 25

    private func randomLine(words: ClosedRange<Int>, using random: inout SeededRandom) -> String {
        (0..<Int.random(in: words, using: &random))
            .map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
    }

    private func randomNote(using random: inout SeededRandom) -> Note {
        let lineCount = Int.random(in: 1...90, using: &random)
        let body = (0..<lineCount).map { _ in
            randomLine(words: Bool.random(using: &random) ? 0...4 : 0...40, using: &random)
        }.joined(separator: "\n")
        return Fixtures.note(1, title: randomLine(words: 0...14, using: &random), body: body)
    }

    private func randomSize(using random: inout SeededRandom) -> Size {
        Size(rows: Int.random(in: 6...60, using: &random), columns: Int.random(in: 20...200, using: &random))
    }

    @Test func theViewStaysFullAndTheCursorOnScreenAfterResizes() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xD37A11)
        // Steps in all (`NOTES_TUI_FUZZ_ITERATIONS`), 25 to a note.
        let runs = max(1, SeededRandom.iterations(fallback: 600) / Self.stepsPerNote)
        for run in 0..<runs {
            let note = randomNote(using: &random)
            let app = try AppHarness(library: Library(notes: [note])).launch()
            app.press(.enter)
            app.resize(randomSize(using: &random))
            for step in 0..<Self.stepsPerNote {
                var what = "resize"
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let keys = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.moves.randomElement(using: &random)! }
                    what = "\(keys)"
                    for key in keys { app.press(key) }
                } else {
                    app.resize(randomSize(using: &random))
                }
                if let problem = try viewProblem(app) {
                    Issue.record("\(problem) — seed \(random.seed), run \(run), step \(step), after \(what) at \(app.terminal.size)")
                    return
                }
            }
        }
    }

    /// What is wrong with Note detail as drawn, or nil.
    private func viewProblem(_ app: AppHarness) throws -> String? {
        let size = app.terminal.size
        guard !SceneChrome.isTooSmall(size) else { return nil }
        let screen = try #require(app.topScreen as? NoteDetailScreen)
        guard let frame = app.terminal.lastFrame, frame.size == size else { return "no frame at \(size)" }
        let lines = frame.lines
        // The note's rows at this width, and where the view starts among them.
        let body = screen.body
        let height = size.rows - 4
        var rows: [String] = []
        var top = 0
        for (index, line) in body.buffer.lines.enumerated() {
            if index == body.scrollLine { top = rows.count + body.scrollRow }
            rows += SoftWrap.rows(of: line, width: size.columns).map { String(line[$0]) }
        }
        if top > 0, rows.count - top < height {
            return "\(height - (rows.count - top)) empty rows under the text while \(top) rows are hidden above"
        }
        for screenRow in 0..<height {
            let expected = top + screenRow < rows.count ? rows[top + screenRow] : ""
            if trimmed(lines[3 + screenRow]) != trimmed(expected) {
                return "body row \(screenRow) shows |\(lines[3 + screenRow])|, the note's row \(top + screenRow) is |\(expected)|"
            }
        }
        guard let cursor = frame.cursor else { return "no cursor" }
        let cursorRows = screen.focus == .title ? 1..<2 : 3..<(3 + height)
        if !cursorRows.contains(cursor.row) || cursor.column >= size.columns {
            return "cursor at \(cursor), outside the \(screen.focus) field"
        }
        let title = screen.title.text
        if TextWidth.columns(of: title) + 1 <= size.columns - 7, trimmed(lines[1]) != trimmed("Title: " + title) {
            return "the title fits but shows |\(lines[1])|"
        }
        return nil
    }

    private func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
