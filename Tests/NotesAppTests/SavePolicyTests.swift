import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// The one save policy (#12.4): every way an edit is saved shows what the
/// save came to, and the library is written by the policy, not by screens.
@Suite struct SavePolicyTests {
    private typealias FakeEditor = ExternalEditorTests.FakeEditor

    private func launch(_ editor: FakeEditor, folder: String) throws -> AppHarness {
        let library = Library(notes: [Fixtures.note(1, title: "Shopping", body: "milk")])
        return try AppHarness(library: library, externalEditor: editor, externalEditFolder: folder).launch()
    }

    /// Another process saves its own edit of the note on screen.
    private func changeElsewhere(_ app: AppHarness) throws {
        var library = try #require(app.store.library)
        library.notes[0].body = "theirs"
        app.store.replaceFromElsewhere(library)
        app.idle()
    }

    @Test func ctrlXCtrlEOverAnEditMadeElsewhereSaysTheCopyWasKeptOnceOnly() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(FakeEditor { $0 + "mine\n" }, folder: folder.path)
        app.press(.enter)
        try changeElsewhere(app)
        app.press(.control("x"), .control("e"))
        #expect(Set(app.savedNotes.map(\.body)) == ["milk\nmine", "theirs"])
        #expect(app.lines[23].hasPrefix("Saved; the version changed elsewhere was kept as “Shopping (conflict "))
        // Going back says nothing more: the outcome was shown where it happened.
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(!app.screen.contains("changed elsewhere"))
    }

    @Test func eInTheListSavesAsCtrlSWouldAndSelectsTheNote() throws {
        let folder = try TemporaryDirectory()
        let app = try launch(FakeEditor { _ in "Shopping\n\nbread\n" }, folder: folder.path)
        app.press(.character("e"))
        #expect(app.savedNotes.map(\.body) == ["bread"])
        #expect(app.savedNotes[0].id == Fixtures.note(1, title: "").id)
        #expect(app.lines[23] == "Saved the text from the editor")
    }

    @Test func keysChangeNotesAndThePolicyWritesOnceAfterThem() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        let before = app.store.saveCount
        app.press(.character("n"))
        app.type("Call Ana")
        #expect(app.store.saveCount == before, "typing writes nothing until a change or a pause")
        app.press(.control("s"))
        #expect(app.store.saveCount == before + 1)
        #expect(app.savedNotes.map(\.title).contains("Call Ana"))
    }
}
