import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// The mouse in Note detail: the wheel scrolls the body (the cursor
/// follows only when it would leave the view), a click puts the cursor on
/// the character under it, in the body or the title.
@Suite struct MouseDetailTests {
    /// Note detail of one note with `body`, opened from the list.
    private func open(_ body: String, title: String = "Note", size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        let app = try AppHarness(library: Library(notes: [Fixtures.note(1, title: title, body: body)]), size: size).launch()
        // A note opens at its top; these start from the body's end.
        app.press(.enter, .controlEnd)
        return app
    }

    private let forty = (1...40).map { "line \($0)" }.joined(separator: "\n")

    @Test func theWheelScrollsTheBodyAndTheCursorFollowsOnlyWhenItLeaves() throws {
        let app = try open(forty)
        // Opened at the end: lines 21…40 show, the cursor on line 40 (row 22).
        #expect(app.lines[3] == "line 21")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 22, column: 7))
        app.send(wheel(down: false, row: 10, column: 5))
        // Three rows up: the cursor's line left the view, so it moved to the last row shown.
        #expect(app.lines[3] == "line 18")
        #expect(app.lines[22] == "line 37")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 22, column: 7))
        for _ in 0..<10 { app.send(wheel(down: false, row: 10, column: 5)) }
        #expect(app.lines[3] == "line 1")
        app.send(wheel(down: true, row: 10, column: 5))
        #expect(app.lines[3] == "line 4")
        // Never past the end: the last line stays at the bottom.
        for _ in 0..<20 { app.send(wheel(down: true, row: 10, column: 5)) }
        #expect(app.lines[3] == "line 21")
        #expect(app.lines[22] == "line 40")
        // The cursor, kept inside the view all along, still types where it shows.
        app.type("X")
        let cursor = try #require(app.terminal.lastFrame?.cursor)
        #expect(cursor.row >= 3 && cursor.row <= 22)
        #expect(app.lines[cursor.row].contains("X"))
    }

    @Test func aWheelNotchUpAsAWholeFrame() throws {
        let app = try open(forty)
        app.send(wheel(down: false, row: 10, column: 5))
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Note
            ────────────────────────────────────────────────────────────────────────────────
            line 18
            line 19
            line 20
            line 21
            line 22
            line 23
            line 24
            line 25
            line 26
            line 27
            line 28
            line 29
            line 30
            line 31
            line 32
            line 33
            line 34
            line 35
            line 36
            line 37
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 22, column: 7))
    }

    @Test func theWheelLeavesACursorThatStaysInView() throws {
        let app = try open(forty)
        app.send(click(row: 12, column: 2))  // line 30, after "li"
        app.send(wheel(down: false, row: 10, column: 5))
        #expect(app.lines[3] == "line 18")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 15, column: 2))
    }

    @Test func aClickPutsTheCursorOnTheCharacterUnderIt() throws {
        let app = try open("héllo 日本 world\nsecond")
        // h é l l o ␠ 日(6,7) 本(8,9) ␠ w: the right half of 日 is column 7.
        app.send(click(row: 3, column: 7))
        app.type("X")
        #expect(app.lines[3] == "héllo X日本 world")
        // Past the end of a line: its end.
        app.send(click(row: 4, column: 60))
        app.type("Y")
        #expect(app.lines[4] == "secondY")
        // Below the last line: the end of the text.
        app.send(click(row: 15, column: 3))
        app.type("Z")
        #expect(app.lines[4] == "secondYZ")
        app.send(click(row: 3, column: 0))
        app.type("<")
        #expect(app.lines[3] == "<héllo X日本 world")
    }

    @Test func aClickFollowsTheSoftWrap() throws {
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let app = try open(long, size: Size(rows: 24, columns: 40))
        // 40 columns: "word " eight times per row, the second row starts at word 9.
        #expect(app.lines[4].hasPrefix("word word"))
        app.send(click(row: 4, column: 0))
        app.type("X")
        #expect(app.lines[4].hasPrefix("Xword word"))
        #expect(app.terminal.lastFrame?.cursor == Position(row: 4, column: 1))
    }

    @Test func aClickOnTheTitlePutsTheCursorThere() throws {
        let app = try open("body", title: "Grocery list")
        // "Title: " is seven columns: column 7 + 7 is after "Grocery".
        app.send(click(row: 1, column: 14))
        app.type("!")
        #expect(app.lines[1] == "Title: Grocery! list")
        // And back into the body.
        app.send(click(row: 3, column: 2))
        app.type("-")
        #expect(app.lines[3] == "bo-dy")
        app.press(.control("s"))
        #expect(app.savedNotes.first?.title == "Grocery! list")
        #expect(app.savedNotes.first?.body == "bo-dy")
    }

    @Test func theDiscardQuestionIgnoresTheMouse() throws {
        let app = try open("body")
        app.type("x")
        app.press(.escape)
        app.send(click(row: 1, column: 9))
        app.send(wheel(down: true, row: 5, column: 5))
        #expect(app.lines[23] == "Discard changes? (y/n)")
        app.press(.character("n"))
        app.type("y")
        #expect(app.lines[3] == "bodyxy")
    }

    /// Any clicks and wheel notches anywhere, mixed with typing, never
    /// crash, never type text, and leave a cursor inside the view.
    @Test func randomMouseNeverBreaksTheEditor() throws {
        var random = SeededRandom.fromEnvironment(fallback: 1818)
        let body = (1...30).map { "línea \($0) 日本 😀 " + String(repeating: "ab ", count: $0 % 7 * 9) }.joined(separator: "\n")
        let app = try open(body, size: Size(rows: 20, columns: 50))
        for _ in 0..<300 {
            let row = Int.random(in: -2...25, using: &random)
            let column = Int.random(in: -2...60, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: app.send(click(row: max(0, row), column: max(0, column)))
            case 1: app.send(wheel(down: true, row: max(0, row), column: max(0, column)))
            case 2: app.send(wheel(down: false, row: max(0, row), column: max(0, column)))
            default: app.send(release(row: max(0, row), column: max(0, column)))
            }
            if let cursor = app.terminal.lastFrame?.cursor {
                #expect((1...18).contains(cursor.row), "seed \(random.seed)")
            }
        }
        let screen = try #require(app.topScreen as? NoteDetailScreen)
        #expect(screen.body.text == body)
        #expect(!screen.hasChanges)
    }
}
