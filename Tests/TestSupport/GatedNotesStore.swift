import Foundation
import NotesModel
import NotesStorage

/// A store that passes everything to another one, except that a save can
/// be held at its start (`hold`) until the test lets it go (`release`): a
/// slow disk under the test's control, to prove that nothing but the
/// writing thread waits for a save.
public final class GatedNotesStore: NotesStore, @unchecked Sendable {
    public let inner: NotesStore
    private let condition = NSCondition()
    private var held = false
    private var waitingSaves = 0

    public init(_ inner: NotesStore) {
        self.inner = inner
    }

    /// Saves started from now on wait at their start.
    public func hold() {
        condition.withLock { held = true }
    }

    /// Lets waiting and later saves through.
    public func release() {
        condition.withLock {
            held = false
            condition.broadcast()
        }
    }

    /// Waits (up to `seconds`) until a save is waiting at the gate; false
    /// when none came.
    public func waitForHeldSave(seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while waitingSaves == 0 {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    public var location: String { inner.location }
    public func libraryExists() -> Bool { inner.libraryExists() }
    public func load() throws -> Library { try inner.load() }
    public func hasChangedElsewhere() -> Bool { inner.hasChangedElsewhere() }
    public func changesElsewhere() -> LibraryChanges { inner.changesElsewhere() }
    public var skipped: [SkippedEntry] { inner.skipped }
    public func claimDraftSlot() -> Bool { inner.claimDraftSlot() }
    public func releaseDraftSlot() { inner.releaseDraftSlot() }
    public func rememberedSort() -> NoteSort? { inner.rememberedSort() }
    public func rememberSort(_ sort: NoteSort) { inner.rememberSort(sort) }

    public func save(_ library: Library, changes: LibraryChanges) throws -> Library {
        condition.withLock {
            waitingSaves += 1
            condition.broadcast()
            // Held at most a minute: a test that forgets to release fails
            // on what it then sees instead of hanging the run.
            let deadline = Date().addingTimeInterval(60)
            while held, condition.wait(until: deadline) {}
            waitingSaves -= 1
        }
        return try inner.save(library, changes: changes)
    }
}
