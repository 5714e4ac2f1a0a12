import Foundation
import TerminalKit
import Testing
@testable import NotesApp

/// Whole frames where the screen is short or narrow: the key help scrolls
/// and says where it is, footers keep `F1 help` and `q quit`, Welcome keeps
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
             notes-tui /test/notes.json                    ┌────────────────────────────────────────────────────────────────┐                       by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                   │ Keys (? or F1) — ↑↓ scroll, other keys close                   │
              Ideas     Body of Ideas                      │ Notes list                                                     │───────────────────────────────────────────────
              Recipes   Body of Recipes                    │   ↓ j / ↑ k             move                                   │
                                                           │   PgDn/PgUp, g / G      page; first / last                     │
                                                           │   Enter                 open note                              │
                                                           │   v                     read it: read-only, full screen        │
                                                           │   n or +                new note                               │
                                                           │   e                     edit in $VISUAL/$EDITOR                │
                                                           │   d or Delete           move to the trash (asks)               │
                                                           │   u                     undo the last delete, again and again  │
            Enter open · n new · / filter · d delete · F1 h└──────────────────────────────────────────── 1–10 of 78 ↓ more ─┘
            """)
    }

    @Test func helpAt160By12ScrolledToTheEnd() throws {
        let app = try listApp(Size(rows: 12, columns: 160))
        app.press(.character("?"), .end)
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                    ┌────────────────────────────────────────────────────────────────┐                       by modified · 1/3 notes
            ▸ Shopping  Body of Shopping                   │   ↓ ↑, PgDn/PgUp        scroll a note being read               │
              Ideas     Body of Ideas                      │ What the filter (/) and search read                            │───────────────────────────────────────────────
              Recipes   Body of Recipes                    │   milk "to do" #tag     all must match; a phrase; a tag        │
                                                           │   -word title:x         exclude (any term); in titles only     │
                                                           │   is:pinned /regex/     pinned; a regular expression           │
                                                           │   created:<7d           by date (modified: too), > >= < <= =   │
                                                           │   modified:today        a day 2026-11-28, today, yesterday, 2w │
                                                           │ Everywhere                                                     │
                                                           │   Ctrl-Z                suspend (saves first); fg resumes      │
                                                           │   Ctrl-C                quit (keeps edits as a draft)          │
            Enter open · n new · / filter · d delete · F1 h└──────────────────────────────────────────────── 69–78 of 78 ↑ ─┘
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
            │   v                                  │
            └────────────────── 1–8 of 155 ↓ more ─┘
            """)
        app.press(.pageDown)
        expectFrame(app.terminal.lastFrame, """
            ┌──────────────────────────────────────┐
            │   v                                  │
            │     read it: read-only, full screen  │
            │   n or +      new note               │
            │   e                                  │
            │     edit in $VISUAL/$EDITOR          │
            │   d or Delete                        │
            │     move to the trash (asks)         │
            │   u                                  │
            └─────────────── 8–15 of 155 ↑ ↓ more ─┘
            """)
    }

    // MARK: - Footers at 40 columns

    @Test func notesListFooterAt40Columns() throws {
        let app = try listApp(Size(rows: 8, columns: 40))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json   1/3 notes
            ▸ Shopping  Body of Shopping      11:05
              Ideas     Body of Ideas         11:04
              Recipes   Body of Recipes       11:03



            Enter open · n new · F1 help · q quit
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
