import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// What a filter matched, drawn in the `match` colour (CONTRACT §13) in the
/// list's rows, the preview and the note opened from the list; bold and
/// underlined without colours (`NO_COLOR`, theme `mono`). A filter that
/// cannot be read says why in the footer.
@Suite struct SearchHighlightFrameTests {
    static let colour = ColorPalette(usesColor: true, hasGrey: true)
    static let mono = ColorPalette(usesColor: false)

    private let library = Library(notes: [
        Fixtures.note(1, title: "Café plans", body: "the cafe opens\nmilk to buy"),
        Fixtures.note(2, title: "Shopping", body: "Milk and tea"),
    ])

    func markup(_ app: AppHarness, row: Int, _ palette: ColorPalette = colour) -> String {
        styleMarkup(app.terminal.lastFrame, row: row, palette: palette)
    }

    @Test func wordsAreHighlightedInTheRowsWithAndWithoutColour() throws {
        let app = try AppHarness(library: library, size: Size(rows: 6, columns: 80)).launch()
        app.press(.character("/"))
        app.type("milk")
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                        by modified · 1/2 of 2 notes
            Filter: milk
            ▸ Café plans  the cafe opens milk to buy                                  11:05
              Shopping    Milk and tea                                                11:04

            Type to filter · ↑↓ move · Enter keep · Esc clear
            """)
        #expect(markup(app, row: 2) == "{r:▸ }{br:Café plans}{r:  the cafe opens }{brc4:milk}{r: to buy                                  11:05 }")
        #expect(markup(app, row: 3) == "  {b:Shopping}    {bc4:Milk}{c2: and tea}                                                {c2:11:04}")
        #expect(markup(app, row: 2, Self.mono) == "{r:▸ }{br:Café plans}{r:  the cafe opens }{bur:milk}{r: to buy                                  11:05 }")
        #expect(markup(app, row: 3, Self.mono) == "  {b:Shopping}    {bu:Milk}{d: and tea}                                                {d:11:04}")
    }

    /// Accents aside in the title and the body; what is excluded is not
    /// highlighted.
    @Test func accentsAsideAndExclusionsNot() throws {
        let app = try AppHarness(library: library, size: Size(rows: 6, columns: 80)).launch()
        app.press(.character("/"))
        app.type("cafe -tea")
        #expect(app.lines[2] == "▸ Café plans  the cafe opens milk to buy                                  11:05")
        #expect(markup(app, row: 2) == "{r:▸ }{brc4:Café}{br: plans}{r:  the }{brc4:cafe}{r: opens milk to buy                                  11:05 }")
    }

    /// A phrase (white space any) and a regex, in the row and the
    /// preview. A phrase is highlighted within a line: one across a line
    /// break is found, and shows in the row, which joins the lines.
    @Test func phrasesAndRegexesAreHighlightedInThePreview() throws {
        let app = try AppHarness(library: library, size: Size(rows: 7, columns: 120)).launch()
        app.press(.character("/"))
        app.type("\"cafe   opens\" /b.y/")
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                                                                by modified · 1/1 of 2 notes
            Filter: "cafe   opens" /b.y/
            ▸ Café plans  the cafe opens milk to buy  11:05 │ Café plans
                                                            │───────────────────────────────────────────────────────────────────────
                                                            │ the cafe opens
                                                            │ milk to buy
            Type to filter · ↑↓ move · Enter keep · Esc clear
            """)
        #expect(markup(app, row: 2) == "{r:▸ }{br:Café plans}{r:  the }{brc4:cafe opens}{r: milk to }{brc4:buy}{r:  11:05 }{c2:│} {b:Café plans}")
        #expect(markup(app, row: 4) == "                                                {c2:│} the {bc4:cafe opens}")
        #expect(markup(app, row: 5) == "                                                {c2:│} milk to {bc4:buy}")
    }

    /// The note opened from the filtered list shows the matches in its body.
    @Test func matchesAreHighlightedInTheOpenNote() throws {
        let app = try AppHarness(library: library, size: Size(rows: 7, columns: 60)).launch()
        app.press(.character("/"))
        app.type("milk")
        app.press(.enter, .enter)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Café plans
            ────────────────────────────────────────────────────────────
            the cafe opens
            milk to buy

            Ctrl-S save · Esc back · Tab title/body · F1 help
            """)
        #expect(markup(app, row: 3) == "the cafe opens")
        #expect(markup(app, row: 4) == "{bc4:milk} to buy")
        #expect(markup(app, row: 4, Self.mono) == "{bu:milk} to buy")
        // In the title too, once the body has the focus.
        app.press(.escape, .escape, .character("/"))
        app.type("cafe")
        app.press(.enter, .enter)
        #expect(markup(app, row: 1) == "{c2:Title: }{bc4:Café}{b: plans}")
        #expect(markup(app, row: 3) == "the {bc4:cafe} opens")
    }

    @Test func aFilterThatCannotBeReadSaysWhyInTheFooter() throws {
        let app = try AppHarness(library: library, size: Size(rows: 6, columns: 80)).launch()
        app.press(.character("/"))
        app.type("milk /a(/")
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                          by modified · 0 of 2 notes
            Filter: milk /a(/

              The filter cannot be searched: see below.

            bad regex /a(/: a ( is not closed by )
            """)
        #expect(markup(app, row: 5).hasPrefix("{bc3:bad regex"), "in the warning colour")
        // Enter keeps it to be mended: no new note titled with it.
        app.press(.enter)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[5] == "bad regex /a(/: a ( is not closed by )")
        app.press(.character("/"))
        // Mended, the list is back and nothing typed was lost.
        app.press(.backspace)
        app.type("b)/")
        #expect(app.lines[1] == "Filter: milk /a(b)/")
        #expect(app.lines[5].hasPrefix("Type to filter"))
    }

    /// `notes://search?q=` reads the operators as the filter does.
    @Test func aSearchURLReadsOperators() throws {
        let options = LaunchOptions(dataFile: "/test/notes.json", entry: try .opening("notes://search?q=milk+-title%3Acafe"))
        let app = try AppHarness(library: library, options: options, size: Size(rows: 6, columns: 80)).launch()
        #expect(app.lines[1] == "Filter: milk -title:cafe")
        #expect(app.lines[2].hasPrefix("▸ Shopping "))
        #expect(app.lines[3].isEmpty)
    }
}
