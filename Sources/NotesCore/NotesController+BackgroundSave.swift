import Foundation
import NotesMerging
import NotesModel
import NotesStorage

// MARK: - Saving without holding the keys
//
// The app starts a save after the frame of each change and goes on taking
// keys while another thread writes; it takes the result in on a later turn.
// Changes made meanwhile stay unsaved and go out with the next save. Every
// other way of saving (`save`, `saveIfNeeded`, `sync`) first waits for a
// save in flight, so that a quit or a suspend writes everything.

extension NotesController {
    /// Whether a save is writing on another thread.
    public var isSavingInBackground: Bool { backgroundSave != nil }

    /// Starts writing the library on another thread, when something is
    /// unsaved and no save is writing already.
    public func startBackgroundSave() {
        guard hasUnsavedChanges, backgroundSave == nil, !isLoadingRest else { return }
        let save = BackgroundSave(snapshot: currentLibrary, noteIDs: unsavedNoteIDs, store: store)
        // From here on, a change sets these again and waits for the next save.
        hasUnsavedChanges = false
        unsavedNoteIDs.removeAll()
        backgroundSave = save
        save.start()
    }

    /// Takes in the background save once it finished (`waiting` for it
    /// when it has not). Returns whether what the screen shows changed:
    /// notes another process saved came in, or the save failed or
    /// recovered.
    @discardableResult
    public func finishBackgroundSave(waiting: Bool) -> Bool {
        guard let save = backgroundSave else { return false }
        guard let result = waiting ? save.waitForResult() : save.result else { return false }
        backgroundSave = nil
        let errorBefore = lastSaveError
        let revisionBefore = revision
        switch result {
        case let .failure(error):
            lastSaveError = error
            hasUnsavedChanges = true
            unsavedNoteIDs.formUnion(save.noteIDs)
        case let .success(saved):
            lastSaveError = nil
            takeIn(saved, writtenFrom: save.snapshot)
        }
        return lastSaveError != errorBefore || revision != revisionBefore
    }

    /// `saved` is what the store wrote for `snapshot`: the snapshot itself,
    /// or merged with what others saved. Changes made here since the
    /// snapshot are kept on top of it.
    private func takeIn(_ saved: Library, writtenFrom snapshot: Library) {
        if !hasUnsavedChanges {
            releaseDraftSlotIfCleared()
            apply(saved)
            return
        }
        // Written as it was: the changes since are simply the next save's.
        let writtenAsItWas = saved.notes.sharesStorage(with: snapshot.notes)
            && saved.draft == snapshot.draft && saved.unknownFields == snapshot.unknownFields
        if writtenAsItWas || saved == snapshot { return }
        let merged = LibraryMerge.merge(base: snapshot, mine: currentLibrary, theirs: saved, makeID: makeID, now: clock())
        // The store now holds `saved`: a conflict copy the merge made here
        // is one more note for the next save to write.
        let savedIDs = Set(saved.notes.map(\.id))
        merged.notes.lazy.map(\.id).filter { !savedIDs.contains($0) }.forEach(markUnsaved)
        apply(merged)
    }
}
