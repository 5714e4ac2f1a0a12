import Foundation
import TerminalKit
import Testing
@testable import NotesApp

/// The Notes list's filter: `/` filters live, Enter keeps it (or opens a
/// new note when nothing matches), Esc clears it.
extension NotesListScreenTests {
    @Test func slashFiltersLiveAndEnterKeepsTheFilter() throws {
        let app = try listApp(["Shopping list", "Trip ideas", "Shop opening hours"])
        app.press(.character("/"))
        app.type("SHOP")
        #expect(app.lines[1] == "Filter: SHOP")
        #expect(app.screen.contains("Shopping list"))
        #expect(app.screen.contains("Shop opening hours"))
        #expect(!app.screen.contains("Trip ideas"))
        #expect(app.lines[0].hasSuffix("2 of 3 notes"))
        app.type(" hours")
        #expect(!app.screen.contains("Shopping list"))
        app.press(.enter)
        #expect(app.screen.contains("Filter: SHOP hours"))
        app.press(.character("j"))  // browsing again: j moves instead of typing
        #expect(app.screen.contains("Filter: SHOP hours"))
        app.press(.escape)
        #expect(!app.screen.contains("Filter:"))
        #expect(app.screen.contains("Trip ideas"))
    }

    @Test func filterMatchesBodiesAndEveryWord() throws {
        let app = try listApp(["Shopping", "Ideas", "Travel"])
        app.press(.character("/"))
        app.type("body travel")
        #expect(app.screen.contains("Travel"))
        #expect(!app.screen.contains("Shopping"))
    }

    @Test func escapeWhileTypingClearsTheFilter() throws {
        let app = try listApp()
        app.press(.character("/"))
        app.type("Ide")
        app.press(.escape)
        #expect(!app.screen.contains("Filter:"))
        #expect(app.screen.contains("Shopping"))
    }

    /// Enter with no match opens a new note titled with the filter, as `n`
    /// and typing the title would: nothing is written until Ctrl-S.
    @Test func enterWithNoMatchOpensANewNoteSavedOnlyOnCtrlS() throws {
        let app = try listApp()
        let before = app.savedNotes.count
        app.press(.character("/"))
        app.type("Call Ana")
        #expect(app.screen.contains("Enter creates a note titled “Call Ana”"))
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Title: Call Ana"))
        #expect(app.lines[0].contains("New note"))
        #expect(app.savedNotes.count == before)
        #expect(!app.savedNotes.contains { $0.title == "Call Ana" })
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.count == before + 1)
        #expect(app.savedNotes.contains { $0.title == "Call Ana" && $0.body.isEmpty })
    }

    /// Esc on that note asks (the title came from the user); yes leaves no note behind.
    @Test func escapeOnTheNoteOpenedByTheFilterAsksAndLeavesNothing() throws {
        let app = try listApp()
        let before = app.savedNotes
        app.press(.character("/"))
        app.type("Call Ana")
        app.press(.enter)
        app.press(.escape)
        #expect(app.screen.contains("Discard changes? (y/n)"))
        #expect(app.savedNotes == before)
        app.press(.character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes == before)
        #expect(!app.screen.contains("Call Ana"))
        #expect(app.savedDraft == nil)
    }
}
