import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Whole frames of the Notes list at 80×24, compared line by line with the
/// frame written here (docs/behaviour.md §2).
@Suite struct NotesListFrameTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    @Test func listOfThreeNotes() throws {
        let app = try AppHarness(library: library).launch()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                             by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                                              11:05
              Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }

    @Test func emptyLibrary() throws {
        let app = try AppHarness(library: Library()).launch()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                               by modified · 0 notes

              No notes yet. Press n to write your first note.




















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
    }

    @Test func filterBeingTyped() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("/"))
        app.type("re")
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                        by modified · 1/1 of 3 notes
            Filter: re
            ▸ Recipes   Body of Recipes                                               11:03




















            Type to filter · ↑↓ move · Enter keep · Esc clear
            """)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 1, column: 10))
    }

    @Test func deletePrompt() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.down, .character("d"))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                             by modified · 2/3 notes
              Shopping  Body of Shopping                                              11:05
            ▸ Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Delete "Ideas"? (y/n)
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }
}
