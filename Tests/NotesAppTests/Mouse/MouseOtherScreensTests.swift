import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The mouse on Tags, Trash, Quick open and Links: a click selects a row,
/// a second click on it does what Enter does, the wheel moves.
@Suite struct MouseOtherScreensTests {
    private func library() -> Library {
        Library(notes: [
            Fixtures.note(1, title: "Alpha", body: "#work [[Beta]] [[Gamma]]"),
            Fixtures.note(2, title: "Beta", body: "#home [[Alpha]]"),
            Fixtures.note(3, title: "Gamma", body: "#play"),
        ])
    }

    @Test func tags() throws {
        let app = try AppHarness(library: library()).launch()
        app.press(.character("t"))
        #expect(app.screenNames.last == "Tags")
        // Rows from 2: #home, #play, #work.
        app.send(click(row: 3, column: 4))
        #expect(app.lines[3].hasPrefix("▸ #play"))
        app.send(click(row: 3, column: 4))
        #expect(app.screenNames == ["NotesList"])
        let list = try #require(app.topScreen as? NotesListScreen)
        #expect(list.filter == "#play")
    }

    @Test func quickOpen() throws {
        let app = try AppHarness(library: library()).launch()
        app.press(.control("p"))
        #expect(app.screenNames.last == "QuickOpen")
        let row = try #require(app.lines.firstIndex { $0.hasPrefix("  Gamma") })
        app.send(click(row: row, column: 4))
        #expect(app.lines[row].hasPrefix("▸ Gamma"))
        app.send(click(row: row, column: 4))
        #expect(app.screenNames.last == "NoteDetail")
        #expect(app.lines[1] == "Title: Gamma")
    }

    @Test func trash() throws {
        let app = try AppHarness(library: library()).launch()
        for _ in 0..<3 { app.press(.character("d"), .character("y")) }
        app.press(.character("T"))
        #expect(app.screenNames.last == "Trash")
        let row = try #require(app.lines.firstIndex { $0.hasPrefix("  ") && $0.contains("Beta") })
        app.send(click(row: row, column: 4))
        #expect(app.lines[row].hasPrefix("▸ Beta"))
        app.send(click(row: row, column: 4))
        #expect(app.screenNames.last == "NoteReader")
    }

    @Test func linksSkipHeadings() throws {
        let app = try AppHarness(library: library()).launch()
        app.press(.character("b"))  // Alpha: linked from Beta; links to Beta, Gamma
        #expect(app.screenNames.last == "Links")
        let heading = try #require(app.lines.firstIndex { $0.contains("Links to") })
        app.send(click(row: heading, column: 4))
        #expect(!app.lines[heading].contains("▸"))
        let gamma = try #require(app.lines.firstIndex { $0.contains("Gamma") })
        app.send(click(row: gamma, column: 6))
        #expect(app.lines[gamma].hasPrefix("  ▸ Gamma"))
        app.send(click(row: gamma, column: 6))
        #expect(app.screenNames.last == "NoteDetail")
        #expect(app.lines[1] == "Title: Gamma")
    }
}
