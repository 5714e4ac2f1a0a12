import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The list's organising keys through the whole app: p, d + y, u, s, t, T.
@Suite struct ListOrganisingTests {
    /// Shopping (newest), Ideas, Travel (oldest); two of them tagged.
    func app() throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Shopping", body: "milk #home"),
            Fixtures.note(2, title: "Ideas", body: "#work/plans later"),
            Fixtures.note(3, title: "Travel", body: "Lisbon #work"),
        ])).launch()
    }

    func rowTitles(_ app: AppHarness) -> [String] {
        app.lines.dropFirst().prefix { !$0.isEmpty }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
    }

    @Test func pPinsToTheTopWithAMarkAndPAgainUnpins() throws {
        let app = try app()
        app.press(.end, .character("p"))
        #expect(rowTitles(app) == ["Travel", "Shopping", "Ideas"])
        #expect(app.lines[1].hasPrefix("▸•Travel"), "\(app.lines[1])")
        #expect(app.lines[23].hasPrefix("Pinned \"Travel\""))
        #expect(app.savedNotes.first { $0.title == "Travel" }?.pinned == true)
        #expect(app.savedNotes.first { $0.title == "Travel" }?.modified == Fixtures.note(3, title: "").modified)
        app.press(.character("p"))
        #expect(rowTitles(app) == ["Shopping", "Ideas", "Travel"])
        #expect(app.lines[3].hasPrefix("▸ Travel"))
    }

    @Test func uUndoesDeletesAgainAndAgainThenSaysNothingLeft() throws {
        let app = try app()
        app.press(.character("d"), .character("y"))
        app.press(.character("d"), .character("y"))
        #expect(rowTitles(app) == ["Travel"])
        app.press(.character("u"))
        #expect(app.lines[23].hasPrefix("Restored \"Ideas\""))
        #expect(app.lines.first { $0.hasPrefix("▸") }?.hasPrefix("▸ Ideas") == true, "the restored note is selected")
        app.press(.character("u"))
        #expect(rowTitles(app) == ["Shopping", "Ideas", "Travel"])
        app.press(.character("u"))
        #expect(app.lines[23].hasPrefix("Nothing to undo"))
        #expect(app.savedNotes.allSatisfy { !$0.isTrashed })
    }

    @Test func sCyclesTheSortNamesItAndRemembersIt() throws {
        let app = try app()
        #expect(app.lines[0].contains("by modified · 1/3 notes"))
        app.press(.character("s"))
        #expect(app.lines[0].contains("by created"))
        app.press(.character("s"))
        #expect(app.lines[0].contains("by title"))
        #expect(rowTitles(app) == ["Ideas", "Shopping", "Travel"])
        #expect(app.store.sort == .title)
        let relaunch = AppHarness(library: app.store.library)
        relaunch.store.sort = app.store.sort
        try relaunch.launch()
        #expect(relaunch.lines[0].contains("by title"))
        app.press(.character("s"))
        #expect(app.lines[0].contains("by modified"))
    }

    @Test func tagsScreenFiltersTheListByTheChosenTag() throws {
        let app = try app()
        app.press(.character("t"))
        #expect(app.screenNames == ["NotesList", "Tags"])
        #expect(app.screen.contains("#plans"))
        app.type("work")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[1].hasPrefix("Filter: #work"))
        #expect(rowTitles(app).dropFirst() == ["Ideas", "Travel"])
        #expect(app.lines[0].contains("1/2 of 3 notes"))
        // Esc leaves the list as it was: the kept filter stays (issue 38).
        app.press(.character("t"), .escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[1].hasPrefix("Filter: #work"))
        #expect(rowTitles(app).dropFirst() == ["Ideas", "Travel"], "Esc keeps the kept filter")
        app.press(.escape)
        #expect(rowTitles(app) == ["Shopping", "Ideas", "Travel"], "Esc in the list clears it")
    }

    /// `notes-tui open notes://tag/work` opens the list filtered by the tag.
    @Test func aTagLinkOpensTheListFilteredByIt() throws {
        let app = try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Shopping", body: "milk #home"),
            Fixtures.note(2, title: "Ideas", body: "#work/plans later"),
        ]), options: LaunchOptions(dataFile: "/test/notes.json", entry: try .opening("notes://tag/WORK"))).launch()
        #expect(app.lines[1].hasPrefix("Filter: #work"))
        #expect(rowTitles(app).dropFirst() == ["Ideas"])
    }

    @Test func trashScreenRestoresAndComesBack() throws {
        let app = try app()
        app.press(.character("d"), .character("y"))
        app.press(.character("T"))
        #expect(app.screenNames == ["NotesList", "Trash"])
        #expect(app.lines[1].hasPrefix("▸ Shopping"))
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "Trash", "NoteReader"])
        #expect(app.screen.contains("milk #home"))
        app.press(.escape, .character("r"), .escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(rowTitles(app) == ["Shopping", "Ideas", "Travel"])
        #expect(app.savedNotes.allSatisfy { !$0.isTrashed })
    }

    @Test func trashedNotesLeaveTheFilterAndTheTags() throws {
        let app = try app()
        app.press(.down, .character("d"), .character("y"))
        app.press(.character("/"))
        app.type("#work")
        #expect(rowTitles(app).dropFirst() == ["Travel"])
        app.press(.escape, .character("t"))
        #expect(!app.screen.contains("#plans"))
    }
}
