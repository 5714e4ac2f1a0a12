import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The preview beside the list on a terminal of 120 columns or more: the
/// selected note, read-only, as Markdown; it follows the selection, J/K
/// scroll it, and below 120 columns the list is as it always was.
@Suite struct PreviewFrameTests {
    static let library = Library(notes: [
        Fixtures.note(1, title: "Shopping", body: "- [ ] milk\n- [x] eggs\nSee [[Recipes]] #home"),
        Fixtures.note(2, title: "Ideas", body: "# Big idea\n" + (1...30).map { "line \($0)" }.joined(separator: "\n")),
        Fixtures.note(3, title: "Recipes", body: "```\ncode\n```"),
    ])

    @Test func at120ColumnsTheSelectedNoteShowsBesideTheList() throws {
        let app = try AppHarness(library: Self.library, size: Size(rows: 10, columns: 120)).launch()
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                                                                     by modified · 1/3 notes
            ▸ Shopping  - [ ] milk - [x] eggs See […  11:05 │ Shopping
              Ideas     # Big idea line 1 line 2 li…  11:04 │───────────────────────────────────────────────────────────────────────
              Recipes   ``` code ```                  11:03 │ - [ ] milk
                                                            │ - [x] eggs
                                                            │ See [[Recipes]] #home
                                                            │
                                                            │
                                                            │
            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        #expect(styleMarkup(app.terminal.lastFrame, row: 5, palette: ColorPalette(usesColor: false))
            == "                                                {d:│} See {u:[[Recipes]]} {br:#home}")
    }

    @Test func at160ColumnsItFollowsTheSelectionAndScrolls() throws {
        let app = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 160)).launch()
        app.press(.down)
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                                                                                                             by modified · 2/3 notes
              Shopping  - [ ] milk - [x] eggs See [[Recipes]] #home   11:05 │ Ideas
            ▸ Ideas     # Big idea line 1 line 2 line 3 line 4 line…  11:04 │───────────────────────────────────────────────────────────────────────────────────────────────
              Recipes   ``` code ```                                  11:03 │ # Big idea
                                                                            │ line 1
                                                                            │ line 2
                                                                            │ line 3
            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        app.press(.character("J"), .character("J"))
        #expect(app.lines[3].hasSuffix("│ line 2"))
        for _ in 0..<40 { app.press(.character("J")) }
        #expect(app.lines[6].hasSuffix("│ line 30"))
        app.press(.character("K"))
        #expect(app.lines[6].hasSuffix("│ line 29"))
        app.press(.down)
        #expect(app.lines[3].hasSuffix("│ ```"))
    }

    @Test func resizingAcross120ColumnsBothWays() throws {
        let app = try AppHarness(library: Self.library, size: Size(rows: 8, columns: 119)).launch()
        #expect(!app.screen.contains("│"))
        app.resize(Size(rows: 8, columns: 120))
        #expect(app.lines[1].hasSuffix("│ Shopping"))
        app.resize(Size(rows: 8, columns: 80))
        #expect(!app.screen.contains("│"))
        #expect(app.lines[1].hasPrefix("▸ Shopping  Body") || app.lines[1].hasPrefix("▸ Shopping  - [ ] milk"))
    }
}
