import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Ctrl-] on a Markdown link to a note's file (`[text](Folder/Name%20X.md)`,
/// `[text](<Name X.md>)`, a `#heading` after it) opens that note as a
/// `[[link]]` would, in a JSON library and in a vault; a URL opens nothing
/// and the footer says why. Note detail and the preview draw such links as
/// `[[links]]` are drawn.
@Suite struct MarkdownLinkFollowingTests {
    static let body = "[plan](Folder/Name%20X.md#Dates) [other](<Name X.md>) [site](https://ex.am/ple)"

    private func vaultNote(_ number: Int, _ path: String, _ body: String) -> Note {
        var note = Fixtures.note(number, title: NoteFile(path: path).name, body: body)
        note.file = NoteFile(path: path)
        return note
    }

    /// A JSON library: Links (the newest, opened by Enter) and Name X.
    private func jsonApp(body: String = Self.body, size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Links", body: body),
            Fixtures.note(2, title: "Name X", body: "the target"),
        ]), size: size).launch()
    }

    /// Opens the first note and puts the cursor `column` characters into its body.
    private func open(_ app: AppHarness, at column: Int) {
        app.press(.enter, .controlHome)
        for _ in 0..<column { app.press(.right) }
    }

    @Test func aPercentEncodedLinkWithAHeadingOpensTheNoteInAJSONLibrary() throws {
        let app = try jsonApp()
        open(app, at: 3)  // inside "[plan]"
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        #expect(app.lines[1].hasPrefix("Title: Name X"))
        #expect(app.lines[3] == "the target")
        app.press(.escape)
        #expect(app.lines[1].hasPrefix("Title: Links"))
    }

    @Test func anAngleBracketedLinkOpensTheNoteToo() throws {
        let app = try jsonApp()
        open(app, at: 40)  // inside "<Name X.md>"
        app.press(.control("]"))
        #expect(app.lines[1].hasPrefix("Title: Name X"))
    }

    @Test func aURLOpensNothingAndTheFooterSaysItIsNoNote() throws {
        let app = try jsonApp()
        for column in [58, 70] {  // on "[site]", then on the address itself
            open(app, at: column)
            app.press(.control("]"))
            #expect(app.screenNames == ["NotesList", "NoteDetail"])
            #expect(app.lines[23].hasPrefix("https://ex.am/ple is a web address, not a note: notes-tui opens no URLs"), "\(app.lines[23])")
            app.press(.escape)
        }
        let bare = try jsonApp(body: "see https://ex.am/ple")
        open(bare, at: 8)
        bare.press(.control("]"))
        #expect(bare.screenNames == ["NotesList", "NoteDetail"])
        #expect(bare.lines[23].hasPrefix("https://ex.am/ple is a web address"))
    }

    @Test func aLinkToNoNoteOpensANewNoteNamedAsTheFile() throws {
        let app = try jsonApp(body: "see [gone](Away/Nowhere%20Yet.md)")
        open(app, at: 6)
        app.press(.control("]"))
        #expect(app.lines[0].hasPrefix(" New note"))
        #expect(app.lines[1].hasPrefix("Title: Nowhere Yet"))
    }

    @Test func inAVaultTheLinkIsReadFromTheLinkingNotesFolder() throws {
        let app = try AppHarness(library: Library(notes: [
            vaultNote(1, "A/Here.md", "see [it](Sub/Name%20X.md#Top) or [top](</Name X.md>)"),
            vaultNote(2, "Name X.md", "at the top"),
            vaultNote(3, "A/Sub/Name X.md", "in A/Sub"),
        ])).launch()
        open(app, at: 6)
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        #expect(app.lines[3] == "in A/Sub")
        app.press(.escape)
        app.press(.end, .left, .left)  // inside the second link, read from the top
        app.press(.control("]"))
        #expect(app.lines[3] == "at the top")
    }

    // MARK: - Drawing

    @Test func noteDetailDrawsNoteLinksAsWikilinksAndURLsAsURLs() throws {
        let body = "See [[Shopping]] and [plan](Name%20X.md#Dates)\n[gone](Nowhere.md) <x> [site](https://ex.am/ple)"
        let app = try jsonApp(body: body, size: Size(rows: 8, columns: 60))
        app.press(.enter)
        expectFrame(app.terminal.lastFrame, """
             Edit note
            Title: Links
            ────────────────────────────────────────────────────────────
            See [[Shopping]] and [plan](Name%20X.md#Dates)
            [gone](Nowhere.md) <x> [site](https://ex.am/ple)


            Ctrl-S save · Esc back · Tab title/body · F1 help
            """)
        let colour = ColorPalette(usesColor: true, hasGrey: true), mono = ColorPalette(usesColor: false)
        #expect(styleMarkup(app.terminal.lastFrame, row: 3, palette: colour) == "See {uc7:[[Shopping]]} and {uc7:[plan](Name%20X.md#Dates)}")
        #expect(styleMarkup(app.terminal.lastFrame, row: 4, palette: colour)
            == "{uc7:[gone](Nowhere.md)} <x> [site]({uic7:https://ex.am/ple})")
        #expect(styleMarkup(app.terminal.lastFrame, row: 3, palette: mono) == "See {u:[[Shopping]]} and {u:[plan](Name%20X.md#Dates)}")
    }

    @Test func thePreviewDrawsThemAlike() throws {
        let app = try jsonApp(body: "See [plan](<Name X.md>) and [[Name X]]", size: Size(rows: 6, columns: 120))
        expectFrame(app.terminal.lastFrame, """
             notes-tui /test/notes.json                                                                     by modified · 1/2 notes
            ▸ Links   See [plan](<Name X.md>) and […  11:05 │ Links
              Name X  the target                      11:04 │───────────────────────────────────────────────────────────────────────
                                                            │ See [plan](<Name X.md>) and [[Name X]]
                                                            │
            Enter open · n new · / filter · d delete · F1 help · q quit
            """)
        #expect(styleMarkup(app.terminal.lastFrame, row: 3, palette: ColorPalette(usesColor: false))
            == "                                                {d:│} See {u:[plan](<Name X.md>)} and {u:[[Name X]]}")
    }
}
