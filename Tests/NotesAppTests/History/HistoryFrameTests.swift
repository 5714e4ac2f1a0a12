import Foundation
import NotesCore
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The History screen through the whole app: `h` in the list, `Ctrl-X h`
/// in Note detail, the versions and the marked text, restoring, a library
/// with no history, a version that does not read.
@Suite struct HistoryFrameTests {
    static let shopping = Fixtures.note(1, title: "Shopping", body: "Body of Shopping").id

    /// Shopping's three versions, newest first: its text now, then two
    /// older ones.
    static func history() -> MemoryHistory {
        MemoryHistory(shopping, [
            (.commit("a1b2c3d4"), -3_600, "laptop", "Shopping", "Body of Shopping"),
            (.commit("9f8e7d6c"), -7_200, "phone", "Shopping", "milk\neggs\nBody of Shopping"),
            (.commit("55555555"), -86_400, "Ann", "Shop", "milk"),
        ])
    }

    func app(_ history: MemoryHistory = history(), size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"]), size: size,
                       history: { .success(history) }).launch()
    }

    @Test func hInTheListShowsTheVersionsAndTheNewestAgainstTheTextNow() throws {
        let app = try app()
        app.press(.character("h"))
        #expect(app.screenNames == ["NotesList", "History"])
        expectFrame(app.terminal.lastFrame, """
             History Shopping                                                    3 versions
            ▸ a1b2c3d  2026-11-18 10:06  laptop
              9f8e7d6  2026-11-18 09:06  phone
              5555555  2026-11-17 11:06  Ann
            ─ a1b2c3d against the text now · - only then · + added since ───────────────────
              Shopping

              Body of Shopping















            ↓↑ version · r restore · Esc back · F1 help
            """)
    }
}

extension HistoryFrameTests {
    @Test func theOldestVersionIsMarkedAgainstTheTextNowWithAndWithoutColour() throws {
        let app = try app()
        app.press(.character("h"), .character("G"))
        expectFrame(app.terminal.lastFrame, """
             History Shopping                                                    3 versions
              a1b2c3d  2026-11-18 10:06  laptop
              9f8e7d6  2026-11-18 09:06  phone
            ▸ 5555555  2026-11-17 11:06  Ann
            ─ 5555555 against the text now · - only then · + added since ───────────────────
            - Shop
            + Shopping

            - milk
            + Body of Shopping













            ↓↑ version · r restore · Esc back · F1 help
            """)
        let frame = app.terminal.lastFrame
        let removed = try #require(app.lines.firstIndex { $0.hasPrefix("- Shop") })
        let added = try #require(app.lines.firstIndex { $0.hasPrefix("+ Shopping") })
        // NO_COLOR: removed lines bold, added lines reverse, the rest plain.
        let mono = ColorPalette(usesColor: false)
        #expect(styleMarkup(frame, row: removed, palette: mono) == "{b:- Shop}")
        #expect(styleMarkup(frame, row: added, palette: mono) == "{r:+ Shopping}")
        // Colour: the warning and code pairs.
        let colour = ColorPalette(usesColor: true, hasGrey: true)
        #expect(styleMarkup(frame, row: removed, palette: colour) == "{c3:- Shop}")
        #expect(styleMarkup(frame, row: added, palette: colour) == "{c6:+ Shopping}")
    }

    @Test func rRestoresTheVersionAsANewEditAndTheListShowsIt() throws {
        let app = try app()
        app.press(.character("h"), .down)
        app.press(.character("r"))
        #expect(app.lines.last?.hasPrefix("Restored the version of 2026-11-18 09:06 as a new edit") == true)
        let saved = try #require(app.savedNotes.first { $0.id == Self.shopping })
        #expect(saved.title == "Shopping" && saved.body == "milk\neggs\nBody of Shopping")
        #expect(saved.modified > AppHarness.epoch)
        // The version now matches the text: nothing is marked, nothing to restore again.
        #expect(!app.lines.contains { $0.hasPrefix("+ ") || $0.hasPrefix("- ") })
        app.press(.character("r"))
        #expect(app.lines.last?.hasPrefix("This version's text is the note's text now") == true)
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    @Test func ctrlXhInANoteSavesItOpensHistoryAndComesBackToTheRestoredText() throws {
        let app = try app()
        app.press(.enter)
        app.press(.control("x"), .character("h"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "History"])
        app.press(.character("G"), .character("r"), .escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[1].hasPrefix("Title: Shop") && !app.lines[1].hasPrefix("Title: Shopping"))
        #expect(app.lines[3].hasPrefix("milk"))
        #expect(app.savedNotes.first { $0.id == Self.shopping }?.body == "milk")
    }

    @Test func aLibraryInNoWorkTreeSaysWhatToDo() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"]),
                                 history: { .failure(.notInGitWorkTree(folder: "/test")) }).launch()
        app.press(.character("h"))
        expectFrame(app.terminal.lastFrame, """
             History Shopping

              the library's folder /test is not in a git work tree, so it has no history;
              run notes-tui sync --setup URL, or git init in that folder, to start one



















            Esc back · F1 help
            """)
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    @Test func aVersionThatDoesNotReadIsOneLineAndIsNotRestored() throws {
        let history = Self.history()
        history.set(Self.shopping, unreadable: .commit("9f8e7d6c"), reason: "its text is not UTF-8")
        let app = try app(history)
        app.press(.character("h"), .down)
        #expect(app.lines.contains { $0.hasPrefix("  version 9f8e7d6c0000 cannot be read: its text is not UTF-8") })
        app.press(.character("r"))
        #expect(app.lines.last?.hasPrefix("version 9f8e7d6c0000 cannot be read") == true)
        #expect(app.savedNotes.first { $0.id == Self.shopping }?.body == "Body of Shopping")
    }

    @Test func aNoteNeverCommittedHasNoVersions() throws {
        let app = try app(MemoryHistory(UUID(), []))
        app.press(.character("h"))
        #expect(app.lines[2] == "  No versions yet: this note was never committed to the library's repository.")
        app.press(.character("r"), .down, .pageDown)
        #expect(app.screenNames == ["NotesList", "History"])
    }
}

extension HistoryFrameTests {
    /// A huge note changed throughout: the screen draws at once (the
    /// diff falls back to whole blocks), and scrolls to its end.
    @Test(.timeLimit(.minutes(1))) func aHugeNoteChangedThroughoutDrawsAndScrolls() throws {
        let huge = (0..<60_000).map { "line \($0)" }.joined(separator: "\n")
        let history = MemoryHistory(Self.shopping, [(.commit("abcdef12"), -60, "laptop", "Shopping", huge)])
        let app = try AppHarness(library: Library(notes: [Fixtures.note(1, title: "Shopping", body: huge.uppercased())]),
                                 history: { .success(history) }).launch()
        app.press(.character("h"))
        #expect(app.lines[3] == "  Shopping")
        #expect(app.lines[5] == "- line 0")
        for _ in 0..<5 { app.press(.pageDown) }
        assertSafe(app.terminal.lastFrame, size: Size(rows: 24, columns: 80))
        #expect(app.lines.contains { $0.hasPrefix("- line ") })
    }
}
