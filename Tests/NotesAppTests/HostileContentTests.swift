import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Notes that try to reach the terminal — escape sequences, controls,
/// enormous lines, bidirectional and joined text — are shown safely and
/// never crash. A frame holding no control character is a frame that cannot
/// send one to the terminal: the curses adapter only writes glyph text.
@Suite struct HostileContentTests {
    static let hostile: [(String, String)] = [
        ("OSC title \u{1B}]0;pwned\u{07}", "\u{1B}]2;title\u{1B}\\ body"),
        ("clear \u{1B}[2J\u{1B}[H screen", "cursor \u{1B}[10;10H move \u{1B}[?1049l"),
        ("paste end \u{1B}[201~ marker", "\u{1B}[200~fake paste\u{1B}[201~"),
        ("NUL \u{0} and BEL \u{07} DEL \u{7F}", "C1 \u{9B}31m and \u{85} next line"),
        ("RTL עברית \u{202E}override\u{202C}", "العربية mixed with English"),
        ("ZWJ 👩‍👩‍👧‍👦 family 🏳️‍🌈", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306} stacked marks"),
        ("zero width \u{200B}\u{FEFF} joiners", "\u{200D}\u{200D}\u{200D}"),
    ]

    private func library() -> Library {
        Library(notes: Self.hostile.enumerated().map { index, pair in
            Fixtures.note(index + 1, title: pair.0, body: pair.1)
        })
    }

    @Test(arguments: [Size(rows: 24, columns: 80), Size(rows: 6, columns: 24), Size(rows: 40, columns: 160)])
    func hostileNotesRenderSafelyInTheListAndInDetail(size: Size) throws {
        let app = try AppHarness(library: library(), size: size).launch()
        assertSafe(app.terminal.lastFrame, size: size)
        for _ in Self.hostile {
            app.press(.enter)
            assertSafe(app.terminal.lastFrame, size: size)
            app.press(.end, .pageUp, .home, .down)
            assertSafe(app.terminal.lastFrame, size: size)
            app.press(.escape)
            app.press(.down)
        }
        app.press(.character("/"))
        app.type("\u{1B}[2J")
        assertSafe(app.terminal.lastFrame, size: size)
    }

    @Test func aOneMegabyteLineAndAHundredThousandCharacterTitle() throws {
        let longLine = String(repeating: "0123456789abcdef ", count: 62_000)
        let longTitle = String(repeating: "T", count: 100_000)
        let library = Library(notes: [Fixtures.note(1, title: longTitle, body: longLine)])
        let app = try AppHarness(library: library).launch()
        assertSafe(app.terminal.lastFrame, size: Size(rows: 24, columns: 80))
        #expect(app.lines[1].contains("…"))
        app.press(.enter, .controlEnd)
        assertSafe(app.terminal.lastFrame, size: Size(rows: 24, columns: 80))
        app.type("x")
        app.press(.control("s"))
        #expect(app.savedNotes[0].body == longLine + "x")
        #expect(app.savedNotes[0].title == longTitle)
    }

    @Test func pastedEscapeSequencesAreKeptAsTextAndShownAsPlaceholders() throws {
        let app = try AppHarness(library: library()).launch()
        app.press(.character("n"))
        app.press(.tab)
        app.send(.paste("before \u{1B}]0;evil\u{07} after"))
        assertSafe(app.terminal.lastFrame, size: Size(rows: 24, columns: 80))
        #expect(app.screen.contains("before ␛]0;evil␇ after"))
        app.press(.tab)
        app.type("t")
        app.press(.control("s"))
        #expect(app.savedNotes.contains { $0.body == "before \u{1B}]0;evil\u{07} after" })
    }
}
