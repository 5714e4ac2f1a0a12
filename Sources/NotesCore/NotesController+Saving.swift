import Foundation
import NotesModel
import NotesStorage

// Saving: every way the library reaches its store, and what others
// saved meanwhile comes back in.
extension NotesController {
    /// Writes the library now and takes in what others saved meanwhile
    /// (after a save running in the background, if one is).
    public func save() throws {
        // Only a whole library is ever written.
        try finishLoading()
        finishBackgroundSave(waiting: true)
        do {
            let saved = try store.save(currentLibrary, changes: .notes(unsavedNoteIDs))
            lastSaveError = nil
            hasUnsavedChanges = false
            unsavedNoteIDs.removeAll()
            releaseDraftSlotIfCleared()
            apply(saved)
        } catch let error as StoreError {
            lastSaveError = error
            throw error
        }
    }

    /// Saves when something changed; otherwise re-reads the library so that
    /// changes made elsewhere show (on resume, for example).
    public func sync() throws {
        try finishLoading()
        finishBackgroundSave(waiting: true)
        if hasUnsavedChanges {
            try save()
        } else {
            applyLoaded(try store.load())
        }
    }

    /// Takes in a change made elsewhere (another process, a hand edit),
    /// merging with unsaved changes here; cheap when nothing changed.
    /// Returns whether the notes changed.
    @discardableResult
    public func syncIfChangedElsewhere() -> Bool {
        // The store is the writing thread's until its save is taken in.
        finishBackgroundSave(waiting: false)
        // The store is the loading thread's too, until the rest is taken in.
        guard backgroundSave == nil, !isLoadingRest, store.hasChangedElsewhere() else { return false }
        let changes = store.changesElsewhere()
        let before = revision
        try? sync()
        lastChangesElsewhere = changes
        return revision != before
    }

    /// Saves when something changed, swallowing the error (it stays in
    /// `lastSaveError` for the screen to show); for autosave.
    public func saveIfNeeded() {
        finishBackgroundSave(waiting: true)
        guard hasUnsavedChanges else { return }
        try? save()
    }

    /// The library as this process holds it now: what a save writes.
    var currentLibrary: Library {
        Library(notes: allNotes, draft: draft, unknownFields: libraryUnknownFields)
    }
}
