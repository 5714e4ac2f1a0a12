import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

@Suite struct NoteDetailScreenTests {
    private func openFirstNote(body: String = "Body of Shopping", size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Shopping", body: body)])
        let app = try AppHarness(library: library, size: size).launch()
        // A note opens at its top; these edits start at the body's end.
        app.press(.enter, .controlEnd)
        return app
    }

    @Test func showsTitleBodyAndFooter() throws {
        let app = try openFirstNote()
        #expect(app.lines[0].contains("Edit note"))
        #expect(app.lines[1] == "Title: Shopping")
        #expect(app.lines[3] == "Body of Shopping")
        #expect(app.lines[23].contains("Ctrl-S save"))
        #expect(app.lines[23].contains("Esc back"))
        #expect(!app.lines[0].contains("unsaved"))
    }

    /// At the top of its body, to be read from its start (issue 38).
    @Test func anExistingNoteStartsInTheBodyAtItsTop() throws {
        let app = try AppHarness(library: Library(notes: [Fixtures.note(1, title: "Shopping", body: "Body of Shopping")])).launch()
        app.press(.enter)
        app.type("!")
        #expect(app.lines[3] == "!Body of Shopping")
        #expect(app.lines[0].contains("● unsaved"))
    }

    @Test func aNewNoteStartsInTheTitleAndEnterMovesToTheBody() throws {
        let app = try openFirstNote()
        app.press(.escape)
        app.press(.character("n"))
        app.type("Call Ana")
        app.press(.enter)
        app.type("about Friday")
        app.press(.enter)
        app.type("at noon")
        #expect(app.lines[1] == "Title: Call Ana")
        #expect(app.lines[3] == "about Friday")
        #expect(app.lines[4] == "at noon")
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        let saved = try #require(app.savedNotes.first)
        #expect(saved.title == "Call Ana")
        #expect(saved.body == "about Friday\nat noon")
        // The list shows the change, selected, at the top.
        #expect(app.lines[1].hasPrefix("▸ Call Ana"))
    }

    @Test func tabSwitchesFields() throws {
        let app = try openFirstNote()
        app.press(.tab)
        app.press(.end)
        app.type(" list")
        app.press(.tab)
        app.type(".")
        app.press(.control("s"))
        #expect(app.savedNotes[0].title == "Shopping list")
        #expect(app.savedNotes[0].body == "Body of Shopping.")
    }

    @Test func ctrlSOnAnExistingNoteUpdatesIt() throws {
        let app = try openFirstNote()
        app.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        app.type("eggs")
        app.press(.control("s"))
        #expect(app.savedNotes.count == 1)
        #expect(app.savedNotes[0].body == "Body of eggs")
        #expect(app.savedNotes[0].modified > app.savedNotes[0].created)
        #expect(app.lines[1].contains("Body of eggs"))
    }

    @Test func savingOverAnEditMadeElsewhereKeepsBoth() throws {
        let app = try openFirstNote()
        app.type(" mine")
        // Another process saves its own edit of the same note meanwhile.
        var library = try #require(app.store.library)
        library.notes[0].body = "Body of Shopping theirs"
        library.notes[0].modified = AppHarness.epoch
        app.store.replaceFromElsewhere(library)
        app.idle()
        app.press(.control("s"))
        let bodies = Set(app.savedNotes.map(\.body))
        #expect(bodies == ["Body of Shopping mine", "Body of Shopping theirs"])
        #expect(app.savedNotes.contains { $0.title.hasPrefix("Shopping (conflict ") })
        #expect(app.lines[23].hasPrefix("Saved; the version changed elsewhere was kept as “Shopping (conflict "))
    }

    @Test func escapeWithoutChangesGoesBackAtOnce() throws {
        let app = try openFirstNote()
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    @Test func escapeWithChangesAsksAndNoKeepsEditing() throws {
        let app = try openFirstNote()
        app.type(" more")
        app.press(.escape)
        #expect(app.lines[23] == "Discard changes? (y/n)")
        app.press(.character("x"))  // other keys are ignored, not typed
        #expect(app.lines[23] == "Discard changes? (y/n)")
        app.press(.character("n"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[3] == "Body of Shopping more")
        app.press(.escape, .character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes[0].body == "Body of Shopping")
    }

    @Test func aNewNoteLeftEmptyIsNotCreated() throws {
        let app = try openFirstNote()
        app.press(.escape, .character("n"))
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.count == 1)
    }

    @Test func arrowsHomeEndBackspaceAndDeleteEdit() throws {
        let app = try openFirstNote(body: "hello world")
        app.press(.home)
        app.press(.delete)
        app.type("H")
        app.press(.end, .left, .left, .left, .left, .left)
        app.press(.backspace)
        app.type("_")
        #expect(app.lines[3] == "Hello_world")
        app.press(.control("a"))
        app.type(">")
        app.press(.control("e"))
        app.type("<")
        #expect(app.lines[3] == ">Hello_world<")
    }

    @Test func upAndDownMoveByLineKeepingTheColumn() throws {
        let app = try openFirstNote(body: "first line\nab\nthird line")
        app.press(.up, .up)
        app.press(.end)
        app.press(.down)  // "ab" is shorter: the cursor lands at its end
        app.type("X")
        app.press(.down)
        app.type("Y")
        #expect(app.lines[4] == "abX")
        // The wanted column was reset by typing, so Y goes at column 3.
        #expect(app.lines[5] == "thiYrd line")
    }

    @Test func longBodiesWrapAndScrollToFollowTheCursor() throws {
        let lines = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let app = try openFirstNote(body: lines)
        // The cursor starts at the end: the view shows the last lines.
        #expect(app.lines[22] == "line 40")
        app.press(.pageUp, .pageUp, .pageUp)
        #expect(app.lines[3] == "line 1")
        let wrapped = String(repeating: "word ", count: 40)
        let wide = try openFirstNote(body: wrapped, size: Size(rows: 10, columns: 30))
        #expect(wide.lines[3] == "word word word word word word")
        #expect(wide.lines.allSatisfy { TextWidth.columns(of: $0) <= 30 })
    }

    @Test func unicodeIsTypedAndShownInTheRightColumns() throws {
        let app = try openFirstNote(body: "")
        app.type("Café 日本 😀 e\u{301}")
        #expect(app.lines[3] == "Café 日本 😀 e\u{301}")
        // Columns, not characters: 日, 本 and 😀 take two each.
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 14))
        app.press(.backspace)  // removes the whole é, not just its accent
        app.press(.left)
        app.press(.backspace)  // removes the whole emoji
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 10))
        app.press(.control("s"))
        #expect(app.savedNotes[0].body == "Café 日本  ")
    }

    @Test func thePasteArrivesWholeWithNewlines() throws {
        let app = try openFirstNote(body: "")
        app.send(.paste("one\r\ntwo\rthree"))
        app.press(.control("s"))
        #expect(app.savedNotes[0].body == "one\ntwo\nthree")
    }

    @Test func questionMarkIsTextInNoteDetailAndF1ShowsHelp() throws {
        let app = try openFirstNote(body: "")
        app.type("why?")
        #expect(app.lines[3] == "why?")
        app.press(.function(1))
        #expect(app.screen.contains("Keys (? or F1)"))
        #expect(app.screen.contains("Ctrl-S"))
    }

    @Test func resizingWhileEditingRedrawsAtTheNewSize() throws {
        let app = try openFirstNote(body: String(repeating: "abcd ", count: 30))
        app.resize(Size(rows: 12, columns: 40))
        #expect(app.lines.count == 12)
        #expect(app.lines.allSatisfy { TextWidth.columns(of: $0) <= 40 })
        #expect(app.lines[11].contains("Ctrl-S"))
    }
}
