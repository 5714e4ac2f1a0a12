import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// A left click (press) at a cell, 0-based.
func click(row: Int, column: Int) -> TerminalEvent {
    .mouse(MouseEvent(.press(.left), row: row, column: column))
}

func release(row: Int, column: Int) -> TerminalEvent {
    .mouse(MouseEvent(.release(.left), row: row, column: column))
}

func wheel(down: Bool, row: Int, column: Int) -> TerminalEvent {
    .mouse(MouseEvent(down ? .wheelDown : .wheelUp, row: row, column: column))
}

/// The mouse in the Notes list: click to select, click the same row again
/// to open, the wheel moves the selection or scrolls the preview.
@Suite struct MouseListTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    @Test func aClickSelectsARowAndASecondClickOpensIt() throws {
        let app = try AppHarness(library: library).launch()
        app.send(click(row: 2, column: 5))
        app.send(release(row: 2, column: 5))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                             by modified · 2/3 notes
              Shopping  Body of Shopping                                              11:05
            ▸ Ideas     Body of Ideas                                                 11:04
              Recipes   Body of Recipes                                               11:03



















            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        #expect(app.screenNames == ["NotesList"])
        app.send(click(row: 2, column: 30))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[1] == "Title: Ideas")
    }

    @Test func aRowSelectedByKeysNeedsTwoClicks() throws {
        let app = try AppHarness(library: library).launch()
        // Shopping is selected, but no click chose it: the first click only selects.
        app.send(click(row: 1, column: 3))
        #expect(app.screenNames == ["NotesList"])
        // A key between two clicks starts over.
        app.press(.down, .up)
        app.send(click(row: 1, column: 3))
        #expect(app.screenNames == ["NotesList"])
        app.send(click(row: 1, column: 3))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test func clicksOnAnotherRowOrOutsideTheRowsOpenNothing() throws {
        let app = try AppHarness(library: library).launch()
        app.send(click(row: 2, column: 3))
        app.send(click(row: 3, column: 3))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[3].hasPrefix("▸ Recipes"))
        // Below the last note, the header, the footer, far outside: nothing.
        for (row, column) in [(6, 3), (0, 3), (23, 3), (70_000, 3), (3, 9_999)] {
            app.send(click(row: row, column: column))
        }
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[3].hasPrefix("▸ Recipes"))
    }

    @Test func theWheelMovesTheSelectionThreeRowsANotch() throws {
        let titles = (1...40).map { "Note \($0)" }
        let app = try AppHarness(library: Fixtures.library(titles)).launch()
        app.send(wheel(down: true, row: 5, column: 10))
        #expect(app.lines[4].hasPrefix("▸ Note 4 "))
        for _ in 0..<10 { app.send(wheel(down: true, row: 5, column: 10)) }
        // 33 rows down: the view followed, the selection is on the last row.
        #expect(app.lines[22].hasPrefix("▸ Note 34 "))
        for _ in 0..<20 { app.send(wheel(down: false, row: 5, column: 10)) }
        #expect(app.lines[1].hasPrefix("▸ Note 1 "))
    }

    @Test func theWheelOverThePreviewScrollsIt() throws {
        let body = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let notes = [Fixtures.note(1, title: "Long", body: body), Fixtures.note(2, title: "Short", body: "x")]
        let app = try AppHarness(library: Library(notes: notes), size: Size(rows: 24, columns: 130)).launch()
        let previewColumn = 80
        #expect(app.lines[3].hasSuffix("│ line 1"))
        app.send(wheel(down: true, row: 10, column: previewColumn))
        app.send(wheel(down: true, row: 10, column: previewColumn))
        // Six body rows down; the selection stayed.
        #expect(app.lines[3].hasSuffix("│ line 7"))
        #expect(app.lines[1].hasPrefix("▸ Long"))
        app.send(wheel(down: false, row: 10, column: previewColumn))
        #expect(app.lines[3].hasSuffix("│ line 4"))
        // The wheel over the list moves the selection instead.
        app.send(wheel(down: true, row: 10, column: 5))
        #expect(app.lines[2].hasPrefix("▸ Short"))
    }

    @Test func aClickWhileTypingAFilterKeepsItAndSelects() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("/"))
        app.type("i")
        // Rows shift down one for the filter line: Shopping, Ideas, Recipes all hold an i.
        app.send(click(row: 3, column: 4))
        let screen = try #require(app.topScreen as? NotesListScreen)
        #expect(screen.mode == .browsing)
        #expect(screen.filter == "i")
        #expect(app.lines[3].hasPrefix("▸ Ideas"))
        // The second click on it opens it.
        app.send(click(row: 3, column: 4))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test func theDeleteQuestionIgnoresTheMouse() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("d"))
        app.send(click(row: 2, column: 3))
        app.send(click(row: 2, column: 3))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[23].hasPrefix("Delete \"Shopping\"?"))
    }

    @Test func underTheHelpTheListIsNotTouched() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("?"))
        app.send(click(row: 2, column: 3))
        app.send(click(row: 2, column: 3))
        #expect(app.screenNames == ["NotesList"])
        let screen = try #require(app.topScreen as? NotesListScreen)
        #expect(screen.selection == 0)
    }
}
