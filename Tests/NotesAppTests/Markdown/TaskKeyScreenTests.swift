import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Ctrl-T in Note detail: toggles or adds the task of the cursor's line,
/// the cursor on the same character, one undo step, saved with Ctrl-S;
/// never on a line of code.
@Suite struct TaskKeyScreenTests {
    private func open(_ body: String) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Tasks", body: body)])
        let app = try AppHarness(library: library).launch()
        app.press(.enter, .controlHome)
        return app
    }

    @Test func togglesTheTaskAndTheCursorStaysOnItsCharacter() throws {
        let app = try open("- [ ] milk\neggs")
        app.press(.right, .right, .right, .right, .right, .right, .right)  // on the "i" of milk
        app.press(.control("t"))
        #expect(app.lines[3] == "- [x] milk")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 7))
        app.press(.control("t"))
        #expect(app.lines[3] == "- [ ] milk")
        app.press(.control("t"), .control("s"))
        #expect(app.savedNotes[0].body == "- [x] milk\neggs")
    }

    @Test func aPlainLineBecomesATaskAndOneUndoTakesItBack() throws {
        let app = try open("milk\n  - eggs")
        app.press(.right)  // on the "i"
        app.press(.control("t"))
        #expect(app.lines[3] == "- [ ] milk")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 7))
        app.press(.down, .control("t"))
        #expect(app.lines[4] == "  - [ ] eggs")
        app.press(.control("_"))
        #expect(app.lines[4] == "  - eggs")
        app.press(.control("_"))
        #expect(app.lines[3] == "milk")
        #expect(app.terminal.lastFrame?.cursor == Position(row: 3, column: 1))
    }

    @Test func aLineOfCodeIsLeftAsItIs() throws {
        let app = try open("```\n- [ ] not a task\n```")
        app.press(.down, .control("t"))
        #expect(app.lines[4] == "- [ ] not a task")
        #expect(app.lines.last?.contains("this line is code") == true)
        #expect(app.topScreen.map { ($0 as? NoteDetailScreen)?.hasChanges } == false)
    }

    @Test func theHelpNamesIt() throws {
        let app = try open("x")
        app.press(.function(1))
        #expect(app.screen.contains("Ctrl-T"))
    }
}
