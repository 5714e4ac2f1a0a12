import Foundation

// MARK: - Drafts (see the note on the draft slot in NotesController)

extension NotesController {
    /// The draft, when it may be reopened here: no running instance is
    /// editing it. It becomes this process's own.
    public func adoptDraft() -> Draft? {
        guard let draft, claimDraftSlot() else { return nil }
        draftIsOwn = true
        return draft
    }

    /// Whether this process may write its edit into the draft slot.
    var mayWriteDraft: Bool {
        claimDraftSlot() && (draft == nil || draftIsOwn)
    }

    /// Claims the draft slot; false while another running instance has it.
    public func claimDraftSlot() -> Bool {
        if !ownsDraftSlot { ownsDraftSlot = store.claimDraftSlot() }
        return ownsDraftSlot
    }

    /// Keeps `edit` as the draft while typing pauses or on suspend; skipped
    /// while another instance holds the slot. With nil, clears this
    /// process's own draft.
    public func autosaveDraft(_ edit: Draft?) {
        guard let edit else { return clearOwnDraft() }
        guard edit != draft, mayWriteDraft else { return }
        setDraft(edit)
    }

    /// Keeps an edit interrupted by quitting or a signal: as the draft, or,
    /// while another instance holds the slot, as a note of its own titled
    /// `<title> (unsaved edit YYYY-MM-DD HH:MM)` — never lost. With nil,
    /// clears this process's own draft.
    public func keepInterruptedEdit(_ edit: Draft?) {
        guard let edit else { return clearOwnDraft() }
        if mayWriteDraft {
            setDraft(edit)
            return
        }
        insertNotes([LibraryMerge.unsavedEditNote(from: edit, id: makeID(), at: clock())])
    }

    /// Drops this process's draft (saved or discarded); another's stays.
    public func clearOwnDraft() {
        guard ownsDraftSlot, draft == nil || draftIsOwn else { return }
        setDraft(nil)
    }

}
