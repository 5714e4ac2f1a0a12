import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// `new`, `open` and `today` started from the shell end the app when
/// their note is saved or left, as `git commit` does; `--stay` keeps the
/// list after it, as before.
@Suite struct ReturnToShellTests {
    static func options(_ entry: LaunchOptions.Entry, stay: Bool = false) -> LaunchOptions {
        var options = LaunchOptions(dataFile: "/test/notes.json", entry: entry)
        options.stay = stay
        return options
    }

    @Test func newReturnsToTheShellOnceSaved() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), options: Self.options(.newNote)).launch()
        app.type("Call Ana")
        app.press(.control("s"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(app.savedNotes.map(\.title).contains("Call Ana"))
        #expect(app.savedDraft == nil, "the saved note is no unsaved edit")
    }

    @Test func openAndTodayReturnToTheShellWhenLeft() throws {
        for entry in [LaunchOptions.Entry.open("Shopping"), .today] {
            let app = try AppHarness(library: Fixtures.library(["Shopping"]), options: Self.options(entry)).launch()
            #expect(app.screenNames == ["NotesList", "NoteDetail"], "\(entry)")
            app.press(.escape)
            #expect(app.outcome == .quit, "\(entry)")
        }
    }

    @Test func stayKeepsTheListAfterTheNote() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), options: Self.options(.newNote, stay: true)).launch()
        app.type("Call Ana")
        app.press(.control("s"))
        #expect(app.outcome == nil)
        #expect(app.screenNames == ["NotesList"])
    }

    /// A note opened over the launch's note (a link) returns to it, not to the shell.
    @Test func aLinkedNoteReturnsToTheLaunchNote() throws {
        let library = Library(notes: [Fixtures.note(1, title: "Hub", body: "[[Shopping]]"),
                                      Fixtures.note(2, title: "Shopping", body: "milk")])
        let app = try AppHarness(library: library, options: Self.options(.open("Hub"))).launch()
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        app.press(.escape)
        #expect(app.outcome == nil)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }
}
