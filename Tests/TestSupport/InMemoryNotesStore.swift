import Foundation
import NotesMerging
import NotesModel
import NotesStorage

/// A store that keeps the library in memory; a test double, kept out of
/// NotesCore so the shipped module has none. Like the JSON store, a save
/// merges three ways with a change made "elsewhere" (`replaceFromElsewhere`)
/// since the last load or save. `saveCount` and `failNextSave` let tests see
/// and steer what is saved when.
public final class InMemoryNotesStore: NotesStore {
    public private(set) var library: Library?
    public private(set) var saveCount = 0
    public private(set) var loadCount = 0
    /// When set, the next save throws this error and changes nothing.
    public var failNextSave: StoreError?
    public let location: String
    /// Set by `replaceFromElsewhere`, cleared by the next load or save.
    public private(set) var changedElsewhere = false
    /// The library as last loaded or saved: the base of a merge.
    private var base: Library

    public init(library: Library? = nil, location: String = "memory") {
        self.library = library
        self.location = location
        base = library ?? Library()
    }

    public func libraryExists() -> Bool { library != nil }

    public func hasChangedElsewhere() -> Bool { changedElsewhere }

    /// Stands in for another running instance editing this library.
    public var draftSlotHeldElsewhere = false
    public private(set) var holdsDraftSlot = false

    public func claimDraftSlot() -> Bool {
        guard !draftSlotHeldElsewhere else { return false }
        holdsDraftSlot = true
        return true
    }

    public func releaseDraftSlot() {
        holdsDraftSlot = false
    }

    /// The list's sort as remembered for this library.
    public var sort: NoteSort?
    public func rememberedSort() -> NoteSort? { sort }
    public func rememberSort(_ sort: NoteSort) { self.sort = sort }

    public func load() throws -> Library {
        loadCount += 1
        changedElsewhere = false
        base = library ?? Library()
        return base
    }

    /// Fails every save with this error until set back to nil (a full disk).
    public var failEverySave: StoreError?

    public func save(_ library: Library) throws -> Library {
        if let error = failNextSave {
            failNextSave = nil
            throw error
        }
        if let failEverySave { throw failEverySave }
        saveCount += 1
        let result = changedElsewhere
            ? LibraryMerge.merge(base: base, mine: library, theirs: self.library ?? Library())
            : library
        changedElsewhere = false
        self.library = result
        base = result
        return result
    }

    /// Stands in for another process changing the library.
    public func replaceFromElsewhere(_ library: Library) {
        self.library = library
        changedElsewhere = true
    }
}
