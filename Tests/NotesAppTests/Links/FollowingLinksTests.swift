import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Ctrl-] in Note detail through the whole app: the linked note pushed
/// over the current one, Esc back, a missing title, cycles, no lost text.
@Suite struct FollowingLinksTests {
    /// Alpha (newest, links to Beta), Beta (links back), Gamma.
    func app(size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Alpha", body: "see [[Beta]]"),
            Fixtures.note(2, title: "Beta", body: "back to [[alpha|the first]]"),
            Fixtures.note(3, title: "Gamma", body: "no links"),
        ]), size: size).launch()
    }

    func detailTitle(_ app: AppHarness) -> String { app.lines[1] }

    @Test func ctrlBracketOpensTheLinkedNoteOverThisOneAndEscComesBack() throws {
        let app = try app()
        app.press(.enter, .controlEnd)  // Alpha, the cursor at the end of its body: right after the link
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        #expect(detailTitle(app).hasPrefix("Title: Beta"))
        #expect(app.lines[3].hasPrefix("back to [[alpha|the first]]"))
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(detailTitle(app).hasPrefix("Title: Alpha"))
    }

    @Test func theCursorInsideALinkFollowsItToo() throws {
        let app = try app()
        app.press(.enter, .controlEnd, .left, .left, .left, .left)  // inside "Beta"
        app.press(.control("]"))
        #expect(detailTitle(app).hasPrefix("Title: Beta"))
    }

    @Test func notOnALinkSaysSoAndDoesNothingElse() throws {
        let app = try app()
        app.press(.enter, .home)
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[23].hasPrefix("No [[link]] under the cursor"))
    }

    @Test func aMissingTitleOpensANewNoteCreatedOnlyOnCtrlS() throws {
        let app = try AppHarness(library: Library(notes: [Fixtures.note(1, title: "Alpha", body: "see [[Nowhere yet]]")])).launch()
        app.press(.enter, .controlEnd, .control("]"))
        #expect(detailTitle(app).hasPrefix("Title: Nowhere yet"))
        #expect(app.lines[0].hasPrefix(" New note"))
        app.press(.escape, .character("y"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.savedNotes.count == 1, "Esc creates nothing")
        app.press(.control("]"))
        app.type("written")
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.savedNotes.map(\.title).sorted() == ["Alpha", "Nowhere yet"])
        #expect(app.savedNotes.first { $0.title == "Nowhere yet" }?.body == "written")
    }

    @Test func whatWasTypedBeforeFollowingIsKeptAndSaved() throws {
        let app = try app()
        app.press(.enter, .controlEnd)
        app.type(" and more")
        app.press(.left, .left, .left, .left, .left, .left, .left, .left, .left, .left)  // back onto the link
        app.press(.control("]"))
        #expect(app.savedNotes.first { $0.title == "Alpha" }?.body == "see [[Beta]] and more")
        app.press(.escape)
        #expect(app.lines[3].hasPrefix("see [[Beta]] and more"))
        #expect(!app.lines[0].contains("unsaved"))
    }

    @Test func aCycleUnwindsWithEscAndTheNoteOpenTwiceLosesNothing() throws {
        let app = try app()
        // A note opens at its top; its link is at the end of the body.
        app.press(.enter, .controlEnd, .control("]"))  // Alpha → Beta
        app.press(.controlEnd, .control("]"))  // Beta → Alpha again
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail", "NoteDetail"])
        #expect(detailTitle(app).hasPrefix("Title: Alpha"))
        app.press(.controlEnd)
        app.type(" edited on top")
        app.press(.control("s"))  // back to Beta
        #expect(detailTitle(app).hasPrefix("Title: Beta"))
        app.press(.escape)  // back to the first Alpha: it shows the newer text
        #expect(detailTitle(app).hasPrefix("Title: Alpha"))
        #expect(app.lines[3].hasPrefix("see [[Beta]] edited on top"))
        app.press(.controlEnd)
        app.type("!")
        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        let alphas = app.savedNotes.filter { $0.title.hasPrefix("Alpha") }
        #expect(alphas.map(\.body) == ["see [[Beta]] edited on top!"], "no conflict copy, nothing lost")
    }

    @Test func theHeaderCountsTheNotesLinkingHere() throws {
        let app = try app()
        app.press(.enter)
        #expect(app.lines[0].hasSuffix("← 1 linked"), "\(app.lines[0])")
        app.press(.escape, .end, .enter)  // Gamma: nothing links to it
        #expect(!app.lines[0].contains("←"))
        app.press(.escape, .home)
        app.resize(Size(rows: 10, columns: 24))
        app.press(.enter)
        #expect(app.lines[0] == " Edit note   ← 1 linked", "\(app.lines[0])")
        app.type("x")
        #expect(app.lines[0] == " Edit note    ● unsaved", "narrow: the unsaved mark wins")
    }
}
