import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// `e` in the list and Ctrl-X Ctrl-E in Note detail, with a fake editor
/// that edits the temporary file as a person would.
@Suite struct ExternalEditorTests {
    /// Records each file it was given and what it found there, then runs `change`.
    final class FakeEditor: ExternalEditor {
        var seen: [(path: String, text: String, mode: mode_t)] = []
        let change: (String) -> String
        let status: Int32

        init(status: Int32 = 0, change: @escaping (String) -> String) {
            self.status = status
            self.change = change
        }

        func edit(fileAt path: String) -> Int32 {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            var info = stat()
            stat(path, &info)
            seen.append((path, text, info.st_mode & 0o777))
            try? change(text).write(toFile: path, atomically: false, encoding: .utf8)
            return status
        }
    }

    private func launch(_ editor: FakeEditor, folder: String) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Shopping", body: "milk\neggs")])
        return try AppHarness(library: library, externalEditor: editor, externalEditFolder: folder).launch()
    }

    private func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".notes-tui-edit-") }
    }

    @Test func eInTheListEditsTheNoteAndSavesIt() throws {
        let folder = try TemporaryDirectory()
        let editor = FakeEditor { $0.replacingOccurrences(of: "Shopping", with: "Groceries") + "bread\n" }
        let app = try launch(editor, folder: folder.path)
        app.press(.character("e"))
        let seen = try #require(editor.seen.first)
        #expect(seen.text == "Shopping\n\nmilk\neggs\n")
        #expect(seen.mode == 0o600)
        #expect(seen.path.hasPrefix(folder.path + "/.notes-tui-edit-\(getpid())-"))
        #expect(app.terminal.outsideRuns == 1)
        #expect(app.savedNotes[0].title == "Groceries")
        #expect(app.savedNotes[0].body == "milk\neggs\nbread")
        #expect(app.lines[1].hasPrefix("▸ Groceries"))
        #expect(leftovers(in: folder.path).isEmpty)
    }

    /// A failing editor saves nothing into the note; what it wrote is not
    /// thrown away either (a closed terminal's SIGHUP kills the editor
    /// after it saved): it opens as an unsaved edit, kept as the draft.
    @Test func aFailingOrIdleEditorChangesNothing() throws {
        let folder = try TemporaryDirectory()
        let failing = FakeEditor(status: 1) { _ in "Other\n\nall new\n" }
        let app = try launch(failing, folder: folder.path)
        app.press(.character("e"))
        #expect(app.savedNotes[0].title == "Shopping")
        #expect(app.savedNotes[0].modified == Fixtures.note(1, title: "").modified)
        #expect(leftovers(in: folder.path).isEmpty)
        #expect(app.savedDraft == Draft(noteID: Fixtures.note(1, title: "").id, title: "Other", body: "all new"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[23].hasPrefix("The editor stopped (status 1) after writing: its text is kept unsaved"))
        app.press(.escape, .character("y"))
        #expect(app.savedNotes[0].body == "milk\neggs")
        #expect(app.savedDraft == nil)

        let idle = FakeEditor { $0 }
        let again = try launch(idle, folder: folder.path)
        again.press(.character("e"))
        #expect(again.savedNotes[0].body == "milk\neggs")
        #expect(again.savedNotes[0].modified == Fixtures.note(1, title: "").modified)
        #expect(leftovers(in: folder.path).isEmpty)
    }

    @Test func anEditorThatEmptiesTheFileChangesNothingAndSaysSo() throws {
        let folder = try TemporaryDirectory()
        let emptying = FakeEditor { _ in "  \n" }
        let app = try launch(emptying, folder: folder.path)
        app.press(.character("e"))
        #expect(app.savedNotes[0].title == "Shopping")
        #expect(app.savedNotes[0].body == "milk\neggs")
        #expect(app.lines[23] == "The editor left the file empty; nothing changed")
        #expect(leftovers(in: folder.path).isEmpty)
        app.press(.down)
        #expect(!app.screen.contains("left the file empty"))
    }

    @Test func aFailingEditorIsReportedInTheList() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(FakeEditor(status: 127) { $0 }, folder: folder.path)
        app.press(.character("e"))
        #expect(app.lines[23] == "The editor failed (status 127); nothing changed")
    }

    @Test func ctrlXCtrlEEditsTheUnsavedTextAndSavesIt() throws {
        let folder = try TemporaryDirectory()
        let editor = FakeEditor { $0 + "butter\n" }
        let app = try launch(editor, folder: folder.path)
        app.press(.enter, .controlEnd)
        app.press(.enter)
        app.type("cheese")
        app.press(.control("x"), .control("e"))
        #expect(editor.seen.first?.text == "Shopping\n\nmilk\neggs\ncheese\n")
        #expect(app.savedNotes[0].body == "milk\neggs\ncheese\nbutter")
        #expect(app.lines[6] == "butter")
        #expect(!app.lines[0].contains("unsaved"))
        #expect(app.lines[23].contains("Saved the text from the editor"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(leftovers(in: folder.path).isEmpty)
        // The outside edit is one undo step.
        app.press(.control("_"))
        #expect(app.lines[6] == "")
        #expect(app.lines[0].contains("unsaved"))
    }

    @Test func theFileFormatRoundTrips() {
        for (title, body) in [("T", ""), ("T", "\nstarts blank"), ("", "b"), ("T", "ends\n"), ("T", "a\n\nb")] {
            let parsed = ExternalEditSession.parse(ExternalEditSession.fileText(title: title, body: body))
            #expect(parsed.title == title && parsed.body == body)
        }
        #expect(ExternalEditSession.parse("Only a title").title == "Only a title")
        #expect(ExternalEditSession.parse("T\r\n\r\nwindows\r\n").body == "windows")
    }

    @Test func theShellEditorPicksVisualThenEditorThenVi() {
        #expect(ShellEditor(environment: ["VISUAL": "nano", "EDITOR": "ed"]).command == "nano")
        #expect(ShellEditor(environment: ["VISUAL": " ", "EDITOR": "code --wait"]).command == "code --wait")
        #expect(ShellEditor(environment: [:]).command == "vi")
    }

    @Test func theShellEditorRunsACommandWithArgumentsOnTheFile() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/it's a file.md"
        try "x\n".write(toFile: path, atomically: false, encoding: .utf8)
        let ok = ShellEditor(environment: ["EDITOR": "sed -i s/x/y/", "PATH": "/usr/bin:/bin"]).edit(fileAt: path)
        #expect(ok == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "y\n")
        #expect(ShellEditor(environment: ["EDITOR": "false", "PATH": "/usr/bin:/bin"]).edit(fileAt: path) == 1)
    }
}
