import Foundation
import NotesCore

/// A sync engine under the test's control: it records each sync, can hold
/// one at its start until the test lets it go (`hold`/`release`), and ends
/// each as told — synced, failed with a reason, or having brought notes
/// into the library (`bringing`, run on the sync's own thread, as git
/// writes the file while the app goes on). Everything it shares with the
/// test is behind one lock, so TSan sees the hand-overs.
public final class FakeLibrarySyncer: LibrarySyncing, @unchecked Sendable {
    /// How one sync ends.
    public enum Ending: Sendable {
        case synced
        case failed(String)
        /// Runs `write` (changing the library as a remote's notes would),
        /// then reports `broughtChanges`.
        case bringing(@Sendable () -> Void)
        /// Runs `look` (to see the library as the sync found it), then syncs.
        case observing(@Sendable () -> Void)
    }

    private let condition = NSCondition()
    private var held = false
    private var waiting = 0
    private var running = 0
    private var calls = 0
    private var mostAtOnce = 0
    private var endings: [Ending] = []
    /// The time a successful sync reports.
    private var syncedAt: Date

    /// By default a sync reports 14:03 UTC on 2026-11-18, the day of the app tests' clock.
    public init(syncedAt: Date = Date(timeIntervalSince1970: 1_794_960_000 + 14 * 3600 + 3 * 60)) {
        self.syncedAt = syncedAt
    }

    /// The syncs started so far.
    public var callCount: Int { condition.withLock { calls } }
    /// The most syncs that ever ran at once: must stay 1.
    public var mostRunningAtOnce: Int { condition.withLock { mostAtOnce } }
    /// Syncs running now.
    public var runningCount: Int { condition.withLock { running } }

    /// The next syncs end so, in order; after them, each just syncs.
    public func willEnd(_ endings: Ending...) {
        condition.withLock { self.endings += endings }
    }

    /// The time the next successful syncs report.
    public func reportTime(_ date: Date) {
        condition.withLock { syncedAt = date }
    }

    /// Syncs started from now on wait at their start.
    public func hold() {
        condition.withLock { held = true }
    }

    /// Lets waiting and later syncs through.
    public func release() {
        condition.withLock {
            held = false
            condition.broadcast()
        }
    }

    /// Waits (up to `seconds`) until a sync is held at the gate.
    public func waitForHeldSync(seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while waiting == 0 {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    public func syncNow() -> LibrarySyncResult {
        let (ending, at): (Ending, Date) = condition.withLock {
            calls += 1
            running += 1
            mostAtOnce = max(mostAtOnce, running)
            waiting += 1
            condition.broadcast()
            // Held at most a minute: a test that forgets to release fails
            // on what it then sees instead of hanging the run.
            let deadline = Date().addingTimeInterval(60)
            while held, condition.wait(until: deadline) {}
            waiting -= 1
            return (endings.isEmpty ? .synced : endings.removeFirst(), syncedAt)
        }
        defer { condition.withLock { running -= 1 } }
        switch ending {
        case .synced: return .synced(at: at, broughtChanges: false)
        case let .failed(reason): return .failed(reason: reason)
        case let .observing(look):
            look()
            return .synced(at: at, broughtChanges: false)
        case let .bringing(write):
            write()
            return .synced(at: at, broughtChanges: true)
        }
    }
}
