import Foundation
import TestSupport
import Testing
@testable import NotesApp

/// When the scheduler starts a sync, on a clock the test moves (no
/// sleeps): at launch, after a change once typing pauses, and every
/// `interval` seconds after the last sync ended while the app is idle.
@Suite struct SyncSchedulerTests {
    /// A scheduler over a fake engine and a clock at 0.
    final class Clocked {
        var time = 0.0
        let syncer = FakeLibrarySyncer()
        private(set) var scheduler: SyncScheduler!

        init(_ schedule: SyncSchedule = SyncSchedule()) {
            scheduler = SyncScheduler(syncer: syncer, schedule: schedule, now: { [unowned self] in self.time })
        }

        /// Starts the sync that is due and waits (at most 10 s: "does not
        /// hang") for it to end. Returns whether one started.
        @discardableResult
        func runIfDue() -> Bool {
            guard scheduler.startIfDue(mayStart: true) else { return false }
            let deadline = Date().addingTimeInterval(10)
            while scheduler.finishIfDone() == nil, Date() < deadline { usleep(500) }
            return true
        }

        /// The launch's sync, run.
        func launch() {
            scheduler.launched()
            runIfDue()
        }
    }

    @Test func anIdleAppSyncsEveryIntervalAfterTheLastSyncEnded() {
        let app = Clocked()
        app.launch()
        app.time = 59
        #expect(!app.scheduler.isDue, "59 s after the launch's sync")
        app.time = 60
        #expect(app.runIfDue())
        app.time = 119
        #expect(!app.scheduler.isDue)
        app.time = 120
        #expect(app.runIfDue())
        #expect(app.syncer.callCount == 3)
    }

    @Test func keysPutItOffUntilTypingHasPausedForTheDelay() {
        let app = Clocked()
        app.launch()
        app.time = 58
        app.scheduler.userActed(changedNotes: false)  // a move, no change
        app.time = 62
        #expect(!app.scheduler.isDue, "a key 4 s ago")
        app.time = 63
        #expect(app.runIfDue())
    }

    @Test func aSyncForAChangeStartsTheIntervalAgain() {
        let app = Clocked()
        app.launch()
        app.time = 30
        app.scheduler.userActed(changedNotes: true)
        app.time = 35
        #expect(app.runIfDue(), "the change's sync")
        app.time = 90
        #expect(!app.scheduler.isDue, "55 s after the last sync")
        app.time = 95
        #expect(app.runIfDue())
    }

    @Test func intervalZeroTurnsIdleSyncsOff() {
        let app = Clocked(SyncSchedule(interval: 0))
        app.launch()
        app.time = 1_000_000
        #expect(!app.scheduler.isDue)
        app.scheduler.userActed(changedNotes: true)
        app.time += 5
        #expect(app.runIfDue(), "changes still sync")
        #expect(app.syncer.callCount == 2)
    }

    @Test func noIdleSyncBeforeTheLaunchOne() {
        let app = Clocked()
        app.time = 1_000
        #expect(!app.scheduler.isDue, "the launch's sync comes first, when the first frame is up")
    }

    /// Random keys, changes and pauses: a sync starts exactly when one is
    /// owed — a change waiting, or the interval gone by since the last
    /// ended — and typing has paused for the delay; never two at once.
    @Test func randomDaysAgreeWithTheRule() {
        var random = SeededRandom.fromEnvironment(fallback: 0x5_1D1E)
        for _ in 0..<SeededRandom.iterations(fallback: 200) {
            let interval = [0.0, 1, 7, 60].randomElement(using: &random)!
            let delay = [1.0, 5].randomElement(using: &random)!
            let app = Clocked(SyncSchedule(delayAfterTyping: delay, interval: interval))
            app.launch()
            var lastEnded = 0.0, lastKey = -Double.infinity, changeWaiting = false
            for _ in 0..<40 {
                app.time += [0.5, 1, 3, 6, 30, 61].randomElement(using: &random)!
                if Bool.random(using: &random) {
                    let changes = Bool.random(using: &random)
                    app.scheduler.userActed(changedNotes: changes)
                    lastKey = app.time
                    changeWaiting = changeWaiting || changes
                }
                let paused = app.time - lastKey >= delay
                let owed = changeWaiting || (interval > 0 && app.time - lastEnded >= interval)
                #expect(app.scheduler.isDue == (paused && owed), "seed \(random.seed) at \(app.time)")
                if app.runIfDue() {
                    lastEnded = app.time
                    changeWaiting = false
                }
            }
            #expect(app.syncer.mostRunningAtOnce == 1, "seed \(random.seed)")
        }
    }
}
