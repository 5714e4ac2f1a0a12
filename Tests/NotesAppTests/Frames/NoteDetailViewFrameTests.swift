import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Note detail keeps its view full: a long note opens with no empty rows
/// under its text, a resize leaves as much text showing as fits, and
/// Ctrl-Home / Ctrl-End (Alt-< / Alt->) go to the start / end of the body
/// (issue 13, points 2, 13 and 14). Whole frames, as in `NoteDetailFrameTests`.
@Suite struct NoteDetailViewFrameTests {
    private static let sixtyLines = (1...60).map { "line \($0)" }.joined(separator: "\n")

    private func open(title: String, body: String, size: Size) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: title, body: body)])
        let app = try AppHarness(library: library, size: size).launch()
        app.press(.enter)
        return app
    }

    /// A 60-line note in a 30-row terminal, at the end of its body (a note
    /// opens at its top; Ctrl-End): the 26 rows above the cursor are all
    /// text (not lines 41–60 over six empty rows).
    @Test func aLongNoteOpensWithItsViewFull() throws {
        let app = try open(title: "Long note", body: Self.sixtyLines, size: Size(rows: 30, columns: 80))
        app.press(.controlEnd)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Long note
            ────────────────────────────────────────────────────────────────────────────────
            line 35
            line 36
            line 37
            line 38
            line 39
            line 40
            line 41
            line 42
            line 43
            line 44
            line 45
            line 46
            line 47
            line 48
            line 49
            line 50
            line 51
            line 52
            line 53
            line 54
            line 55
            line 56
            line 57
            line 58
            line 59
            line 60
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 28, column: 7))
    }

    @Test func ctrlHomeAndCtrlEndGoToTheStartAndEndOfTheBody() throws {
        let app = try open(title: "Long note", body: Self.sixtyLines, size: Size(rows: 30, columns: 80))
        app.press(.controlHome)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Long note
            ────────────────────────────────────────────────────────────────────────────────
            line 1
            line 2
            line 3
            line 4
            line 5
            line 6
            line 7
            line 8
            line 9
            line 10
            line 11
            line 12
            line 13
            line 14
            line 15
            line 16
            line 17
            line 18
            line 19
            line 20
            line 21
            line 22
            line 23
            line 24
            line 25
            line 26
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
        app.press(.controlEnd)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Long note
            ────────────────────────────────────────────────────────────────────────────────
            line 35
            line 36
            line 37
            line 38
            line 39
            line 40
            line 41
            line 42
            line 43
            line 44
            line 45
            line 46
            line 47
            line 48
            line 49
            line 50
            line 51
            line 52
            line 53
            line 54
            line 55
            line 56
            line 57
            line 58
            line 59
            line 60
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 28, column: 7))
        // Typing goes where the cursor went.
        app.press(.controlHome)
        app.type(">")
        #expect(app.lines[3] == ">line 1")
    }

    @Test func altLessAndAltGreaterDoTheSame() throws {
        let app = try open(title: "Long note", body: Self.sixtyLines, size: Size(rows: 30, columns: 80))
        app.press(.alt("<"))
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Long note
            ────────────────────────────────────────────────────────────────────────────────
            line 1
            line 2
            line 3
            line 4
            line 5
            line 6
            line 7
            line 8
            line 9
            line 10
            line 11
            line 12
            line 13
            line 14
            line 15
            line 16
            line 17
            line 18
            line 19
            line 20
            line 21
            line 22
            line 23
            line 24
            line 25
            line 26
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
        app.press(.alt(">"))
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Long note
            ────────────────────────────────────────────────────────────────────────────────
            line 35
            line 36
            line 37
            line 38
            line 39
            line 40
            line 41
            line 42
            line 43
            line 44
            line 45
            line 46
            line 47
            line 48
            line 49
            line 50
            line 51
            line 52
            line 53
            line 54
            line 55
            line 56
            line 57
            line 58
            line 59
            line 60
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 28, column: 7))
    }

    /// From the title they go to the body too.
    @Test func fromTheTitleTheyGoToTheBody() throws {
        let app = try open(title: "Long note", body: Self.sixtyLines, size: Size(rows: 30, columns: 80))
        app.press(.tab, .controlHome)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
        app.press(.tab, .alt(">"))
        #expect(app.terminal.lastFrame?.cursor == Position(row: 28, column: 7))
        app.type("!")
        #expect(app.lines[28] == "line 60!")
    }

    /// Shrinking to 30×10 and growing back to 80×24, with the cursor at the
    /// end of the title: the frame is the one before the shrink, not the
    /// body's last six rows over empty rows and a title scrolled sideways.
    @Test func shrinkingAndGrowingBackShowsEverythingAgain() throws {
        let body = (1...20).map { "row \($0)" }.joined(separator: "\n")
        let app = try open(title: "A title of forty columns, it fits.", body: body, size: Size(rows: 24, columns: 80))
        app.press(.controlEnd, .tab, .end)
        let before = app.lines
        app.resize(Size(rows: 10, columns: 30))
        #expect(app.lines[1].hasSuffix("fits."))
        #expect(Array(app.lines[3...8]) == ["row 15", "row 16", "row 17", "row 18", "row 19", "row 20"])
        app.resize(Size(rows: 24, columns: 80))
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: A title of forty columns, it fits.
            ────────────────────────────────────────────────────────────────────────────────
            row 1
            row 2
            row 3
            row 4
            row 5
            row 6
            row 7
            row 8
            row 9
            row 10
            row 11
            row 12
            row 13
            row 14
            row 15
            row 16
            row 17
            row 18
            row 19
            row 20
            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 1, column: 41))
        #expect(app.lines == before)
    }

    /// One resize, one frame, at the new size (issue 13, point 15; the
    /// curses side is in `ResizeReadingTests` and `resize-one-frame.exp`).
    @Test func oneResizeDrawsOneFrameAtTheNewSize() throws {
        let app = try open(title: "Long note", body: Self.sixtyLines, size: Size(rows: 30, columns: 100))
        for size in [Size(rows: 10, columns: 40), Size(rows: 30, columns: 100), Size(rows: 5, columns: 10)] {
            let before = app.terminal.frames.count
            app.resize(size)
            #expect(app.terminal.frames.count == before + 1)
            #expect(app.terminal.lastFrame?.size == size)
        }
    }
}
