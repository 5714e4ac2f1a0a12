import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesStorage

/// Where AppCoordinator, WelcomeCoordinator and NotesCoordinator send the
/// router, read from a recording router (docs/behaviour.md §1–§3).
@Suite struct CoordinatorFlowTests {
    private let library = Fixtures.library(["Shopping", "Ideas", "Recipes"])

    // MARK: - First run: Welcome, then the list

    @Test func firstRunSetsWelcomeAsTheRoot() {
        let flow = CoordinatorHarness(library: nil).start()
        #expect(flow.calls == [.setRoot("Welcome")])
        #expect(flow.coordinator.children.count == 1)
        #expect(flow.coordinator.children.first is WelcomeCoordinator)
    }

    @Test func getStartedReplacesWelcomeWithTheList() {
        let flow = CoordinatorHarness(library: nil).start()
        flow.press(.enter)
        #expect(flow.calls == [.setRoot("Welcome"), .setRoot("NotesList")])
        #expect(flow.screenNames == ["NotesList"])
        // The welcome flow is done: only the notes flow is left as a child.
        #expect(flow.coordinator.children.count == 1)
        #expect(flow.coordinator.children.first is NotesCoordinator)
        #expect(flow.topScreenText.contains(SampleNote.bundled[0].title))
    }

    @Test func quittingWelcomeFinishesTheAppAndRoutesNowhere() {
        let flow = CoordinatorHarness(library: nil).start()
        flow.press(.character("q"))
        #expect(flow.outcome == .quit)
        #expect(flow.calls == [.setRoot("Welcome")])
    }

    // MARK: - Later launches: the list, and where the launch route leads

    @Test func laterLaunchSetsTheListAsTheRoot() {
        let flow = CoordinatorHarness(library: library).start()
        #expect(flow.calls == [.setRoot("NotesList")])
        #expect(flow.coordinator.children.count == 1)
        #expect(flow.coordinator.children.first is NotesCoordinator)
    }

    @Test func newNoteRoutePushesAnEmptyDetail() {
        let flow = CoordinatorHarness(library: library, firstFlow: .notes(.newNote)).start()
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.topScreenText.hasPrefix(" New note"))
    }

    @Test func openNoteRoutePushesThatNote() {
        let flow = CoordinatorHarness(library: library, firstFlow: .notes(.openNote(library.notes[2].id))).start()
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.topScreenText.contains("Title: Recipes"))
    }

    @Test func searchRouteStaysOnTheListFiltered() {
        let flow = CoordinatorHarness(library: library, firstFlow: .notes(.search("idea"))).start()
        #expect(flow.calls == [.setRoot("NotesList")])
        #expect(flow.topScreenText.contains("Ideas"))
        #expect(!flow.topScreenText.contains("Shopping"))
    }

    // MARK: - A draft at launch

    @Test func draftAtLaunchPushesTheDetailOverTheList() {
        var library = self.library
        library.draft = Draft(noteID: library.notes[1].id, title: "Ideas", body: "Body of Ideas, and more")
        let flow = CoordinatorHarness(library: library).start()
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.router.top?.interruptedEdit == library.draft)
    }

    @Test func draftAtLaunchWinsOverTheLaunchRoute() {
        var library = self.library
        library.draft = Draft(noteID: nil, title: "Unfinished", body: "half a thought")
        let flow = CoordinatorHarness(library: library, firstFlow: .notes(.openNote(library.notes[0].id))).start()
        #expect(flow.calls == [.setRoot("NotesList"), .push("NoteDetail")])
        #expect(flow.topScreenText.contains("Title: Unfinished"))
    }

    @Test func draftHeldByAnotherInstanceStaysOnTheList() {
        var library = self.library
        library.draft = Draft(noteID: nil, title: "Theirs", body: "being edited elsewhere")
        let flow = CoordinatorHarness(library: library)
        flow.store.draftSlotHeldElsewhere = true
        flow.start()
        #expect(flow.calls == [.setRoot("NotesList")])
    }
}
