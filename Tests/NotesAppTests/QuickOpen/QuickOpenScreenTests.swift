import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// The quick open palette against whole frames: ranking, highlighted
/// letters, narrow and wide terminals, nothing found.
@Suite struct QuickOpenScreenTests {
    let controller: NotesController
    let palette: QuickOpenScreen

    init() throws {
        controller = NotesController(store: InMemoryNotesStore(library: Library(notes: [
            Fixtures.note(1, title: "Groceries for the trip"),
            Fixtures.note(2, title: "Quick open design"),
            Fixtures.note(3, title: "", body: "an untitled thought\nsecond line"),
            Fixtures.note(4, title: "Quarterly report: overview of the whole year, every month of it"),
            Fixtures.note(5, title: "Gone"),
        ])), samples: [])
        try controller.load()
        controller.trashNote(Fixtures.note(5, title: "").id)
        palette = QuickOpenScreen(controller: controller)
        palette.viewWillAppear()
    }

    func frame(_ size: Size = Size(rows: 10, columns: 40)) -> Canvas {
        var canvas = Canvas(size: size)
        palette.render(into: &canvas)
        return canvas
    }

    func type(_ text: String) { for character in text { palette.handle(.character(character)) } }

    @Test func everyNoteNewestFirstBeforeTyping() {
        let drawn = frame()
        expectFrame(drawn, """
             Quick open                     4 notes
            Open:
            ▸ Groceries for the trip
              Quick open design
              an untitled thought
              Quarterly report: overview of the wh…



            Enter open · Esc close · ↑↓ move
            """)
        #expect(drawn.cursor == Position(row: 1, column: 6))
    }

    @Test func typingRanksByTheFuzzyMatchAndHighlightsTheLetters() {
        type("qo")
        let drawn = frame()
        expectFrame(drawn, """
             Quick open                      2 of 4
            Open: qo
            ▸ Quick open design
              Quarterly report: overview of the wh…





            Enter open · Esc close · ↑↓ move
            """)
        let highlighted = (0..<40).filter { drawn[2, $0].style.color == .highlight }
        #expect(highlighted == [2, 8], "the Q of Quick and the o of open")
        #expect(drawn[2, 2].style.bold && drawn[2, 2].style.reverse, "on the selected row too, and bold without colour")
        #expect((0..<40).filter { drawn[3, $0].style.color == .highlight } == [2, 20])
        // With NO_COLOR the letters still stand out, by attributes alone.
        let plain = ColorPalette(usesColor: false).attributes(for: drawn[3, 2].style)
        #expect(plain.bold && plain.underline && plain.pair == 0)
        #expect(ColorPalette(usesColor: true).attributes(for: drawn[3, 2].style).pair == ColorPalette.pair(for: .highlight))
    }

    @Test func nothingFoundSaysEnterMakesANote() {
        type("zzz")
        expectFrame(frame(), """
             Quick open                      0 of 4
            Open: zzz
              No title matches · Enter makes a note…






            Enter open · Esc close · ↑↓ move
            """)
        var created: [String] = []
        palette.onCreate = { created.append($0) }
        palette.handle(.enter)
        #expect(created == ["zzz"])
    }

    @Test func lineEditingKeysWorkAsInTheFilter() {
        type("quick open")
        palette.handle(.control("w"))
        #expect(palette.query == "quick ")
        palette.handle(.alt("b"))
        palette.handle(.control("k"))
        #expect(palette.query == "")
        type("grc")
        var opened: [UUID] = []
        palette.onOpen = { opened.append($0) }
        palette.handle(.enter)
        #expect(opened == [Fixtures.note(1, title: "").id])
    }

    /// A page of rows at 200×60; the smallest sizes still draw safely.
    @Test func wideAndTinyTerminals() {
        let many = NotesController(store: InMemoryNotesStore(library: Library(notes: (1...120).map {
            Fixtures.note($0, title: "Note number \($0) " + String(repeating: "日本", count: $0 % 90))
        })), samples: [])
        try? many.load()
        let screen = QuickOpenScreen(controller: many)
        screen.viewWillAppear()
        for character in "nn1" { screen.handle(.character(character)) }
        var wide = Canvas(size: Size(rows: 60, columns: 200))
        screen.render(into: &wide)
        assertSafe(wide, size: wide.size)
        let matching = (1...120).filter { String($0).contains("1") }.count
        #expect(wide.lines[0].contains(" \(matching) of 120"))
        #expect(wide.lines[2].hasPrefix("▸ Note number 1 "))
        #expect(wide.lines[59].hasPrefix("Enter open · Esc close · ↑↓ move · F1 help · type to find"))
        screen.handle(.control("u"))
        screen.handle(.pageDown)
        screen.handle(.pageDown)
        screen.render(into: &wide)
        #expect(wide.lines[58].hasPrefix("▸ "), "a page further each time, on the last row")
        for size in [Size(rows: 1, columns: 1), Size(rows: 3, columns: 8), Size(rows: 10, columns: 40)] {
            var small = Canvas(size: size)
            screen.render(into: &small)
            assertSafe(small, size: size)
        }
    }
}
