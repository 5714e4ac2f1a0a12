import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp

/// What a sync brings in shows in the list as another writer's notes do,
/// and never costs the edit on screen or the draft.
@Suite struct SyncTakeInTests {
    static let fromLaptop = Fixtures.note(40, title: "From the laptop", body: "written on the other machine", minutesAgo: 0)

    /// The app, not launched yet, whose first sync brings `fromLaptop` and,
    /// with `changingShopping`, a newer Shopping from the other machine.
    func app(changingShopping: Bool = false) -> (AppHarness, FakeLibrarySyncer) {
        let syncer = FakeLibrarySyncer()
        let app = AppHarness(library: SyncFlowTests.library, syncer: syncer)
        let shared = app.shared
        syncer.willEnd(.bringing {
            shared.changeElsewhere { library in
                var library = library
                library.notes.append(Self.fromLaptop)
                if changingShopping, let index = library.notes.firstIndex(where: { $0.title == "Shopping" }) {
                    library.notes[index].body = "Body of Shopping\nbutter, from the laptop"
                    library.notes[index].modified = AppHarness.epoch.addingTimeInterval(30)
                }
                return library
            }
        })
        return (app, syncer)
    }

    /// An app left alone: the launch's sync brings nothing; a minute after
    /// it, with no key pressed, the next sync brings a note from the laptop.
    @Test func anIdleAppShowsWhatAnotherMachineDidWithinTheInterval() throws {
        let syncer = FakeLibrarySyncer()
        let app = AppHarness(library: SyncFlowTests.library, syncer: syncer)
        let shared = app.shared
        syncer.willEnd(.synced, .bringing {
            shared.changeElsewhere { library in
                var library = library
                library.notes.append(Self.fromLaptop)
                return library
            }
        })
        try app.launch()
        app.finishSyncs()
        app.wait(seconds: 59)
        app.finishSyncs()
        #expect(syncer.callCount == 1)
        #expect(!app.screen.contains("From the laptop"))
        app.wait(seconds: 1)
        app.finishSyncs()
        app.idle()
        #expect(syncer.callCount == 2)
        #expect(app.screen.contains("From the laptop"), "\(app.screen)")
    }

    @Test func notesASyncBringsShowInTheList() throws {
        let (app, _) = app()
        try app.launch()
        app.finishSyncs()
        #expect(app.lines[0].contains("synced 14:03 · by modified · 2/4 notes"), "\(app.lines[0])")
        #expect(app.screen.contains("From the laptop"), "\(app.screen)")
    }

    @Test func theyShowWithoutWaitingForAPauseInTyping() throws {
        let (app, syncer) = app()
        syncer.hold()
        try app.launch()
        #expect(syncer.waitForHeldSync())
        syncer.release()
        let deadline = Date().addingTimeInterval(10)
        while syncer.callCount < 1 || syncer.runningCount > 0, Date() < deadline { usleep(1000) }
        // Keys only, no idle turn: the key's own turn takes the sync in.
        app.press(.down)
        app.press(.up)
        #expect(app.screen.contains("From the laptop"), "\(app.screen)")
    }

    @Test func theEditOnScreenAndTheDraftSurviveASyncThatChangedTheOpenNote() throws {
        let (app, syncer) = app(changingShopping: true)
        syncer.hold()
        try app.launch()
        #expect(syncer.waitForHeldSync())
        app.press(.enter)  // Shopping, in Note detail
        app.press(.controlEnd)
        app.type(" and bread")
        app.idle()  // the pause keeps the edit as the draft
        #expect(app.savedDraft?.body == "Body of Shopping and bread")
        syncer.release()
        app.finishSyncs()
        #expect(app.screen.contains("Body of Shopping and bread"), "the typed text stays on screen: \(app.screen)")
        #expect(app.savedDraft?.body == "Body of Shopping and bread", "and the draft on disk")
        #expect(app.savedNotes.contains { $0.title == "From the laptop" }, "what came is in")

        // Saving: this edit, the newer, wins; the laptop's is kept as a copy.
        app.press(.control("s"))
        let shopping = app.savedNotes.filter { $0.title.hasPrefix("Shopping") }
        #expect(Set(shopping.map(\.body)) == ["Body of Shopping and bread", "Body of Shopping\nbutter, from the laptop"])
        #expect(shopping.contains { $0.title.hasPrefix("Shopping (conflict ") }, "\(shopping.map(\.title))")
        #expect(app.screen.contains("From the laptop"), "\(app.screen)")
        #expect(app.savedDraft == nil)
    }

    @Test func aNewNoteBeingWrittenSurvivesASync() throws {
        let (app, syncer) = app()
        syncer.hold()
        try app.launch()
        #expect(syncer.waitForHeldSync())
        app.press(.character("n"))
        app.type("Half written")
        syncer.release()
        app.finishSyncs()
        #expect(app.lines[1].contains("Half written"), "\(app.screen)")
        app.press(.control("s"))
        #expect(app.savedNotes.contains { $0.title == "Half written" })
        #expect(app.savedNotes.contains { $0.title == "From the laptop" })
    }
}
