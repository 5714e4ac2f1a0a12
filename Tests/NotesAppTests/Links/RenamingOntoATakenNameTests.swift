import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Saving a title links to which already open another note: the question
/// names the title; `y` saves it and rewrites no link, `n` and `Esc` go
/// on editing with nothing saved. And `[[Name.md]]` links follow a rename.
@Suite struct RenamingOntoATakenNameTests {
    /// Target is linked from Linking, beside a link to Existing.
    func app() throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Target", body: "the target"),
            Fixtures.note(2, title: "Existing", body: "already here"),
            Fixtures.note(3, title: "Linking", body: "see [[Target]] and [[Existing]]"),
        ])).launch()
    }

    /// Opens the first note and retypes its title, then Ctrl-S.
    func retitle(_ app: AppHarness, _ title: String) {
        app.press(.enter, .tab, .end, .control("u"))
        app.type(title)
        app.press(.control("s"))
    }

    @Test func theQuestionNamesTheTakenTitle() throws {
        let app = try app()
        retitle(app, "Existing")
        expectFrame(app.terminal.lastFrame, """
             Edit note                                               ← 1 linked · ● unsaved
            Title: Existing
            ────────────────────────────────────────────────────────────────────────────────
            the target



















            Links to "Existing" already open another note; save anyway? (y/n)
            """)
        #expect(app.terminal.lastFrame?.cursor == nil)
    }

    @Test func yesSavesTheTitleAndRewritesNoLink() throws {
        let app = try app()
        retitle(app, "existing")
        app.press(.character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes.map(\.title).sorted() == ["Existing", "Linking", "existing"])
        #expect(app.savedNotes.first { $0.title == "Linking" }?.body == "see [[Target]] and [[Existing]]")
    }

    @Test func noAndEscKeepTheEditAndSaveNothing() throws {
        for answer in [Key.character("n"), .escape] {
            let app = try app()
            retitle(app, "Existing")
            app.press(.character("x"))  // waits for an answer
            #expect(app.lines[23].hasPrefix("Links to \"Existing\""))
            app.press(answer)
            #expect(app.screenNames == ["NotesList", "NoteDetail"])
            #expect(app.lines[1].hasPrefix("Title: Existing"))
            #expect(app.lines[23].hasPrefix("Ctrl-S save"))
            #expect(app.savedNotes.map(\.title).sorted() == ["Existing", "Linking", "Target"], "nothing saved")
            // Retitled again to a free name, the usual question comes.
            app.press(.control("u"))
            app.type("Aim")
            app.press(.control("s"))
            #expect(app.lines[23].hasPrefix("Update 1 link to \"Aim\"? (y/n)"), "\(app.lines[23])")
            app.press(.character("y"))
            #expect(app.savedNotes.first { $0.title == "Linking" }?.body == "see [[Aim]] and [[Existing]]")
        }
    }

    @Test func linksNamingTheFileWithMdAreCountedAndRewrittenAsWritten() throws {
        let app = try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Target", body: ""),
            Fixtures.note(2, title: "Linking", body: "[[Target.md]] [[target.md#Part|the part]] [[Target|t]]"),
        ])).launch()
        app.press(.enter)
        #expect(app.lines[0].hasSuffix("← 1 linked"), "\(app.lines[0])")
        app.press(.tab, .end, .control("u"))
        app.type("Goal")
        app.press(.control("s"))
        #expect(app.lines[23].hasPrefix("Update 3 links to \"Goal\"? (y/n)"), "\(app.lines[23])")
        app.press(.character("y"))
        #expect(app.savedNotes.first { $0.title == "Linking" }?.body == "[[Goal.md]] [[Goal.md#Part|the part]] [[Goal|t]]")
    }
}
