import Foundation
import NotesModel

/// One save running on a thread of its own, so that writing a large
/// library never holds the next key. It writes the
/// library as it stood when the save began; the controller takes the result
/// in on its own thread (`NotesController.finishBackgroundSave`).
///
/// The store is used by the writing thread alone until the result is
/// taken: the controller touches neither the store nor its files meanwhile.
package final class BackgroundSave: @unchecked Sendable {
    /// The library being written, as it stood when the save began.
    package let snapshot: Library
    /// The notes created, changed or deleted since the last save when it
    /// began: what it tells the store to write; saved once it succeeds.
    package let noteIDs: Set<UUID>
    private let store: NotesStore
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: Result<Library, StoreError>?

    package init(snapshot: Library, noteIDs: Set<UUID>, store: NotesStore) {
        self.snapshot = snapshot
        self.noteIDs = noteIDs
        self.store = store
    }

    /// Starts writing on a new thread.
    package func start() {
        let thread = Thread { [self] in
            let result: Result<Library, StoreError>
            do {
                result = .success(try store.save(snapshot, changes: .notes(noteIDs)))
            } catch let error as StoreError {
                result = .failure(error)
            } catch {
                result = .failure(.unwritable(path: store.location, reason: "\(error)"))
            }
            lock.withLock { outcome = result }
            finished.signal()
        }
        thread.name = "notes-tui save"
        thread.start()
    }

    /// The outcome once the save finished; nil while it is still writing.
    package var result: Result<Library, StoreError>? {
        lock.withLock { outcome }
    }

    /// Waits for the save to finish.
    package func waitForResult() -> Result<Library, StoreError> {
        if let result { return result }
        finished.wait()
        finished.signal()
        return result!
    }
}
