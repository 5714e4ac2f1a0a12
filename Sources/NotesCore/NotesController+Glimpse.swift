import Foundation
import NotesModel

// A first frame before the whole library is decoded: the list's first
// screenful is loaded from a glimpse of the file, drawn, and the whole
// library is loaded right after (`finishLoading`), before any key, save
// or idle work can see the partial notes — or, for a vault, on another
// thread while keys move through the glimpse (`startLoadingRest`).
extension NotesController {
    /// Loads only the first `limit` notes of the list in `sort`'s order
    /// and the number of notes. False when the store cannot give a glimpse
    /// (a new library, a draft to reopen, the title order…): nothing was
    /// loaded, and `load` is the way.
    public func loadGlimpse(sort: NoteSort, limit: Int) -> Bool {
        guard allNotes.isEmpty, let glimpse = store.glimpse(sort: sort, limit: limit) else { return false }
        changeNotes { $0 = glimpse.firstNotes }
        glimpsedNoteCount = glimpse.noteCount
        return true
    }

    /// Notes a glimpse decodes: more rows than any terminal shows.
    public static let glimpseSize = 200

    /// Whether only a glimpse is loaded: `finishLoading` must come before
    /// anything but drawing the first frame.
    public var isGlimpse: Bool { glimpsedNoteCount != nil }

    /// Loads the whole library after a glimpse (waiting for it when it is
    /// loading on another thread); nothing to do otherwise.
    public func finishLoading() throws {
        guard isGlimpse else { return }
        if try finishLoadingRest(waiting: true) { return }
        trace.record("NotesStore.loadRest")
        applyLoaded(try store.load())
    }

    /// How many notes are not in the trash (known from a glimpse too).
    public var noteCount: Int { glimpsedNoteCount ?? notes.count }
}
