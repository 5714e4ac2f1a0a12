import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Long input into the app (issue: a 20 KB paste into `/` froze it for
/// 38 s, a 120,000-character `notes://search` never finished and ignored
/// SIGTERM). Keys typed ahead are handled before the next frame, the
/// search is linear, and a signal queued behind them is answered. The
/// time limits are hang guards, not speed targets.
@Suite struct LongInputTests {
    static let hangGuard: Duration = .seconds(30)

    private func listApp(_ query: String? = nil) throws -> AppHarness {
        let library = Fixtures.library(["Shopping", "Ideas", "Travel"])
        let entry: LaunchOptions.Entry = query.map { .search($0) } ?? .home
        return try AppHarness(library: library, options: LaunchOptions(dataFile: "/test/notes.json", entry: entry)).launch()
    }

    /// A paste that arrives as keys (no bracketed paste) draws once, not once a key.
    @Test(arguments: ["milk ", "a", "é", "日本 ", "Body of Ideas "])
    func keysTypedAheadIntoTheFilterDrawOnce(piece: String) throws {
        let app = try listApp()
        app.press(.character("/"))
        let framesBefore = app.terminal.frames.count
        let text = String(repeating: piece, count: 20_000 / piece.count)
        let elapsed = ContinuousClock().measure { app.type(text) }
        #expect(app.terminal.frames.count == framesBefore + 1)
        #expect(elapsed < Self.hangGuard)
        let expected = piece == "Body of Ideas " ? "1 of 3" : "0 of 3"
        #expect(app.lines[0].contains(expected), "\(app.lines[0])")
        // The filter line shows the end of what was typed, with the cursor after it.
        #expect(app.screen.contains(String(text.suffix(10)).trimmingCharacters(in: .whitespaces)))
    }

    @Test(arguments: [10_000, 120_000])
    func aHugeSearchLinkOpensAndFilters(length: Int) throws {
        var app: AppHarness?
        let query = String(repeating: "milk ", count: length / 5)
        let elapsed = try ContinuousClock().measure { app = try listApp(query) }
        #expect(elapsed < Self.hangGuard)
        #expect(app?.lines[0].contains("0 of 3") == true, "\(app?.lines[0] ?? "")")
    }

    /// A title of millions of characters (imported, or from an editor):
    /// each frame measures what a row shows, not the whole title.
    @Test func aHugeTitleIsDrawnAtTheCostOfARow() throws {
        let title = String(repeating: "long title ", count: 400_000)
        let library = Library(notes: [Fixtures.note(1, title: title, body: "b"), Fixtures.note(2, title: "Short")])
        let app = try AppHarness(library: library).launch()
        let elapsed = ContinuousClock().measure {
            for _ in 0..<20 { app.press(.character("j"), .character("k")) }
        }
        #expect(elapsed < Self.hangGuard)
        #expect(app.lines[1].hasPrefix("▸ long title long title"))
        #expect(app.lines[2].hasPrefix("  Short"))
    }

    /// A signal that arrives behind a flood of keys is answered once they are handled.
    @Test func aSignalBehindALongPasteIsAnswered() throws {
        let app = try listApp()
        app.terminal.press(.character("/"))
        app.terminal.type(String(repeating: "x", count: 50_000))
        app.terminal.send(.terminate(.terminate))
        app.terminal.type("more keys after the signal")
        let elapsed = ContinuousClock().measure { app.pump() }
        #expect(elapsed < Self.hangGuard)
        #expect(app.outcome == .terminated("SIGTERM"))
    }
}
