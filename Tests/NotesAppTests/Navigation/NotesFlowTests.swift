import Foundation
import TerminalKit
import Testing
@testable import NotesApp

/// NotesCoordinator between the list and Note detail, read from a recording
/// router: opening pushes, Ctrl-S and Esc pop (docs/behaviour.md §2).
@Suite struct NotesFlowTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    @Test func openingANotePushesItsDetail() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.down, .enter)
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.screenNames == ["NotesList", "NoteDetail"])
        #expect(flow.topScreenText.contains("Title: Ideas"))
    }

    @Test func newNoteKeyPushesAnEmptyDetail() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.character("n"))
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.topScreenText.hasPrefix(" New note"))
    }

    @Test func ctrlSPopsBackToTheListWithTheEdit() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.down, .enter, .controlEnd)
        flow.type(", more")
        flow.press(.control("s"))
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail"), .pop])
        #expect(flow.screenNames == ["NotesList"])
        #expect(flow.topScreenText.contains("Body of Ideas, more"))
    }

    @Test func ctrlSOnANewNotePopsToTheListShowingIt() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.character("n"))
        flow.type("Groceries")
        flow.press(.control("s"))
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail"), .pop])
        #expect(flow.topScreenText.contains("Groceries"))
    }

    @Test func escapeWithoutChangesPopsAtOnce() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.enter, .escape)
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail"), .pop])
    }

    @Test func escapeAfterAnEditPopsOnlyOnYes() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.enter)
        flow.type("x")
        flow.press(.escape, .character("n"))
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        flow.press(.escape, .character("y"))
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail"), .pop])
        #expect(flow.topScreenText.contains("Body of Shopping"))
        #expect(!flow.topScreenText.contains("Body of Shoppingx"))
    }

    @Test func openingAgainAfterClosingPushesAFreshDetail() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.enter, .escape, .down, .down, .enter)
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail"), .pop, .push("NoteDetail")])
        #expect(flow.topScreenText.contains("Title: Recipes"))
    }

    @Test func quittingTheListFinishesTheApp() {
        let flow = CoordinatorHarness(library: library).start()
        flow.press(.character("q"))
        #expect(flow.outcome == .quit)
        #expect(flow.calls == [.setRoot("NotesList")])
    }
}
