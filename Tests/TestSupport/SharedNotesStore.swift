import Foundation
import NotesModel
import NotesStorage

/// An in-memory store that another thread may change while the app uses
/// it — as a sync's git writes the library file under the app — every
/// call under one lock, so the two never touch it at once.
public final class SharedNotesStore: NotesStore, @unchecked Sendable {
    private let inner: InMemoryNotesStore
    private let lock = NSRecursiveLock()

    public init(_ inner: InMemoryNotesStore) {
        self.inner = inner
    }

    /// Another writer (a sync) changes the library: `change` gets it as it
    /// is on "disk" and returns what it becomes.
    public func changeElsewhere(_ change: (Library) -> Library) {
        lock.withLock { inner.replaceFromElsewhere(change(inner.library ?? Library())) }
    }

    /// The library as it is on "disk".
    public var library: Library? { lock.withLock { inner.library } }

    public var location: String { inner.location }
    public func libraryExists() -> Bool { lock.withLock { inner.libraryExists() } }
    public func load() throws -> Library { try lock.withLock { try inner.load() } }
    public func save(_ library: Library, changes: LibraryChanges) throws -> Library {
        try lock.withLock { try inner.save(library, changes: changes) }
    }
    public func hasChangedElsewhere() -> Bool { lock.withLock { inner.hasChangedElsewhere() } }
    public func changesElsewhere() -> LibraryChanges { lock.withLock { inner.changesElsewhere() } }
    public var skipped: [SkippedEntry] { lock.withLock { inner.skipped } }
    public func claimDraftSlot() -> Bool { lock.withLock { inner.claimDraftSlot() } }
    public func releaseDraftSlot() { lock.withLock { inner.releaseDraftSlot() } }
    public func rememberedSort() -> NoteSort? { lock.withLock { inner.rememberedSort() } }
    public func rememberSort(_ sort: NoteSort) { lock.withLock { inner.rememberSort(sort) } }
}
