import Foundation
import NotesCore

/// One sync running on a thread of its own, so that fetching and pushing
/// over a network never holds a key. The main loop looks for its result
/// (`result`) as it looks for a background save's; quitting waits for it
/// a bounded time (`waitForResult(seconds:)`).
final class BackgroundSync: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: LibrarySyncResult?

    /// Starts `syncer.syncNow()` on a new thread.
    init(_ syncer: LibrarySyncing) {
        let thread = Thread { [self] in
            let result = syncer.syncNow()
            lock.withLock { outcome = result }
            finished.signal()
        }
        thread.name = "notes-tui sync"
        thread.start()
    }

    /// The outcome once the sync finished; nil while it runs.
    var result: LibrarySyncResult? {
        lock.withLock { outcome }
    }

    /// Waits at most `seconds` for the sync; nil when it is still running.
    func waitForResult(seconds: Double) -> LibrarySyncResult? {
        if let result { return result }
        guard finished.wait(timeout: .now() + max(0, seconds)) == .success else { return nil }
        finished.signal()
        return result
    }
}
