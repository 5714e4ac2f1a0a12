import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp

/// The app with a library set up for sync, against a fake engine: when
/// syncs run (launch, after typing pauses, one at a time), that keys never
/// wait for one, and what the header says.
@Suite struct SyncFlowTests {
    static let library = Fixtures.library(["Shopping", "Ideas", "Travel"])

    func app(_ syncer: FakeLibrarySyncer, size: Size = Size(rows: 24, columns: 80),
             schedule: SyncSchedule = SyncSchedule(), savesInBackground: Bool = false) throws -> AppHarness {
        try AppHarness(library: Self.library, size: size, savesInBackground: savesInBackground,
                       syncer: syncer, syncSchedule: schedule).launch()
    }

    // MARK: - When syncs run

    @Test func theAppSyncsAtLaunchAndSaysWhen() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        #expect(syncer.callCount == 1)
        #expect(app.lines[0].contains("synced 14:03 · by modified · 1/3 notes"), "\(app.lines[0])")
    }

    @Test func aChangeSyncsOnceTypingHasPausedForTheDelay() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.press(.character("p"))  // pins Shopping: a change
        app.wait(seconds: 4)
        #expect(syncer.callCount == 1, "not yet: typing paused only 4 s")
        app.press(.down)  // a key restarts the wait
        app.wait(seconds: 4)
        #expect(syncer.callCount == 1, "4 s after the last key")
        app.wait(seconds: 1.5)
        app.finishSyncs()
        #expect(syncer.callCount == 2)
    }

    @Test func noSyncWhileTypingGoesOn() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.press(.character("n"))
        for character in "A long note typed slowly" {
            app.type(String(character))
            app.wait(seconds: 1)
        }
        app.press(.control("s"))
        for _ in 0..<10 {
            app.press(.down)
            app.wait(seconds: 2)
        }
        #expect(syncer.callCount == 1, "keys came every 2 s: no pause of 5 s yet")
        app.wait(seconds: 5)
        app.finishSyncs()
        #expect(syncer.callCount == 2)
        #expect(app.savedNotes.contains { $0.title == "A long note typed slowly" })
    }

    @Test func keysAreHandledAndDrawnWhileASyncIsStuck() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(syncer)
        #expect(syncer.waitForHeldSync(), "the launch's sync started")
        #expect(app.lines[0].contains("syncing…"), "\(app.lines[0])")
        app.press(.character("n"))
        app.type("Written during a sync")
        #expect(app.lines[1].contains("Written during a sync"), "\(app.screen)")
        app.press(.control("s"))
        #expect(app.lines[1].contains("Written during a sync"), "back in the list: \(app.screen)")
        #expect(app.savedNotes.contains { $0.title == "Written during a sync" }, "saving did not wait either")
        syncer.release()
        app.finishSyncs()
        #expect(app.lines[0].contains("synced 14:03"), "\(app.lines[0])")
    }

    @Test func oneSyncAtATimeAndAChangeDuringOneMakesAnotherAfterIt() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(syncer)
        #expect(syncer.waitForHeldSync())
        app.press(.character("p"))
        app.wait(seconds: 10)
        app.wait(seconds: 10)
        #expect(syncer.callCount == 1, "the first is still running")
        syncer.release()
        app.finishSyncs()
        app.finishSyncs()
        #expect(syncer.callCount == 2, "the pin made during the first sync gets its own")
        #expect(syncer.mostRunningAtOnce == 1)
    }

    @Test func aSyncWaitsForTheSaveOfTheLatestChange() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer, savesInBackground: true)
        app.finishSyncs()
        let gate = try #require(app.gate)
        gate.hold()
        app.press(.character("p"))
        #expect(gate.waitForHeldSave(), "the pin starts a save")
        app.wait(seconds: 10)
        #expect(syncer.callCount == 1, "no sync while the save is being written")
        let shared = app.shared
        let pinnedWhenSynced = LockedValue<Bool?>(nil)
        syncer.willEnd(.observing { pinnedWhenSynced.set(shared.library?.notes.first { $0.title == "Shopping" }?.pinned) })
        gate.release()
        app.finishBackgroundSaves()
        app.finishSyncs()
        #expect(syncer.callCount == 2)
        #expect(pinnedWhenSynced.value == true, "the pin was on disk before the sync began")
    }

    @Test func noSyncWhileSavingFailsAndTheChangeSyncsOnceSaved() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.store.failEverySave = .unwritable(path: "/test/notes.json", reason: "No space left on device")
        app.press(.character("p"))
        app.wait(seconds: 10)
        app.wait(seconds: 10)
        #expect(syncer.callCount == 1, "the pin is not on disk: no sync would carry it")
        #expect(app.lines[23].contains("No space left on device"), "\(app.lines[23])")
        app.store.failEverySave = nil
        app.wait(seconds: 1)
        app.wait(seconds: 1)
        app.finishSyncs()
        #expect(syncer.callCount == 2)
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.pinned == true)
    }

    // MARK: - Quitting

    @Test func quittingSyncsWhatChangedAfterTheSave() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.press(.character("p"))
        let shared = app.shared
        let pinnedWhenSynced = LockedValue<Bool?>(nil)
        syncer.willEnd(.observing { pinnedWhenSynced.set(shared.library?.notes.first { $0.title == "Shopping" }?.pinned) })
        app.press(.character("q"))
        try app.terminate()
        #expect(syncer.callCount == 2)
        #expect(pinnedWhenSynced.value == true)
        #expect(app.app.syncOnExitMessage == nil)
    }

    @Test func quittingWaitsAtMostTheBoundThenSaysTheSyncDidNotFinish() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(syncer, schedule: SyncSchedule(delayAfterTyping: 5, quitWait: 0.2))
        #expect(syncer.waitForHeldSync())
        app.press(.character("p"))
        app.press(.character("q"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(app.lines[23].hasPrefix("Finishing the sync (at most 0.2 s)…"), "\(app.lines[23])")
        #expect(app.app.syncOnExitMessage == "sync did not finish within 0.2 s; the notes are saved here and go with the next sync")
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.pinned == true, "the notes were saved all the same")
        syncer.release()
    }

    @Test func aSyncThatFailsOnTheWayOutIsSaid() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.press(.character("p"))
        syncer.willEnd(.failed("cannot reach /srv/notes.git: no such folder"))
        app.press(.character("q"))
        try app.terminate()
        #expect(app.app.syncOnExitMessage
            == "sync failed: cannot reach /srv/notes.git: no such folder; the notes are saved here and go with the next sync")
    }

    @Test func aSignalLetsARunningSyncFinishButStartsNone() throws {
        let syncer = FakeLibrarySyncer()
        let app = try app(syncer)
        app.finishSyncs()
        app.press(.character("p"))
        app.send(.terminate(.hangup))
        try app.app.applicationWillTerminate(interruptedEdit: nil, quitting: false)
        #expect(syncer.callCount == 1, "the terminal is gone: no new sync")
        #expect(app.savedNotes.first { $0.title == "Shopping" }?.pinned == true)
    }

    @Test func aSignalDuringAStuckSyncEndsWithinTheBoundAndDrawsNothingMore() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(syncer, schedule: SyncSchedule(delayAfterTyping: 5, quitWait: 0.2))
        #expect(syncer.waitForHeldSync())
        app.send(.terminate(.terminate))
        try app.app.applicationWillTerminate(interruptedEdit: nil, quitting: false)
        #expect(app.app.syncOnExitMessage == "sync did not finish within 0.2 s; the notes are saved here and go with the next sync")
        #expect(!app.screen.contains("Finishing the sync"), "the terminal may be gone: \(app.lines[23])")
        syncer.release()
    }

    @Test func ctrlZLetsARunningSyncFinishFirst() throws {
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        let app = try app(syncer)
        #expect(syncer.waitForHeldSync())
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { syncer.release() }
        app.send(.suspend)
        #expect(syncer.runningCount == 0, "git is not stopped half-way")
        app.send(.resume)
        #expect(app.lines[0].contains("synced 14:03"), "\(app.lines[0])")
        #expect(!app.screen.contains("Finishing the sync"), "the wait's notice is gone after fg")
    }

    // MARK: - Without sync

    @Test func aLibraryNotSetUpForSyncShowsNothingAndNeverSyncs() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.character("p"))
        app.wait(seconds: 60)
        app.press(.character("q"))
        try app.terminate()
        #expect(app.app.container.sync == nil)
        #expect(app.app.syncOnExitMessage == nil)
        #expect(!app.screen.contains("sync"), "\(app.screen)")
    }

    @Test func theAppAsLaunchedHasNoSyncerUntilTheEngineIsWired() throws {
        let delegate = AppDelegate(options: LaunchOptions(dataFile: "/nonexistent/notes.json"), environment: [:])
        try delegate.didFinishLaunching()
        #expect(delegate.container.sync == nil)
        var asked: [String] = []
        let wired = AppDelegate(options: LaunchOptions(dataFile: "/nonexistent/notes.json"), environment: [:],
                                makeSyncer: { asked.append($0); return nil })
        try wired.didFinishLaunching()
        #expect(asked == ["/nonexistent/notes.json"], "the engine is asked about the library's path")
        #expect(wired.container.sync == nil)
    }
}

/// A value handed between the sync's thread and the test.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
