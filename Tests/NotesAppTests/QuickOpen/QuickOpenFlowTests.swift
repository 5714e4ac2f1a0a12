import Foundation
import TerminalKit
import Testing
@testable import NotesApp

/// Quick open through the whole app: Ctrl-P from the list and from a note,
/// typing a fuzzy query, Enter, Esc, and what the trace records.
@Suite struct QuickOpenFlowTests {
    private let library = Fixtures.library(["Shopping", "Quick open design", "Recipes", "Quarterly overview"])

    @Test func fromTheListTypingAndEnterOpensTheBestMatch() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.control("p"))
        #expect(app.screenNames == ["NotesList", "QuickOpen"])
        #expect(app.lines[0].hasPrefix(" Quick open"))
        app.type("qo")
        #expect(app.lines[1] == "Open: qo")
        #expect(app.lines[2].hasPrefix("▸ Quick open design"))
        #expect(app.lines[3].hasPrefix("  Quarterly overview"))
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Title: Quick open design"))
        // The palette's lifecycle is traced as every screen's is.
        let steps = app.trace.filter { $0.hasPrefix("QuickOpen.") }
        #expect(steps == ["QuickOpen.viewDidLoad", "QuickOpen.viewWillAppear", "QuickOpen.viewDidAppear",
                          "QuickOpen.viewWillDisappear", "QuickOpen.viewDidDisappear"])
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    /// On a recording router: the palette is pushed, popped when done,
    /// and the chosen note pushed over what was beneath.
    @Test func theCoordinatorPushesThePaletteThenTheChosenNote() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.control("p"))
        flow.type("recipes")
        flow.press(.enter)
        #expect(flow.calls == [.setRoot("NotesList"), .push("QuickOpen"), .pop, .push("NoteDetail")])
        flow.press(.control("p"), .escape)
        #expect(flow.calls.suffix(2) == [.push("QuickOpen"), .pop])
        #expect(flow.screenNames == ["NotesList", "NoteDetail"])
    }

    /// The note you leave is saved first, as before following a link: no
    /// typing ever waits under another screen.
    @Test func fromANoteEnterPushesTheOtherAndEscReturnsToTheEditSaved() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter, .controlEnd)
        app.type(" and tea")
        app.press(.control("p"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "QuickOpen"])
        app.type("rcp")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        #expect(app.screen.contains("Title: Recipes"))
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Title: Shopping"))
        #expect(app.screen.contains("Body of Shopping and tea"))
        #expect(!app.screen.contains("● unsaved"))
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.body == "Body of Shopping and tea")
    }

    @Test func choosingTheNoteBeneathGoesBackToIt() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter)
        app.press(.control("p"))
        app.type("shop")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test func escClosesItAndLeavesTheListAsItWas() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.down)
        let before = app.lines
        app.press(.control("p"))
        app.type("rec")
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines == before)
    }

    @Test func upDownAndCtrlNCtrlPMoveTheSelection() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.control("p"))
        app.type("o")
        let first = app.lines[2]
        app.press(.control("n"), .control("n"), .control("p"))
        #expect(app.lines[3].hasPrefix("▸ "))
        app.press(.up)
        #expect(app.lines[2] == first)
        app.press(.down, .enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test func enterWithNoMatchOpensANewNoteSoTitledCreatedOnCtrlS() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.control("p"))
        app.type("zebra plans")
        #expect(app.lines[2].contains("No title matches"))
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Title: zebra plans"))
        #expect(!app.savedNotes.contains { $0.title == "zebra plans" })
        app.press(.control("s"))
        #expect(app.savedNotes.contains { $0.title == "zebra plans" })
    }

    /// Quitting with the palette over a note edited before it opened: the
    /// edit was saved when the palette opened.
    @Test func quittingOverAnEditedNoteKeepsItsEdit() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter, .controlEnd)
        app.type(" and bread")
        app.press(.control("p"))
        app.idle()
        app.press(.control("c"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.body == "Body of Shopping and bread")
        #expect(app.savedDraft == nil)
    }

    /// A note opened over an edited one: the edit beneath is saved before
    /// the palette opens, so a pause and a quit find nothing to keep.
    @Test func quittingOverANoteOpenedFromAnEditedOneKeepsTheEditBeneath() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.enter, .controlEnd)
        app.type(" and jam")
        app.press(.control("p"))
        app.type("rcp")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        app.idle()
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.body == "Body of Shopping and jam")
        app.press(.control("c"))
        try app.terminate()
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.body == "Body of Shopping and jam")
        #expect(app.savedDraft == nil)
    }

    @Test func trashedNotesNeverShowAndHelpListsItsKeys() throws {
        let app = try AppHarness(library: library).launch()
        app.press(.character("d"), .character("y"))
        app.press(.control("p"))
        #expect(!app.screen.contains("Shopping"))
        #expect(app.lines[0].hasSuffix("3 notes"))
        app.press(.function(1))
        #expect(app.screen.contains("Quick open (Ctrl-P in the list or a note)"))
        #expect(app.screen.contains("Ctrl-P / Ctrl-N"))
    }
}
