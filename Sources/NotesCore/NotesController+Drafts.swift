import Foundation
import NotesMerging
import NotesModel

// MARK: - Drafts (see the note on the draft slot in NotesController)

/// This process's hold on the library's one draft slot.
enum DraftSlot: Equatable {
    /// Not claimed by this process: another running instance may hold it,
    /// and any draft in it is not this process's edit.
    case unclaimed
    /// Claimed by this process (a lock beside the file); `ownDraft` when
    /// the draft in the slot is this process's edit (written or adopted
    /// here), not one another process left.
    case claimed(ownDraft: Bool)

    var isClaimed: Bool { self != .unclaimed }

    /// Whether the draft in the slot is this process's own edit.
    var holdsOwnDraft: Bool { self == .claimed(ownDraft: true) }

    /// The slot's draft changed: now this process's edit, or not. A draft
    /// is this process's only while it holds the slot.
    mutating func draftBecame(own: Bool) {
        if isClaimed { self = .claimed(ownDraft: own) }
    }
}

extension NotesController {
    /// The draft, when it may be reopened here: no running instance is
    /// editing it. It becomes this process's own.
    public func adoptDraft() -> Draft? {
        settleLoading()
        guard let draft, claimDraftSlot() else { return nil }
        draftSlot = .claimed(ownDraft: true)
        return draft
    }

    /// Whether this process may write its edit into the draft slot.
    var mayWriteDraft: Bool {
        claimDraftSlot() && (draft == nil || draftSlot.holdsOwnDraft)
    }

    /// Claims the draft slot; false while another running instance has it.
    public func claimDraftSlot() -> Bool {
        if !draftSlot.isClaimed, store.claimDraftSlot() { draftSlot = .claimed(ownDraft: false) }
        return draftSlot.isClaimed
    }

    /// Keeps `edit` as the draft while typing pauses or on suspend; skipped
    /// while another instance holds the slot. With nil, clears this
    /// process's own draft.
    public func autosaveDraft(_ edit: Draft?) {
        settleLoading()
        guard let edit else { return clearOwnDraft() }
        guard edit != draft, mayWriteDraft else { return }
        setDraft(edit)
    }

    /// Keeps an edit interrupted by quitting or a signal: as the draft, or,
    /// while another instance holds the slot, as a note of its own titled
    /// `<title> (unsaved edit YYYY-MM-DD HH:MM)` — never lost. With nil,
    /// clears this process's own draft.
    public func keepInterruptedEdit(_ edit: Draft?) {
        settleLoading()
        guard let edit else { return clearOwnDraft() }
        if mayWriteDraft {
            setDraft(edit)
            return
        }
        insertNotes([LibraryMerge.unsavedEditNote(from: edit, id: makeID(), at: clock())])
    }

    /// Drops this process's draft (saved or discarded); another's stays.
    public func clearOwnDraft() {
        guard draftSlot.isClaimed, draft == nil || draftSlot.holdsOwnDraft else { return }
        setDraft(nil)
    }

    /// This process's own draft, if the slot holds one.
    var ownDraft: Draft? { draftSlot.holdsOwnDraft ? draft : nil }
}
