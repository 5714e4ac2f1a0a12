import Foundation
import NotesModel
import NotesStorage

// MARK: - The rest of the library loaded without holding the keys
//
// After a glimpse drew the first frame, the whole library can be read on
// another thread while keys are handled on the glimpse (moving, filtering,
// opening a note); the list becomes exact when the load is taken in. Every
// change, and every answer that needs all the notes to decide a change
// (a rename's links, a name clash), first waits for the rest
// (`settleLoading`): nothing is ever changed in a glimpse.

extension NotesController {
    /// Whether the rest of the library is being read on another thread.
    public var isLoadingRest: Bool { backgroundLoad != nil }

    /// Starts reading the whole library on another thread, after a glimpse.
    /// The store is that thread's until the result is taken in.
    public func startLoadingRest() {
        guard isGlimpse, backgroundLoad == nil else { return }
        trace.record("NotesStore.loadRest")
        let load = BackgroundLoad(store: store)
        backgroundLoad = load
        load.start()
    }

    /// Takes in the rest once it is read (`waiting` for it when it is
    /// not). Returns whether it was taken in; throws the load's error.
    @discardableResult
    public func finishLoadingRest(waiting: Bool) throws -> Bool {
        guard let load = backgroundLoad else { return false }
        guard let result = waiting ? load.waitForResult() : load.result else { return false }
        backgroundLoad = nil
        applyLoaded(try result.get())
        return true
    }

    /// Waits for the rest of the library, when it is loading, before a
    /// change. A load that failed is left for the scene to report (and a
    /// save to refuse: only a whole library is written).
    func settleLoading() {
        guard let load = backgroundLoad, case .success = load.waitForResult() else { return }
        _ = try? finishLoadingRest(waiting: true)
    }
}

/// One load of the whole library on a thread of its own (see above).
final class BackgroundLoad: @unchecked Sendable {
    private let store: NotesStore
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: Result<Library, Error>?

    init(store: NotesStore) { self.store = store }

    func start() {
        let thread = Thread { [self] in
            let result = Result { try store.load() }
            lock.withLock { outcome = result }
            finished.signal()
        }
        thread.name = "notes-tui load"
        thread.start()
    }

    /// The outcome once the load finished; nil while it is still reading.
    var result: Result<Library, Error>? { lock.withLock { outcome } }

    func waitForResult() -> Result<Library, Error> {
        if let result { return result }
        finished.wait()
        finished.signal()
        return result!
    }
}
