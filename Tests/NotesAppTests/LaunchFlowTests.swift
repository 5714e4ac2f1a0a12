import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesStorage

/// Which screen comes first, when samples are seeded, what is saved when —
/// in the spirit of an iOS app's AppDelegate tests.
@Suite struct LaunchFlowTests {
    @Test func firstRunShowsWelcomeInTheContractsOrder() throws {
        let app = try AppHarness().launch()
        #expect(app.screenNames == ["Welcome"])
        #expect(app.trace == [
            "AppDelegate.didFinishLaunching",
            "AppDelegate.configurationForConnecting",
            "SceneDelegate.willConnect",
            "Welcome.viewDidLoad",
            "Welcome.viewWillAppear",
            "Welcome.viewDidAppear",
            "SceneDelegate.sceneDidBecomeActive",
        ])
        #expect(app.screen.contains("notes-tui"))
        #expect(app.screen.contains("Get Started"))
    }

    @Test func quittingWelcomeCreatesNothing() throws {
        let app = try AppHarness().launch()
        app.press(.character("q"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(app.store.library == nil)
        #expect(app.store.saveCount == 0)
        #expect(!app.trace.contains("NotesController.init"))
    }

    @Test func getStartedCreatesTheLibraryWithSamples() throws {
        let app = try AppHarness().launch()
        app.press(.enter)
        #expect(app.screenNames == ["NotesList"])
        // Other lines (Welcome disappearing) may interleave; these keep their order.
        let afterEnter = app.trace.filter { !$0.hasPrefix("Welcome.") }
            .drop { $0 != "NotesList.viewDidLoad" }.map { $0 }
        #expect(afterEnter == [
            "NotesList.viewDidLoad",
            "NotesController.init",
            "NotesStore.load",
            "NotesStore.seedSamples",
            "NotesList.viewWillAppear",
            "NotesList.viewDidAppear",
        ])
        let samples = SampleNote.bundled
        #expect(app.savedNotes.count == samples.count)
        #expect(app.screen.contains(samples[0].title))
    }

    @Test func laterLaunchesGoStraightToTheListWithoutSeeding() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        #expect(app.screenNames == ["NotesList"])
        #expect(!app.trace.contains("NotesStore.seedSamples"))
        #expect(!app.trace.contains("Welcome.viewDidLoad"))
        #expect(app.screen.contains("Shopping"))
    }

    @Test func samplesAreNeverSeededAgainAfterEveryNoteIsDeleted() throws {
        let app = try AppHarness().launch()
        app.press(.enter)
        for _ in app.savedNotes { app.press(.character("d"), .character("y")) }
        #expect(app.savedNotes.allSatisfy { $0.isTrashed }, "deleted notes wait in the trash")
        #expect(app.store.library != nil)

        let relaunch = AppHarness(library: app.store.library)
        try relaunch.launch()
        #expect(relaunch.savedNotes.allSatisfy { $0.isTrashed })
        #expect(relaunch.screenNames == ["NotesList"])
        #expect(relaunch.screen.contains("No notes yet"))
    }

    @Test func aSavedDraftReopensInNoteDetailOverTheList() throws {
        var library = Fixtures.library(["Shopping"])
        library.draft = Draft(noteID: library.notes[0].id, title: "Shopping", body: "milk, eggs, bread")
        let app = try AppHarness(library: library).launch()
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        // The root is in place before anything is shown over it.
        let trace = app.trace
        let rootAppeared = try #require(trace.firstIndex(of: "NotesList.viewDidAppear"))
        let detailLoaded = try #require(trace.firstIndex(of: "NoteDetail.viewDidLoad"))
        #expect(rootAppeared < detailLoaded)
        #expect(app.screen.contains("milk, eggs, bread"))

        app.press(.control("s"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedNotes[0].body == "milk, eggs, bread")
        #expect(app.savedDraft == nil)
    }

    /// Esc on a restored draft asks, as for any edit: the draft is the one
    /// edit that already survived a crash. `n` keeps it; `y` drops it.
    @Test func escapeOnARestoredDraftAsksThenDrops() throws {
        var library = Fixtures.library(["Shopping"])
        library.draft = Draft(noteID: library.notes[0].id, title: "Shopping", body: "half typed")
        let app = try AppHarness(library: library).launch()
        app.press(.escape)
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.lines[23] == "Discard changes? (y/n)")
        #expect(app.savedDraft?.body == "half typed")
        app.press(.character("n"))
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        app.press(.escape, .character("y"))
        #expect(app.screenNames == ["NotesList"])
        #expect(app.savedDraft == nil)
        #expect(app.savedNotes[0].body == "Body of Shopping")
    }

    @Test func suspendSavesTheEditAsADraftThenResumes() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.enter, .controlEnd)
        app.type(" and tea")
        app.send(.suspend)
        #expect(app.terminal.suspendCount == 1)
        #expect(app.savedDraft?.body == "Body of Shopping and tea")
        #expect(app.trace.suffix(4) == [
            "SceneDelegate.sceneWillResignActive",
            "SceneDelegate.sceneDidEnterBackground",
            "SceneDelegate.sceneWillEnterForeground",
            "SceneDelegate.sceneDidBecomeActive",
        ])
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
    }

    @Test(arguments: [TerminationSignal.hangup, .terminate, .interrupt])
    func aSignalWhileEditingKeepsTheEditAsADraft(signal: TerminationSignal) throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.enter, .controlEnd)
        app.type("!")
        app.send(.terminate(signal))
        #expect(app.outcome != nil)
        try app.terminate()
        #expect(app.savedDraft?.body == "Body of Shopping!")
        #expect(app.savedNotes[0].body == "Body of Shopping")
        #expect(app.trace.last == "AppDelegate.applicationWillTerminate")
    }

    @Test func controlCQuitsLikeQAndSaves() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.character("n"))
        app.type("Call Ana")
        app.press(.control("c"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(app.savedDraft == Draft(noteID: nil, title: "Call Ana", body: ""))
    }

    @Test func newEntryStartsInAnEmptyNewNote() throws {
        var options = LaunchOptions(dataFile: "/test/notes.json", entry: .newNote)
        options.stay = true
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), options: options).launch()
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("New note"))
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
    }

    @Test func openEntryOpensThatNote() throws {
        let library = Fixtures.library(["Shopping", "Ideas"])
        let app = try AppHarness(library: library,
                                 options: LaunchOptions(dataFile: "/test/notes.json", entry: .open("notes://note/\(library.notes[1].id)"))).launch()
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        #expect(app.screen.contains("Body of Ideas"))
    }

    @Test func openingAnUnknownReferenceFailsBeforeAnyScreen() throws {
        let app = AppHarness(library: Fixtures.library(["Shopping"]), options: LaunchOptions(dataFile: "/test/notes.json", entry: .open("nothing")))
        #expect(throws: LaunchError.noSuchNote("nothing")) { try app.launch() }
    }

    @Test func everyChangeIsSavedRightAway() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.character("n"))
        app.type("Call Ana")
        app.press(.control("s"))
        #expect(app.savedNotes.map(\.title).contains("Call Ana"))
        app.press(.character("d"), .character("y"))
        #expect(app.savedNotes.first { $0.title == "Call Ana" }?.isTrashed == true)
        app.press(.character("u"))
        #expect(app.savedNotes.first { $0.title == "Call Ana" }?.isTrashed == false)
    }

    @Test func aPauseWhileTypingSavesTheDraft() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.enter, .controlEnd)
        app.type(" soon")
        #expect(app.savedDraft == nil)
        app.idle()
        #expect(app.savedDraft?.body == "Body of Shopping soon")
        app.press(.control("s"))
        #expect(app.savedDraft == nil)
    }

    @Test func aFailedSaveIsShownKeptAndRetried() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.store.failNextSave = .unwritable(path: "/test/notes.json", reason: "no space left on device")
        app.press(.character("n"))
        app.type("Keep me")
        app.press(.control("s"))
        #expect(app.screen.contains("Not saved"))
        #expect(!app.savedNotes.map(\.title).contains("Keep me"))
        app.idle()
        #expect(app.savedNotes.map(\.title).contains("Keep me"))
        #expect(!app.screen.contains("Not saved"))
    }
}

/// One library, two running apps: a live edit of one is never reopened,
/// cleared or overwritten by the other.
@Suite struct DraftSlotTests {
    @Test func aDraftAnotherInstanceIsEditingIsNotReopened() throws {
        var library = Fixtures.library(["Shopping"])
        library.draft = Draft(noteID: nil, title: "Typing in A", body: "")
        let app = AppHarness(library: library)
        app.store.draftSlotHeldElsewhere = true
        try app.launch()
        #expect(app.screenNames == ["NotesList"])
        app.press(.character("q"))
        try app.terminate()
        #expect(app.savedDraft == Draft(noteID: nil, title: "Typing in A", body: ""))
    }

    @Test func aRestoredDraftSaysWhatItIs() throws {
        var library = Fixtures.library(["Shopping"])
        library.draft = Draft(noteID: library.notes[0].id, title: "Shopping", body: "recovered")
        let app = try AppHarness(library: library).launch()
        #expect(app.lines[23] == "Restored an unsaved edit: Ctrl-S saves it, Esc discards it")
    }

    @Test func anInterruptedEditWhileAnotherHoldsTheSlotIsKeptAsANote() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.store.draftSlotHeldElsewhere = true
        app.press(.enter, .controlEnd)
        app.type(" and tea")
        app.idle()
        #expect(app.savedDraft == nil)
        app.send(.terminate(.hangup))
        try app.terminate()
        #expect(app.savedDraft == nil)
        let kept = try #require(app.savedNotes.first { $0.title.hasPrefix("Shopping (unsaved edit ") })
        #expect(kept.body == "Body of Shopping and tea")
        #expect(app.savedNotes.contains { $0.title == "Shopping" && $0.body == "Body of Shopping" })
    }

    @Test func quittingWithoutAnEditLeavesAnotherInstancesDraftAlone() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        var library = try #require(app.store.library)
        library.draft = Draft(noteID: nil, title: "B's live edit", body: "")
        app.store.replaceFromElsewhere(library)
        app.store.draftSlotHeldElsewhere = true
        app.idle()
        app.press(.character("n"))
        app.type("mine")
        app.press(.control("s"))
        app.press(.character("q"))
        try app.terminate()
        #expect(app.savedDraft == Draft(noteID: nil, title: "B's live edit", body: ""))
        #expect(app.savedNotes.contains { $0.title == "mine" })
    }

    @Test func theLinksScreenAndAFollowedLinkTraceTheirLifecycle() throws {
        let app = try AppHarness(library: Library(notes: [
            Fixtures.note(1, title: "Alpha", body: "see [[Beta]]"), Fixtures.note(2, title: "Beta"),
        ])).launch()
        app.press(.enter, .controlEnd)
        let opened = app.trace.count
        app.press(.control("g"))
        #expect(Array(app.trace.dropFirst(opened)) == [
            "Links.viewDidLoad", "NoteDetail.viewWillDisappear", "Links.viewWillAppear",
            "NoteDetail.viewDidDisappear", "Links.viewDidAppear",
        ])
        app.press(.escape)
        #expect(app.trace.suffix(4) == [
            "Links.viewWillDisappear", "NoteDetail.viewWillAppear", "Links.viewDidDisappear", "NoteDetail.viewDidAppear",
        ])
        app.press(.control("]"))
        #expect(app.trace.suffix(5) == [
            "NoteDetail.viewDidLoad", "NoteDetail.viewWillDisappear", "NoteDetail.viewWillAppear",
            "NoteDetail.viewDidDisappear", "NoteDetail.viewDidAppear",
        ])
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
    }
}
