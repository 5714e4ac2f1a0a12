import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

@Suite struct NotesListScreenTests {
    func listApp(_ titles: [String] = ["Shopping", "Ideas", "Travel"],
                 size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Fixtures.library(titles), size: size).launch()
    }

    private func selectedLine(_ app: AppHarness) -> String? {
        app.lines.first { $0.hasPrefix("▸") }
    }

    // MARK: - What is shown

    @Test func showsHeaderRowsAndFooterAt80x24() throws {
        let app = try listApp()
        #expect(app.lines[0].contains("notes-tui"))
        #expect(app.lines[0].contains("/test/notes.json"))
        #expect(app.lines[0].hasSuffix("3 notes"))
        #expect(app.lines[1].hasPrefix("▸ Shopping"))
        #expect(app.lines[1].contains("Body of Shopping"))
        #expect(app.lines[2].hasPrefix("  Ideas"))
        #expect(app.lines[3].hasPrefix("  Travel"))
        #expect(app.lines[23].contains("n new"))
        #expect(app.lines[23].contains("q quit"))
    }

    @Test func rowsShowAShortModifiedTime() throws {
        // The harness clock starts at the fixtures' epoch: same day → HH:mm.
        let app = try listApp(["Shopping"])
        #expect(app.lines[1].hasSuffix("11:05"))
    }

    @Test func anUntitledNoteShowsItsFirstLineOnceAsTheTitle() throws {
        let note = Fixtures.note(1, title: "", body: "first line idea\nsecond line")
        let app = try AppHarness(library: Library(notes: [note])).launch()
        #expect(app.lines[1].hasPrefix("▸ first line idea  second line"))
    }

    @Test func anEmptyListSaysHowToStart() throws {
        let app = try AppHarness(library: Library()).launch()
        #expect(app.screen.contains("No notes yet. Press n to write your first note."))
        #expect(app.lines[0].hasSuffix("0 notes"))
    }

    @Test func longTitlesAndWideCharactersAreCutWithAnEllipsis() throws {
        let long = String(repeating: "日本語のノート", count: 20)
        let app = try listApp([long, "😀 emoji title"])
        let row = app.lines[1]
        #expect(row.contains("…"))
        #expect(TextWidth.columns(of: row) <= 80)
        #expect(app.lines[2].contains("😀 emoji title"))
    }

    @Test(arguments: [Size(rows: 8, columns: 30), Size(rows: 50, columns: 200), Size(rows: 6, columns: 24)])
    func rendersAtTinyAndWideSizes(size: Size) throws {
        let app = try listApp(size: size)
        #expect(app.lines.count == size.rows)
        #expect(app.lines.allSatisfy { TextWidth.columns(of: $0) <= size.columns })
        #expect(app.screen.contains("Shopping"))
    }

    @Test func aTerminalTooSmallSaysSoAndRecovers() throws {
        let app = try listApp()
        app.resize(Size(rows: 4, columns: 20))
        #expect(app.screen.contains("Terminal too small"))
        app.resize(Size(rows: 24, columns: 80))
        #expect(app.screen.contains("Shopping"))
        #expect(!app.screen.contains("too small"))
    }

    @Test func controlCharactersInANoteNeverReachTheScreenRaw() throws {
        let app = try listApp(["evil \u{1B}]0;pwned\u{07} title"])
        #expect(app.screen.contains("␛]0;pwned␇"))
        #expect(!app.screen.contains("\u{1B}"))
        #expect(!app.screen.contains("\u{07}"))
    }

    // MARK: - Keys

    @Test func movementKeysMoveTheSelection() throws {
        let app = try listApp(["A", "B", "C", "D"])
        app.press(.character("j"))
        #expect(selectedLine(app)?.hasPrefix("▸ B") == true)
        app.press(.down)
        #expect(selectedLine(app)?.hasPrefix("▸ C") == true)
        app.press(.character("k"))
        #expect(selectedLine(app)?.hasPrefix("▸ B") == true)
        app.press(.character("G"))
        #expect(selectedLine(app)?.hasPrefix("▸ D") == true)
        app.press(.down)
        #expect(selectedLine(app)?.hasPrefix("▸ D") == true)
        app.press(.character("g"))
        #expect(selectedLine(app)?.hasPrefix("▸ A") == true)
        app.press(.up)
        #expect(selectedLine(app)?.hasPrefix("▸ A") == true)
        app.press(.end)
        #expect(selectedLine(app)?.hasPrefix("▸ D") == true)
        app.press(.home)
        #expect(selectedLine(app)?.hasPrefix("▸ A") == true)
    }

    @Test func pagingScrollsTheListAndKeepsTheSelectionVisible() throws {
        let titles = (1...60).map { "Note \($0)" }
        let app = try listApp(titles)
        app.press(.pageDown)
        let selected = try #require(selectedLine(app))
        #expect(selected.hasPrefix("▸ Note 22"))
        app.press(.character("G"))
        #expect(selectedLine(app)?.hasPrefix("▸ Note 60") == true)
        #expect(app.lines[22].hasPrefix("▸ Note 60"))
        app.press(.pageUp)
        #expect(selectedLine(app)?.hasPrefix("▸ Note 39") == true)
    }

    @Test func enterOpensTheSelectedNote() throws {
        let app = try listApp()
        app.press(.character("j"), .enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Title: Ideas"))
    }

    @Test(arguments: [Key.character("n"), .character("+")])
    func newNoteKeysOpenAnEmptyNote(key: Key) throws {
        let app = try listApp()
        app.press(key)
        #expect(app.screen.contains("New note"))
    }

    @Test func deleteAsksAndOnlyYesDeletes() throws {
        let app = try listApp()
        app.press(.character("d"))
        #expect(app.lines[23] == "Delete \"Shopping\"? (y/n)")
        app.press(.character("n"))
        #expect(app.savedNotes.count == 3)
        #expect(!app.screen.contains("Delete \""))
        app.press(.delete)
        #expect(app.lines[23] == "Delete \"Shopping\"? (y/n)")
        app.press(.character("q"))  // other keys are ignored: q neither quits nor answers
        #expect(app.outcome == nil)
        #expect(app.lines[23] == "Delete \"Shopping\"? (y/n)")
        app.press(.escape)
        #expect(!app.screen.contains("Delete \""))
        #expect(app.savedNotes.count == 3)
        app.press(.character("d"), .character("y"))
        #expect(app.savedNotes.filter { !$0.isTrashed }.map(\.title) == ["Ideas", "Travel"])
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.isTrashed == true)
        #expect(selectedLine(app)?.hasPrefix("▸ Ideas") == true)
        #expect(app.lines[23].hasPrefix("Moved \"Shopping\" to the trash · u undo"))
    }

    @Test func theDeletePromptShortensALongTitleSoTheKeysShow() throws {
        let long = "Café 日本語のノート and a very long title that keeps going and going"
        for size in [Size(rows: 24, columns: 80), Size(rows: 8, columns: 30)] {
            let app = try listApp([long], size: size)
            app.press(.character("d"))
            let prompt = app.lines[size.rows - 1]
            #expect(prompt.hasPrefix("Delete \"Café"))
            #expect(prompt.hasSuffix("…\"? (y/n)"))
            #expect(TextWidth.columns(of: prompt) <= size.columns)
        }
    }

    @Test func questionMarkShowsHelpAndAnyKeyClosesIt() throws {
        let app = try listApp()
        app.press(.character("?"))
        #expect(app.screen.contains("Keys"))
        #expect(app.screen.contains("Notes list"))
        #expect(app.screen.contains("other keys close"))
        app.press(.character("x"))
        #expect(!app.screen.contains("other keys close"))
        #expect(app.outcome == nil)
    }

    @Test func qQuits() throws {
        let app = try listApp()
        app.press(.character("q"))
        #expect(app.outcome == .quit)
    }

    @Test func aNoteAddedElsewhereShowsWhileIdle() throws {
        let app = try listApp(["Shopping"])
        var library = try #require(app.store.library)
        library.notes.append(Fixtures.note(9, title: "Synced in", minutesAgo: 0))
        app.store.replaceFromElsewhere(library)
        #expect(!app.screen.contains("Synced in"))
        app.idle()
        #expect(app.screen.contains("Synced in"))
        #expect(app.lines[0].hasSuffix("2 notes"))
    }

    @Test func aNoteAddedElsewhereShowsAfterResume() throws {
        let app = try listApp(["Shopping"])
        var library = try #require(app.store.library)
        library.notes.append(Fixtures.note(9, title: "Added by a script", minutesAgo: 0))
        app.store.replaceFromElsewhere(library)
        app.send(.suspend)
        #expect(app.screen.contains("Added by a script"))
    }
}

@Suite struct TooSmallTerminalTests {
    @Test func keysAreIgnoredWhileTheTerminalIsTooSmall() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas"])).launch()
        app.resize(Size(rows: 4, columns: 20))
        app.press(.character("d"), .character("y"), .character("n"))
        app.send(.paste("pasted"))
        app.resize(Size(rows: 24, columns: 80))
        #expect(app.savedNotes.count == 2)
        #expect(app.screenNames == ["NotesList"])
        #expect(!app.screen.contains("Delete"))
        app.resize(Size(rows: 4, columns: 20))
        app.press(.control("c"))
        #expect(app.outcome == .quit)
    }
}

@Suite struct IdleSearchPreparationTests {
    @Test func theListFoldsNotesInSlicesWhileIdle() throws {
        let titles = (1...2_500).map { "Note \($0)" }
        let app = try AppHarness(library: Fixtures.library(titles)).launch()
        let list = try #require(app.topScreen)
        // Search's folding, then the names the title order compares, then
        // quick open's names: each in slices, one slice a turn.
        var turns = 0
        while list.hasIdleWork, turns < 1_000 {
            app.idle()
            turns += 1
        }
        #expect(turns > 2_500 / PreparationPace.standard.notesPerSearchTurn, "not folded in slices")
        #expect(!list.hasIdleWork)
        app.press(.character("/"))
        app.type("Note 2499")
        #expect(app.lines[2].hasPrefix("▸ Note 2499"))
    }
}
