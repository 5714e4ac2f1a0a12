import Foundation
import NotesModel

/// Three-way merge of libraries by note id (docs/file-format.md §7), for a save that
/// finds the file changed since this process last read or wrote it.
///
/// `base` is that last version, `mine` what this process wants to save,
/// `theirs` what is on disk now. The rules, note by note:
/// - changed on one side only → that side;
/// - added on either side → kept;
/// - deleted here, untouched elsewhere → stays deleted (the merge does not
///   bring it back); deleted elsewhere, untouched here → deleted;
/// - deleted on one side but edited on the other → the edit is kept
///   (no writer's note is ever silently lost);
/// - edited on both sides, differently → the newer `modified` wins (this
///   side on a tie) and the other edit is kept as a new note titled
///   `<title> (conflict YYYY-MM-DD HH:MM)`, the time being the losing
///   edit's `modified` in UTC.
///
/// "Edited" means the content (see `Note.hasSameContent`); `pinned` and
/// `trashed` merge field by field (`NoteFlagsMerge`), so pinning on one
/// machine and editing on another is no conflict.
///
/// The draft belongs to one process: this side's draft wins when it changed
/// it; otherwise the one on disk is kept (another process may have left an
/// interrupted edit there).
///
/// Pure and deterministic: the order of the result is this side's notes,
/// then notes only on disk (in their order), then conflict copies; the ids
/// of conflict copies come from `makeID`.
public enum LibraryMerge {
    public static func merge(
        base: Library,
        mine: Library,
        theirs: Library,
        makeID: () -> UUID = { UUID() },
        now: Date = Date()
    ) -> Library {
        let baseByID = Dictionary(base.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirsByID = Dictionary(theirs.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let mineIDs = Set(mine.notes.map(\.id))

        var merged: [Note] = []
        merged.reserveCapacity(max(mine.notes.count, theirs.notes.count))
        var conflictCopies: [Note] = []

        // Every note this side has: kept, replaced by their edit, or split in two.
        for note in mine.notes {
            let original = baseByID[note.id]
            guard let other = theirsByID[note.id] else {
                // Not on disk: added here, or deleted elsewhere. Keep it if
                // anything changed here — an edit, and also a pin or a
                // restore, which say the note is wanted.
                if original == nil || original != note { merged.append(note) }
                continue
            }
            let mineEdited = original.map { !$0.hasSameContent(as: note) } ?? true
            let theirsEdited = original.map { !$0.hasSameContent(as: other) } ?? true
            var content: Note
            switch (mineEdited, theirsEdited) {
            case (_, false): content = note
            case (false, true): content = other
            case (true, true):
                if note.hasSameContent(as: other) { content = note; break }
                let (winner, loser) = other.modified > note.modified ? (other, note) : (note, other)
                content = winner
                conflictCopies.append(conflictCopy(of: loser, id: makeID()))
            }
            let flags = NoteFlagsMerge(base: original, mine: note, theirs: other,
                                       mineEdited: mineEdited, theirsEdited: theirsEdited)
            content.pinned = flags.pinned
            content.trashed = flags.trashed
            merged.append(content)
        }

        // Notes on disk this side does not have: added elsewhere, or deleted here.
        for other in theirs.notes where !mineIDs.contains(other.id) {
            let original = baseByID[other.id]
            // Deleted here and untouched elsewhere: stays deleted. (Changed
            // elsewhere in any way, even only pinned or trashed: kept.)
            if let original, original == other { continue }
            merged.append(other)
        }

        // Two processes each kept a different interrupted edit: this side's
        // is the draft, the other's becomes a note rather than being lost.
        if let mineDraft = mine.draft, let theirsDraft = theirs.draft, mineDraft != theirsDraft,
           mine.draft != base.draft, theirs.draft != base.draft {
            conflictCopies.append(unsavedEditNote(from: theirsDraft, id: makeID(), at: now))
        }
        // Clearing a draft only clears this side's own: a draft another
        // process wrote meanwhile stays.
        let clearedOwn = mine.draft == nil && theirs.draft != base.draft
        let draft = mine.draft != base.draft && !clearedOwn ? mine.draft : theirs.draft
        // Top-level fields this version does not know: this side's when it changed them.
        let unknownFields = mine.unknownFields != base.unknownFields ? mine.unknownFields : theirs.unknownFields
        keepOwnTextOfTheFew(&merged, theirs: theirsByID)
        return Library(notes: merged + conflictCopies, draft: draft, unknownFields: unknownFields)
    }

    /// A note's text is a place in a buffer that every note read with it
    /// shares (`NoteText`): a few notes taken from `theirs` would keep that
    /// whole reading of the file alive, one more with each merge of a long
    /// session. So whichever group is smaller, the notes taken from
    /// `theirs` or the others, gets copies of its own.
    static func keepOwnTextOfTheFew(_ merged: inout [Note], theirs theirsByID: [UUID: Note]) {
        var taken: [Int] = [], others: [Int] = []
        for index in merged.indices {
            let isTheirs = theirsByID[merged[index].id].map { $0.text.isSamePlace(as: merged[index].text) } ?? false
            if isTheirs { taken.append(index) } else { others.append(index) }
        }
        guard !taken.isEmpty, !others.isEmpty else { return }
        for index in taken.count <= others.count ? taken : others { merged[index].keepOwnText() }
    }

    /// An interrupted edit that cannot be the library's draft (another
    /// process's edit is), kept as a note titled
    /// `<title> (unsaved edit YYYY-MM-DD HH:MM)`.
    public static func unsavedEditNote(from draft: Draft, id: UUID, at date: Date) -> Note {
        let title = draft.title.trimmingCharacters(in: .whitespaces).isEmpty ? "Untitled" : draft.title
        return Note(id: id, title: "\(title) (unsaved edit \(LibraryDate.minuteStamp(of: date)))",
                    body: draft.body, created: date, modified: date)
    }

    /// The losing edit of a conflict, kept as a note of its own (out of
    /// the trash: it is an edit someone made).
    public static func conflictCopy(of loser: Note, id: UUID) -> Note {
        var copy = loser
        copy.id = id
        copy.trashed = nil
        copy.title = conflictTitle(for: loser)
        return copy
    }

    /// `<title> (conflict YYYY-MM-DD HH:MM)` with the losing edit's time in UTC.
    public static func conflictTitle(for loser: Note) -> String {
        "\(loser.displayTitle) (conflict \(LibraryDate.minuteStamp(of: loser.modified)))"
    }
}
