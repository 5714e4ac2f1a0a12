import TerminalKit
import Testing
@testable import NotesApp

/// The filter line edits as the note's title does (one `LineInput`): what
/// the user sees on the filter line, and which notes it leaves, after the
/// line-editing keys.
@Suite struct FilterLineEditingTests {
    private func filtering(_ text: String, titles: [String] = ["Shopping", "Ideas", "Travel plans"]) throws -> AppHarness {
        let app = try AppHarness(library: Fixtures.library(titles)).launch()
        app.press(.character("/"))
        app.type(text)
        return app
    }

    private func filterLine(_ app: AppHarness) -> String? {
        app.lines.first { $0.hasPrefix("Filter:") }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    private func cursorColumn(_ app: AppHarness) -> Int? { app.terminal.lastFrame?.cursor?.column }

    @Test func ctrlUClearsWhatWasTyped() throws {
        let app = try filtering("zzz travel")
        #expect(!app.screen.contains("Travel plans"))
        app.press(.control("u"))
        #expect(filterLine(app) == "Filter:")
        #expect(app.screen.contains("Shopping"))
        #expect(cursorColumn(app) == 8)
        app.type("idea")
        #expect(filterLine(app) == "Filter: idea")
        #expect(app.screen.contains("Ideas"))
        #expect(!app.screen.contains("Shopping"))
    }

    @Test func ctrlWDeletesTheLastWord() throws {
        let app = try filtering("travel zzz")
        #expect(!app.screen.contains("Travel plans"))
        app.press(.control("w"))
        #expect(filterLine(app) == "Filter: travel")
        #expect(app.screen.contains("Travel plans"))
        #expect(!app.screen.contains("Shopping"))
    }

    @Test func altBMovesAWordLeftAndTypingGoesThere() throws {
        let app = try filtering("plans")
        app.press(.alt("b"))
        #expect(cursorColumn(app) == 8)
        app.type("travel ")
        #expect(filterLine(app) == "Filter: travel plans")
        #expect(cursorColumn(app) == 15)
        #expect(app.screen.contains("Travel plans"))
    }

    @Test func homeEndLeftRightAndDeleteEditTheFilter() throws {
        let app = try filtering("xshop")
        app.press(.home)
        #expect(cursorColumn(app) == 8)
        app.press(.delete)
        #expect(filterLine(app) == "Filter: shop")
        #expect(app.screen.contains("Shopping"))
        app.press(.end, .left, .alt("d"))
        #expect(filterLine(app) == "Filter: sho")
        app.press(.control("a"), .alt("f"), .control("k"))
        #expect(filterLine(app) == "Filter: sho")
        app.press(.control("a"), .control("k"))
        #expect(filterLine(app) == "Filter:")
    }

    /// The arrow and page keys still move the selection while filtering;
    /// Enter and Esc still keep and clear.
    @Test func listKeysStillWorkWhileFiltering() throws {
        let app = try filtering("s")
        #expect(app.lines.contains { $0.hasPrefix("▸ Shopping") })
        app.press(.down)
        #expect(!app.lines.contains { $0.hasPrefix("▸ Shopping") })
        #expect(app.lines.contains { $0.hasPrefix("▸ ") })
        app.press(.enter)
        #expect(!app.screen.contains("Type to filter"))
        #expect(filterLine(app) == "Filter: s")
    }

    /// A query wider than the line scrolls: the end shows while typing, the
    /// start after Home.
    @Test func aLongQueryScrollsSideways() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), size: Size(rows: 10, columns: 30)).launch()
        app.press(.character("/"))
        app.type("alpha beta gamma delta epsilon zeta")
        #expect(filterLine(app) == "Filter: ma delta epsilon zeta")
        #expect(cursorColumn(app) == 29)
        app.press(.home)
        #expect(filterLine(app)?.hasPrefix("Filter: alpha beta") == true)
        #expect(cursorColumn(app) == 8)
    }
}
