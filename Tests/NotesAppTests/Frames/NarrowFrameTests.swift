import Foundation
import NotesCore
import TerminalKit
import Testing
@testable import NotesApp

/// Whole frames where the screen is short or narrow: the key help scrolls
/// and says where it is, footers keep `? help` and `q quit`, Welcome keeps
/// the library's file name (docs/behaviour.md §2).
@Suite struct NarrowFrameTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    private func listApp(_ size: Size) throws -> AppHarness {
        try AppHarness(library: library, size: size).launch()
    }

    // MARK: - Help

    @Test func helpAt160By12IsCutAndSaysThereIsMore() throws {
        let app = try listApp(Size(rows: 12, columns: 160))
        app.press(.character("?"))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                    ┌────────────────────────────────────────────────────────────────┐                                       3 notes
            ▸ Shopping  Body of Shopping                   │ Keys (? or F1) — ↑↓ scroll, other keys close                   │                                         11:05
              Ideas     Body of Ideas                      │ Notes list                                                     │                                         11:04
              Recipes   Body of Recipes                    │   ↓ j / ↑ k             move                                   │                                         11:03
                                                           │   PgDn/PgUp, g / G      page; first / last                     │
                                                           │   Enter                 open note                              │
                                                           │   n or +                new note                               │
                                                           │   e                     edit in $VISUAL/$EDITOR                │
                                                           │   d or Delete           delete (asks)                          │
                                                           │   /                     filter; Enter keeps, Esc clears        │
                                                           │   q                     quit                                   │
            Enter open · n new · / filter · d delete · ? he└──────────────────────────────────────────── 1–10 of 22 ↓ more ─┘
            """)
    }

    @Test func helpAt160By12ScrolledToTheEnd() throws {
        let app = try listApp(Size(rows: 12, columns: 160))
        app.press(.character("?"), .end)
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                    ┌────────────────────────────────────────────────────────────────┐                                       3 notes
            ▸ Shopping  Body of Shopping                   │   Ctrl-S                save and go back                       │                                         11:05
              Ideas     Body of Ideas                      │   Esc                   back without saving (asks)             │                                         11:04
              Recipes   Body of Recipes                    │   Home/End, Ctrl-A/E    screen line start / end                │                                         11:03
                                                           │   Alt-←/→ b/f, Alt-d    word left / right; delete next word    │
                                                           │   Ctrl-W/U/K            delete word back / to start / to end   │
                                                           │   Ctrl-_ / Alt-_        undo / redo (Ctrl-/; Alt-u/r)          │
                                                           │   Ctrl-X Ctrl-E         edit in $VISUAL/$EDITOR                │
                                                           │ Everywhere                                                     │
                                                           │   Ctrl-Z                suspend (saves first); fg resumes      │
                                                           │   Ctrl-C                quit (keeps edits as a draft)          │
            Enter open · n new · / filter · d delete · ? he└──────────────────────────────────────────────── 13–22 of 22 ↑ ─┘
            """)
    }

    @Test func helpAt40By10WrapsRowsAndScrolls() throws {
        let app = try listApp(Size(rows: 10, columns: 40))
        app.press(.character("?"))
        expectFrame(app.terminal.lastFrame, """
            ┌──────────────────────────────────────┐
            │ Keys (? or F1)                       │
            │ ↑↓ scroll, other keys close          │
            │ Notes list                           │
            │   ↓ j / ↑ k   move                   │
            │   PgDn/PgUp, g / G                   │
            │     page; first / last               │
            │   Enter       open note              │
            │   n or +      new note               │
            └─────────────────── 1–8 of 39 ↓ more ─┘
            """)
        app.press(.pageDown)
        expectFrame(app.terminal.lastFrame, """
            ┌──────────────────────────────────────┐
            │   n or +      new note               │
            │   e                                  │
            │     edit in $VISUAL/$EDITOR          │
            │   d or Delete delete (asks)          │
            │   /                                  │
            │     filter; Enter keeps, Esc clears  │
            │   q           quit                   │
            │ Note detail (the filter edits as the │
            └──────────────── 8–15 of 39 ↑ ↓ more ─┘
            """)
    }

    // MARK: - Footers at 40 columns

    @Test func notesListFooterAt40Columns() throws {
        let app = try listApp(Size(rows: 8, columns: 40))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json     3 notes
            ▸ Shopping  Body of Shopping      11:05
              Ideas     Body of Ideas         11:04
              Recipes   Body of Recipes       11:03



            Enter open · n new · ? help · q quit
            """)
    }

    @Test func noteDetailFooterAt40Columns() throws {
        let app = try listApp(Size(rows: 8, columns: 40))
        app.press(.enter)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Shopping
            ────────────────────────────────────────
            Body of Shopping



            Ctrl-S save · Esc back · F1 help
            """)
    }

    // MARK: - Welcome

    private func welcome(_ size: Size) throws -> AppHarness {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        try #require(home != "/" && !home.isEmpty)
        let path = home + "/Documents/Personal notes/work/notes.json"
        return try AppHarness(options: LaunchOptions(dataFile: path), size: size).launch()
    }

    @Test func welcomeAt80By24ShowsTheHomeAsTilde() throws {
        let app = try welcome(Size(rows: 24, columns: 80))
        expectFrame(app.terminal.lastFrame, """








                            notes-tui

                            Quick, private notes in your terminal.
                            Everything is saved as you go, in one JSON file:
                            ~/Documents/Personal notes/work/notes.json

                            Enter  Get Started (adds a few sample notes)
                            q      Quit without creating anything








            """)
    }

    @Test func welcomeAt40By10KeepsTheFileName() throws {
        let app = try welcome(Size(rows: 10, columns: 40))
        expectFrame(app.terminal.lastFrame, """
            notes-tui

            Quick, private notes in your terminal.
            Everything is saved as you go, in one
            JSON file:
            ~/Documents/Personal notes/w…/notes.json

            Enter  Get Started (adds a few sample
                   notes)
            q      Quit without creating anything
            """)
    }
}
