import TerminalKit
import Testing
@testable import NotesApp

/// The key help when the terminal is shorter than it: it scrolls with the
/// list's keys, every line can be reached, and any other key closes it.
@Suite struct HelpScrollTests {
    private func helpApp(_ size: Size) throws -> AppHarness {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas"]), size: size).launch()
        app.press(.character("?"))
        return app
    }

    /// The text inside the help's frame, row by row.
    private func boxRows(_ app: AppHarness) -> [String] {
        app.lines.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else { return nil }
            return String(line[line.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(arguments: [Size(rows: 12, columns: 160), Size(rows: 10, columns: 40), Size(rows: 6, columns: 24),
                      Size(rows: 24, columns: 80)])
    func everyLineOfTheHelpCanBeReached(size: Size) throws {
        let app = try helpApp(size)
        let width = min(size.columns, HelpOverlay.maximumWidth) - 4
        let expected = HelpOverlay.lines(width: width, scrollable: true).map {
            $0.text.trimmingCharacters(in: .whitespaces)
        }
        var seen = Set(boxRows(app))
        for _ in 0..<expected.count {
            app.press(.character("j"))
            seen.formUnion(boxRows(app))
        }
        // At 80×24 everything shows at once; the heading then says "press any key".
        let missing = expected.filter { !seen.contains($0) && !$0.contains("scroll") }
        #expect(missing.isEmpty, "not reachable at \(size): \(missing)")
    }

    @Test func scrollKeysMoveAndComeBack() throws {
        let app = try helpApp(Size(rows: 10, columns: 40))
        let first = app.lines
        #expect(app.screen.contains("1–8 of"))
        app.press(.down)
        #expect(app.screen.contains("2–9 of"))
        app.press(.character("k"))
        #expect(app.lines == first)
        app.press(.end)
        #expect(app.screen.contains("Ctrl-C"))
        #expect(!app.screen.contains("↓ more"))
        app.press(.pageUp)
        #expect(app.screen.contains("↓ more"))
        app.press(.home)
        #expect(app.lines == first)
        app.press(.character("G"))
        app.press(.character("g"))
        #expect(app.lines == first)
        app.press(.pageDown)
        #expect(app.screen.contains("8–15 of"))
    }

    @Test(arguments: [Key.character("x"), .escape, .character("?"), .enter, .character("q")])
    func anyOtherKeyClosesTheHelpAndDoesNothingElse(key: Key) throws {
        let app = try helpApp(Size(rows: 10, columns: 40))
        app.press(.down)
        app.press(key)
        #expect(!app.screen.contains("Keys (? or F1)"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.outcome == nil)
    }

    /// Where the whole help fits, arrows close it as any key does.
    @Test func arrowsCloseTheHelpWhenItFits() throws {
        let app = try helpApp(Size(rows: 80, columns: 80))
        #expect(app.screen.contains("press any key to close"))
        #expect(!app.screen.contains("↓ more"))
        app.press(.down)
        #expect(!app.screen.contains("press any key to close"))
    }

    /// A resize while scrolled keeps the box inside the help.
    @Test func aResizeWhileScrolledStaysInTheHelp() throws {
        let app = try helpApp(Size(rows: 10, columns: 40))
        app.press(.end)
        app.resize(Size(rows: 12, columns: 160))
        #expect(app.screen.contains("Ctrl-C"))
        #expect(app.screen.contains("of \(HelpOverlay.lines(width: 62, scrollable: true).count) ↑"))
        assertSafe(app.terminal.lastFrame, size: Size(rows: 12, columns: 160))
        app.resize(Size(rows: 80, columns: 80))
        #expect(app.screen.contains("Keys (? or F1) — press any key to close"))
    }
}
