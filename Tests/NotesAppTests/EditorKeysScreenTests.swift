import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Note detail's editing keys beyond the arrows: word moves, word delete,
/// kill, undo and redo, pastes — as a person presses them.
@Suite struct EditorKeysScreenTests {
    private func open(body: String) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Shopping", body: body)])
        let app = try AppHarness(library: library).launch()
        // A note opens at its top; these edits start at the body's end.
        app.press(.enter, .controlEnd)
        return app
    }

    @Test func wordMovesAndWordDelete() throws {
        let app = try open(body: "one two three")
        app.press(.altLeft)
        app.type("X")
        #expect(app.lines[3] == "one two Xthree")
        app.press(.alt("b"), .alt("b"))
        app.press(.control("w"))
        #expect(app.lines[3] == "two Xthree")
        app.press(.alt("f"), .altRight, .altLeft)
        app.press(.altBackspace)
        #expect(app.lines[3] == "Xthree")
    }

    @Test func ctrlKKillsToTheLineEndThenTheLineBreak() throws {
        let app = try open(body: "keep this\nnext")
        app.press(.up, .control("a"), .altRight)
        app.press(.control("k"))
        #expect(app.lines[3] == "keep")
        app.press(.control("k"))
        #expect(app.lines[3] == "keepnext")
    }

    @Test func undoTakesBackARunOfTypingAndRedoBringsItBack() throws {
        let app = try open(body: "a")
        app.type(" quick brown")
        app.press(.left)
        app.type("fox")
        app.press(.control("_"))
        #expect(app.lines[3] == "a quick brown")
        app.press(.control("_"))
        #expect(app.lines[3] == "a")
        #expect(!app.lines[0].contains("unsaved"))
        app.press(.alt("r"))
        #expect(app.lines[3] == "a quick brown")
        app.press(.alt("_"))
        #expect(app.lines[3] == "a quick browfoxn")
        app.press(.alt("u"))
        app.press(.control("s"))
        #expect(app.savedNotes[0].body == "a quick brown")
    }

    @Test func aPasteIsOneUndoStep() throws {
        let app = try open(body: "")
        let pasted = (1...500).map { "pasted line \($0)" }.joined(separator: "\r\n")
        app.send(.paste(pasted))
        #expect(app.lines[22] == "pasted line 500")
        app.press(.control("_"))
        #expect(app.lines[3] == "")
        #expect(!app.lines[0].contains("unsaved"))
        app.press(.alt("_"))
        app.press(.control("s"))
        #expect(app.savedNotes[0].body == pasted.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func theTitleFieldHasTheSameKeys() throws {
        let app = try open(body: "")
        app.press(.tab, .end)
        app.type(" for Friday")
        app.press(.control("w"))
        #expect(app.lines[1] == "Title: Shopping for")
        app.press(.alt("b"), .control("k"))
        #expect(app.lines[1] == "Title: Shopping")
        app.press(.control("_"))
        #expect(app.lines[1] == "Title: Shopping for")
        app.press(.control("_"))
        #expect(app.lines[1] == "Title: Shopping for Friday")
        app.press(.control("_"))
        #expect(app.lines[1] == "Title: Shopping")
        #expect(!app.lines[0].contains("unsaved"))
    }

    /// Ctrl-U and Alt-d, new with the filter's line editing, work in the
    /// title and in the body alike.
    @Test func ctrlUAndAltDEditTheTitleAndTheBody() throws {
        let app = try open(body: "one two three")
        app.press(.home, .alt("d"))
        #expect(app.lines[3] == " two three")
        app.press(.end, .alt("b"), .control("u"))
        #expect(app.lines[3] == "three")
        app.press(.tab, .end)
        app.type(" list")
        app.press(.alt("b"), .control("u"))
        #expect(app.lines[1] == "Title: list")
        app.press(.alt("d"))
        #expect(app.lines[1] == "Title:")
        app.press(.control("_"))
        #expect(app.lines[1] == "Title: list")
    }

    @Test func theFooterAndTheHelpShowTheUndoKeys() throws {
        let app = try open(body: "")
        #expect(app.lines[23].contains("Ctrl-_ undo"))
        #expect(app.lines[23].contains("Alt-_ redo"))
        app.press(.function(1))
        #expect(app.screen.contains("undo"))
        #expect(app.screen.contains("Ctrl-_ / Alt-_"))
        #expect(app.screen.contains("undo / redo (Ctrl-/; Alt-u/r)"))
        #expect(app.screen.contains("Ctrl-X Ctrl-E"))
        // Note detail's keys come first when the help is asked for there.
        #expect(app.screen.contains("Note detail (the filter edits as the title)"))
    }

    @Test func ctrlXThenAnotherKeyCancelsThePrefix() throws {
        let app = try open(body: "abc")
        app.press(.control("x"))
        #expect(app.lines[23].contains("Ctrl-E edits in $EDITOR"))
        app.press(.character("z"))
        #expect(app.lines[3] == "abc")
        #expect(app.lines[23].contains("Ctrl-S save"))
        app.type("d")
        #expect(app.lines[3] == "abcd")
    }
}
