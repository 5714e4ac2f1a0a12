import Foundation
import NotesMerging
import NotesModel
import TestSupport
import Testing

/// `pinned` and `trashed` merge field by field (docs/file-format.md §7):
/// the rules one by one, then a property test of every combination of
/// changes against a plain statement of the rules.
@Suite("Merging pins and the trash")
struct FlagsMergeTests {
    let note = NoteFixtures.note(1, body: "one")
    let trashTime = NoteFixtures.date(500)

    func merge(base: Note, mine: Note, theirs: Note) -> Library {
        LibraryMerge.merge(base: Library(notes: [base]), mine: Library(notes: [mine]),
                           theirs: Library(notes: [theirs]), makeID: SequentialUUIDs(prefix: 0xC0).generate)
    }

    func pinned(_ note: Note, _ value: Bool = true) -> Note { var copy = note; copy.pinned = value; return copy }
    func trashed(_ note: Note, at date: Date? = nil) -> Note { var copy = note; copy.trashed = date ?? trashTime; return copy }

    @Test func pinnedOnOneSideEditedOnTheOtherIsNoConflict() {
        let edited = NoteFixtures.edited(note, body: "one, edited", at: 60)
        let merged = merge(base: note, mine: pinned(note), theirs: edited)
        #expect(merged.notes.count == 1)
        #expect(merged.notes[0].body == "one, edited")
        #expect(merged.notes[0].pinned)
    }

    @Test func aSideThatChangedThePinWins() {
        #expect(merge(base: note, mine: note, theirs: pinned(note)).notes[0].pinned)
        #expect(merge(base: pinned(note), mine: pinned(note, false), theirs: pinned(note)).notes[0].pinned == false)
    }

    /// With one base a Bool can only change one way, so both sides change
    /// it differently only when neither had it before (both imported it).
    @Test func bothChangedThePinAndPinnedWins() {
        for (mine, theirs) in [(pinned(note, false), pinned(note)), (pinned(note), pinned(note, false))] {
            let merged = LibraryMerge.merge(base: Library(), mine: Library(notes: [mine]), theirs: Library(notes: [theirs]))
            #expect(merged.notes.count == 1 && merged.notes[0].pinned)
        }
    }

    @Test func trashedOnOneSideEditedOnTheOtherComesBackWithTheEdit() {
        let edited = NoteFixtures.edited(note, body: "one, edited", at: 60)
        for (mine, theirs) in [(trashed(note), edited), (edited, trashed(note))] {
            let merged = merge(base: note, mine: mine, theirs: theirs)
            #expect(merged.notes.count == 1)
            #expect(merged.notes[0].body == "one, edited")
            #expect(merged.notes[0].trashed == nil, "a trashed note edited elsewhere comes back out of the trash")
        }
    }

    @Test func trashedOnOneSideUntouchedOnTheOtherStaysTrashed() {
        for (mine, theirs) in [(trashed(note), note), (note, trashed(note))] {
            let merged = merge(base: note, mine: mine, theirs: theirs)
            #expect(merged.notes.map(\.trashed) == [trashTime])
        }
    }

    @Test func restoredOnOneSideIsRestored() {
        let inTrash = trashed(note)
        #expect(merge(base: inTrash, mine: note, theirs: inTrash).notes[0].trashed == nil)
        #expect(merge(base: inTrash, mine: inTrash, theirs: note).notes[0].trashed == nil)
    }

    @Test func aConflictCopyIsNeverInTheTrash() {
        let mine = trashed(NoteFixtures.edited(note, body: "mine", at: 10))
        let theirs = NoteFixtures.edited(note, body: "theirs", at: 20)
        let merged = merge(base: note, mine: mine, theirs: theirs)
        #expect(merged.notes.count == 2)
        #expect(merged.notes.allSatisfy { $0.trashed == nil })
        #expect(Set(merged.notes.map(\.body)) == ["mine", "theirs"])
    }

    /// Deleted for good on one side while pinned, trashed or restored on
    /// the other: someone still wanted the note, so it is kept as they left it.
    @Test func anyChangeKeepsANoteDeletedForGoodElsewhere() {
        let mineOnly = LibraryMerge.merge(base: Library(notes: [note]), mine: Library(notes: [pinned(note)]), theirs: Library())
        #expect(mineOnly.notes == [pinned(note)])
        let theirsOnly = LibraryMerge.merge(base: Library(notes: [note]), mine: Library(), theirs: Library(notes: [trashed(note)]))
        #expect(theirsOnly.notes == [trashed(note)])
        let untouched = LibraryMerge.merge(base: Library(notes: [note]), mine: Library(), theirs: Library(notes: [note]))
        #expect(untouched.notes.isEmpty)
    }

    /// Every combination of {edit, pin, unpin, trash, restore, nothing} on
    /// each side, from a pinned or unpinned, trashed or not base, against
    /// the rules written plainly.
    @Test func everyCombinationFollowsTheRules() {
        enum Change: CaseIterable { case nothing, edit, pin, unpin, trash, restore, editAndTrash }
        func apply(_ change: Change, to note: Note, at seconds: TimeInterval) -> Note {
            switch change {
            case .nothing: return note
            case .edit: return NoteFixtures.edited(note, body: "edit \(seconds)", at: seconds)
            case .pin: return pinned(note)
            case .unpin: return pinned(note, false)
            case .trash: return trashed(note, at: NoteFixtures.date(seconds))
            case .restore: var copy = note; copy.trashed = nil; return copy
            case .editAndTrash: return trashed(NoteFixtures.edited(note, body: "edit \(seconds)", at: seconds), at: NoteFixtures.date(seconds))
            }
        }
        for basePinned in [false, true] {
            for baseTrashed in [nil, NoteFixtures.date(1)] {
                var base = pinned(note, basePinned)
                base.trashed = baseTrashed
                for mineChange in Change.allCases {
                    for theirsChange in Change.allCases {
                        let mine = apply(mineChange, to: base, at: 10)
                        let theirs = apply(theirsChange, to: base, at: 20)
                        let merged = merge(base: base, mine: mine, theirs: theirs)
                        let label = "base pinned \(basePinned) trashed \(baseTrashed != nil), mine \(mineChange), theirs \(theirsChange)"
                        // Nothing lost: every edited body is somewhere.
                        for side in [mine, theirs] where side.body != base.body {
                            #expect(merged.notes.contains { $0.body == side.body }, "\(label): an edit was lost")
                        }
                        let kept = merged.notes.first { $0.id == note.id }!
                        // Pin: a side that changed it wins; both → pinned.
                        let pinChanges = [mine, theirs].filter { $0.pinned != base.pinned }
                        let expectedPin = pinChanges.isEmpty ? base.pinned : pinChanges.contains { $0.pinned }
                        #expect(kept.pinned == expectedPin, "\(label): pinned")
                        // Trash: a side that changed it wins (this side when
                        // both), unless the other side edited the note.
                        let mineTrashChanged = mine.trashed != base.trashed
                        let theirsTrashChanged = theirs.trashed != base.trashed
                        let source = mineTrashChanged || !theirsTrashChanged ? mine : theirs
                        let other = source == mine ? theirs : mine
                        let otherEdited = other.body != base.body && other.trashed == nil
                        let expectedTrash = source.trashed != nil && otherEdited ? nil : source.trashed
                        #expect(kept.trashed == expectedTrash, "\(label): trashed")
                        #expect(merged.notes.filter { $0.id != note.id }.allSatisfy { $0.trashed == nil }, "\(label): copy in trash")
                    }
                }
            }
        }
    }
}
