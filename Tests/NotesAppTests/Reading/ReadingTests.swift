import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Reading (CONTRACT §14): a note opens at its top, and `v` in the list
/// shows the selected note read-only, full screen, at any width, with its
/// Markdown drawn.
@Suite struct ReadingTests {
    static let body = """
        # Plan for the week
        Call **Ana** about the `deploy` and see [[Ideas]].
        - [ ] buy paint
        - [x] book the van
        > measure twice
        """
    static let library = Library(notes: [
        Fixtures.note(1, title: "Week", body: body),
        Fixtures.note(2, title: "Ideas", body: "Body of Ideas"),
    ])

    @Test func aNoteOpensWithTheCursorAtItsTop() throws {
        let long = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let app = try AppHarness(library: Library(notes: [Fixtures.note(1, title: "Imported", body: long)])).launch()
        app.press(.enter)
        #expect(app.lines[3].hasPrefix("line 1"))
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 0))
        app.type("> ")
        app.press(.control("s"))
        #expect(app.savedNotes.first?.body.hasPrefix("> line 1\nline 2") == true)
    }

    @Test func tabIntoTheTitlePutsTheCursorAfterIt() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.enter, .tab)
        #expect(app.terminal.lastFrame?.cursor == Position(row: 1, column: 7 + 4))
        app.type("ly")
        #expect(app.lines[1].hasPrefix("Title: Weekly"))
    }

    @Test func vShowsTheNoteReadOnlyWithItsMarkdownAt80By24() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.character("v"))
        #expect(app.screenNames == ["NotesList", "NoteReader"])
        expectFrame(app.terminal.lastFrame, """
             Read only Week
             # Plan for the week
             Call **Ana** about the `deploy` and see [[Ideas]].
             - [ ] buy paint
             - [x] book the van
             > measure twice

















            Read only · ↓↑ scroll · Esc back
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
        // Drawn as Markdown: the heading bold, the done task dimmed.
        #expect(app.terminal.lastFrame?[1, 3].style.bold == true)
        app.type("x")
        #expect(app.savedNotes.first { $0.title == "Week" }?.body == Self.body, "nothing edits")
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[1].hasPrefix("▸ Week"))
    }

    @Test func vWorksAt40By10AndScrolls() throws {
        let app = try AppHarness(library: Self.library, size: Size(rows: 10, columns: 40)).launch()
        app.press(.character("v"))
        expectFrame(app.terminal.lastFrame, """
             Read only Week
             # Plan for the week
             Call **Ana** about the `deploy` and
             see [[Ideas]].
             - [ ] buy paint
             - [x] book the van
             > measure twice


            Read only · ↓↑ scroll · Esc back
            """)
        let long = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let tall = try AppHarness(library: Library(notes: [Fixtures.note(1, title: "Long", body: long)]),
                                  size: Size(rows: 10, columns: 40)).launch()
        tall.press(.character("v"), .character("G"))
        #expect(tall.lines[8] == " line 30")
        #expect(tall.lines[9].hasPrefix("30/30 · Read only"))
    }
}
