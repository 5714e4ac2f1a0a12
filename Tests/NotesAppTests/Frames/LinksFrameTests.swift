import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The Links screen through the whole app: Ctrl-G and b, both sections,
/// missing targets, opening, Esc, narrow terminals and huge notes.
@Suite struct LinksFrameTests {
    /// Hub links to Beta, a missing note and Gone (trashed); Alpha and
    /// Beta link to Hub; `[[Hub]]` in code does not count.
    func app(size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        var gone = Fixtures.note(5, title: "Gone", body: "[[Hub]]")
        gone.trashed = AppHarness.epoch
        return try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Hub", body: "to [[Beta]], [[Missing one]] and [[Gone]]\n`[[Hub]]`"),
            Fixtures.note(2, title: "Alpha", body: "[[hub]]"),
            Fixtures.note(3, title: "Beta", body: "[[Hub#top|home]]"),
            Fixtures.note(4, title: "Code", body: "`[[Hub]]`"),
            gone,
        ]), size: size).launch()
    }

    @Test func ctrlGShowsBacklinksAndOutgoingLinks() throws {
        let app = try app()
        app.press(.enter, .control("g"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "Links"])
        expectFrame(app.terminal.lastFrame, """
             Links: Hub
             Linked from (2)
              ▸ Alpha
                Beta
             Links to (3)
                Beta
                Missing one (no such note)
                Gone (no such note)















            Enter open · Esc back · ↑↓ move · F1 help
            """)
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test func bInTheListShowsTheSelectedNotesLinks() throws {
        let app = try app()
        app.press(.down, .down, .character("b"))  // Beta
        #expect(app.screenNames == ["NotesList", "Links"])
        #expect(app.lines[0].hasPrefix(" Links: Beta"))
        #expect(app.lines[1] == " Linked from (1)")
        #expect(app.lines[2].hasPrefix("  ▸ Hub"))
        #expect(app.lines[3] == " Links to (1)")
        #expect(app.lines[4].hasPrefix("    Hub"))
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    @Test func enterOpensTheSelectedNotePushedAndEscReturnsToTheLinks() throws {
        let app = try app()
        app.press(.enter, .control("g"), .down, .down)  // past the heading, onto "Beta" under Links to
        #expect(app.lines[5].hasPrefix("  ▸ Beta"))
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail", "Links", "NoteDetail"])
        #expect(app.lines[1].hasPrefix("Title: Beta"))
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail", "Links"])
        app.press(.end, .enter)  // "Gone": trashed, so missing → a new note with that title
        #expect(app.lines[0].hasPrefix(" New note"))
        #expect(app.lines[1].hasPrefix("Title: Gone"))
    }

    @Test func narrowTerminal() throws {
        let app = try app(size: Size(rows: 10, columns: 40))
        app.press(.enter, .control("g"), .end)
        expectFrame(app.terminal.lastFrame, """
             Links: Hub
             Linked from (2)
                Alpha
                Beta
             Links to (3)
                Beta
                Missing one (no such note)
              ▸ Gone (no such note)

            Enter open · Esc back · F1 help
            """)
    }

    @Test func tenThousandLinksInOneNote() throws {
        let body = (0..<10_000).map { "[[Target \($0 % 50)]]" }.joined(separator: " ")
        let app = try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Big", body: body),
            Fixtures.note(2, title: "Target 7", body: ""),
        ])).launch()
        app.press(.character("b"))
        #expect(app.lines[3] == " Links to (50)")
        app.press(.pageDown, .pageDown, .end)
        #expect(app.lines.contains { $0.hasPrefix("  ▸ Target 49 (no such note)") })
        app.press(.escape, .end, .enter)  // Target 7: one backlink
        #expect(app.lines[0].contains("← 1"))
    }

    @Test func theLinksScreensLifecycleIsTraced() throws {
        let app = try app()
        app.press(.character("b"))
        #expect(app.trace.suffix(5) == [
            "Links.viewDidLoad", "NotesList.viewWillDisappear", "Links.viewWillAppear",
            "NotesList.viewDidDisappear", "Links.viewDidAppear",
        ])
        app.press(.escape)
        #expect(app.trace.suffix(4) == [
            "Links.viewWillDisappear", "NotesList.viewWillAppear", "Links.viewDidDisappear", "NotesList.viewDidAppear",
        ])
    }

    @Test func noteDetailsHeaderCountsItsBacklinksAt40By10() throws {
        let app = try app(size: Size(rows: 10, columns: 40))
        app.press(.enter)
        expectFrame(app.terminal.lastFrame, """
             Edit note                   ← 2 linked
            Title: Hub
            ────────────────────────────────────────
            to [[Beta]], [[Missing one]] and
            [[Gone]]
            `[[Hub]]`



            Ctrl-S save · Esc back · F1 help
            """)
    }
}
