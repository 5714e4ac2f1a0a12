import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Saving a new title for a note others link to: the question, y, n, Esc.
@Suite struct RenamingLinksTests {
    /// Beta is linked from Alpha twice (once in code, which does not count) and by itself.
    func app() throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Beta", body: "me: [[Beta]]"),
            Fixtures.note(2, title: "Alpha", body: "[[beta|b]] and [[Beta#h]] `[[Beta]]`"),
        ])).launch()
    }

    /// Opens Beta and retypes its title as "Bravo", then Ctrl-S.
    func rename(_ app: AppHarness) {
        app.press(.enter, .tab, .end, .control("u"))
        app.type("Bravo")
        app.press(.control("s"))
    }

    @Test func yRewritesTheLinksInTheSameSave() throws {
        let app = try app()
        rename(app)
        #expect(app.lines[23].hasPrefix("Update 3 links to \"Bravo\"? (y/n)"), "\(app.lines[23])")
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        app.press(.character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.first { $0.title == "Alpha" }?.body == "[[Bravo|b]] and [[Bravo#h]] `[[Beta]]`")
        #expect(app.savedNotes.first { $0.title == "Bravo" }?.body == "me: [[Bravo]]")
    }

    @Test func nSavesTheTitleAlone() throws {
        let app = try app()
        rename(app)
        app.press(.character("n"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.first { $0.title == "Alpha" }?.body == "[[beta|b]] and [[Beta#h]] `[[Beta]]`")
        #expect(app.savedNotes.first { $0.title == "Bravo" }?.body == "me: [[Beta]]")
    }

    @Test func escCancelsTheSaveAndKeepsEditing() throws {
        let app = try app()
        rename(app)
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[1].hasPrefix("Title: Bravo"))
        #expect(app.savedNotes.map(\.title).sorted() == ["Alpha", "Beta"], "nothing saved")
        app.press(.control("s"), .character("y"))
        #expect(app.savedNotes.map(\.title).sorted() == ["Alpha", "Bravo"])
    }

    @Test func otherKeysWaitForAnAnswer() throws {
        let app = try app()
        rename(app)
        app.press(.character("x"), .down)
        #expect(app.lines[23].hasPrefix("Update 3 links"))
        #expect(app.lines[1].hasPrefix("Title: Bravo"))
    }

    @Test func aTitleALinkCannotHoldAsksNothing() throws {
        let app = try app()
        app.press(.enter, .tab, .end, .control("u"))
        app.type("a|b")
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.first { $0.title == "Alpha" }?.body == "[[beta|b]] and [[Beta#h]] `[[Beta]]`")
    }

    @Test func aRenameStillAsksAfterFollowingALinkSavedTheNewTitle() throws {
        let app = try app()
        app.press(.enter, .controlEnd, .tab, .end, .control("u"))
        app.type("Bravo")
        app.press(.tab, .control("]"))  // onto "me: [[Beta]]"'s link: Beta is saved as Bravo, then followed
        #expect(app.savedNotes.contains { $0.title == "Bravo" })
        app.press(.escape)  // the link named the old title: a new note, left unchanged
        if app.lines[23].hasPrefix("Discard") { app.press(.character("y")) }
        app.press(.control("s"))
        #expect(app.lines[23].hasPrefix("Update 3 links to \"Bravo\"? (y/n)"), "\(app.lines[23])")
        app.press(.character("y"))
        #expect(app.savedNotes.first { $0.title == "Alpha" }?.body == "[[Bravo|b]] and [[Bravo#h]] `[[Beta]]`")
    }
}
