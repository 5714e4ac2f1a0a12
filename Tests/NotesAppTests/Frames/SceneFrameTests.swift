import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Whole frames of what the scene shows on its own or over any screen —
/// Welcome, the key help, the too-small notice — compared line by line with
/// the frame written here (docs/behaviour.md §2).
@Suite struct SceneFrameTests {
    @Test func welcomeOnAFirstRun() throws {
        let app = try AppHarness().launch()
        expectFrame(app.terminal.lastFrame, """








                            notes-tui

                            Quick, private notes in your terminal.
                            Everything is saved as you go, in one JSON file:
                            /test/notes.json

                            Enter  Get Started (adds a few sample notes)
                            q      Quit without creating anything








            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }

    @Test func helpOverlayOverTheNotesList() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"])).launch()
        app.press(.character("?"))
        expectFrame(app.terminal.lastFrame, """
             notes-┌────────────────────────────────────────────────────────────────┐ notes
            ▸ Shopp│ Keys (? or F1) — ↑↓ scroll, other keys close                   │ 11:05
              Ideas│ Notes list                                                     │ 11:04
              Recip│   ↓ j / ↑ k             move                                   │ 11:03
                   │   PgDn/PgUp, g / G      page; first / last                     │
                   │   Enter                 open note                              │
                   │   v                     read it: read-only, full screen        │
                   │   n or +                new note                               │
                   │   e                     edit in $VISUAL/$EDITOR                │
                   │   d or Delete           move to the trash (asks)               │
                   │   u                     undo the last delete, again and again  │
                   │   p                     pin or unpin (pinned come first)       │
                   │   s                     sort: modified → created → title       │
                   │   t                     tags; Enter filters by one             │
                   │   b                     links: to and from this note           │
                   │   h                     history: this note's versions          │
                   │   T                     the trash: restore, delete for good    │
                   │   /                     filter; Enter keeps, Esc clears        │
                   │   q                     quit                                   │
                   │   J / K                 scroll the preview (120+ columns)      │
                   │   Ctrl-P                quick open: find a note by its title   │
                   │   y                     copy the body to the clipboard         │
                   │   N / D                 new from a template / today's note     │
            Enter o└──────────────────────────────────────────── 1–22 of 78 ↓ more ─┘
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }

    /// One column short of the minimum: the notice, and nothing of the list.
    @Test func tooSmallNoticeWhenTooNarrow() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"])).launch()
        app.resize(Size(rows: 24, columns: 23))
        expectFrame(app.terminal.lastFrame, """
            Terminal too small
            (23×24)
            needs 24×6





















            """)
    }

    /// One row short of the minimum, at full width.
    @Test func tooSmallNoticeWhenTooShort() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.resize(Size(rows: 5, columns: 80))
        expectFrame(app.terminal.lastFrame, """
            Terminal too small
            (80×5)
            needs 24×6


            """)
    }
}

/// The golden-frame check itself: a difference names the line, both
/// versions of it, and shows the frame as drawn.
@Suite struct FrameDifferenceTests {
    private func frame(_ rows: [String]) -> Canvas {
        var canvas = Canvas(size: Size(rows: rows.count, columns: 10))
        for (row, text) in rows.enumerated() { canvas.put(text, row: row, column: 0) }
        return canvas
    }

    @Test func sameTextIsNoDifferenceWhateverTheTrailingSpaces() {
        #expect(frameDifference(frame(["one", "", "three"]), expected: "one  \n\nthree") == nil)
    }

    @Test func aDifferingLineIsNamedWithBothVersions() throws {
        let difference = try #require(frameDifference(frame(["one", "two", "three"]), expected: "one\n2\nthree"))
        #expect(difference.hasPrefix("1 of 3 lines differ\nline 2:\n  expected |2|\n  drawn    |two|\n"))
        #expect(difference.hasSuffix("the frame as drawn:\none\ntwo\nthree"))
    }

    @Test func aMissingLineIsADifference() {
        #expect(frameDifference(frame(["one", "two"]), expected: "one") == "the expected frame has 1 lines, the screen 2 (10×2)")
        #expect(frameDifference(nil, expected: "") == "no frame was drawn")
    }
}
