import TerminalKit
import Testing
@testable import NotesApp

/// Whole frames of Note detail at 80×24, compared line by line with the
/// frame written here (docs/behaviour.md §2).
@Suite struct NoteDetailFrameTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    @Test func existingNoteOpened() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Shopping
            ────────────────────────────────────────────────────────────────────────────────
            Body of Shopping



















            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        // The cursor waits at the top of the body (issue 38).
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
    }

    @Test func newNote() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("n"))
        expectFrame(app.terminal.lastFrame, """
             New note
            Title:
            ────────────────────────────────────────────────────────────────────────────────




















            Ctrl-S save · Esc back · Tab title/body · Ctrl-_ undo · Alt-_ redo · F1 help
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 1, column: 7))
    }

    @Test func discardPrompt() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter, .controlEnd)
        app.type("x")
        app.press(.escape)
        expectFrame(app.terminal.lastFrame, """
             Edit note                                                            ● unsaved
            Title: Shopping
            ────────────────────────────────────────────────────────────────────────────────
            Body of Shoppingx



















            Discard changes? (y/n)
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }
}
