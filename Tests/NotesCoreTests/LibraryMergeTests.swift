import Foundation
import NotesMerging
import NotesModel
import TestSupport
import Testing

/// The three-way merge rules of docs/file-format.md §7, one by one.
@Suite("LibraryMerge")
struct LibraryMergeTests {
    let one = NoteFixtures.note(1, body: "one")
    let two = NoteFixtures.note(2, body: "two")
    let three = NoteFixtures.note(3, body: "three")

    var base: Library { Library(notes: [one, two, three]) }

    func merge(mine: Library, theirs: Library, base: Library? = nil) -> Library {
        let ids = SequentialUUIDs(prefix: 0xC0)
        return LibraryMerge.merge(base: base ?? self.base, mine: mine, theirs: theirs, makeID: ids.generate)
    }

    @Test func unchangedEverywhereStaysAsItIs() {
        #expect(merge(mine: base, theirs: base) == base)
    }

    @Test func notesAddedElsewhereAreKept() {
        let four = NoteFixtures.note(4, body: "four")
        let five = NoteFixtures.note(5, body: "five")
        let merged = merge(mine: Library(notes: [one, two, three, four]), theirs: Library(notes: [one, two, three, five]))
        #expect(merged.notes == [one, two, three, four, five])
    }

    @Test func notesDeletedHereStayDeleted() {
        let merged = merge(mine: Library(notes: [one, three]), theirs: Library(notes: [one, two, three, NoteFixtures.note(4)]))
        #expect(merged.notes.map(\.id) == [one.id, three.id, SequentialUUIDs.uuid(4)])
    }

    @Test func notesDeletedElsewhereAndUntouchedHereAreDeleted() {
        let merged = merge(mine: base, theirs: Library(notes: [one, three]))
        #expect(merged.notes == [one, three])
    }

    @Test func notesDeletedElsewhereButEditedHereAreKept() {
        let editedTwo = NoteFixtures.edited(two, body: "two, edited here", at: 60)
        let merged = merge(mine: Library(notes: [one, editedTwo, three]), theirs: Library(notes: [one, three]))
        #expect(merged.notes == [one, editedTwo, three])
    }

    @Test func notesDeletedHereButEditedElsewhereKeepTheOtherEdit() {
        // No writer's note is silently lost: the other process's edit survives.
        let editedTwo = NoteFixtures.edited(two, body: "two, edited elsewhere", at: 60)
        let merged = merge(mine: Library(notes: [one, three]), theirs: Library(notes: [one, editedTwo, three]))
        #expect(merged.notes == [one, three, editedTwo])
    }

    @Test func editedOnOneSideTakesThatSide() {
        let mineEdit = NoteFixtures.edited(one, body: "one, here", at: 10)
        let theirEdit = NoteFixtures.edited(two, body: "two, elsewhere", at: 20)
        let merged = merge(mine: Library(notes: [mineEdit, two, three]), theirs: Library(notes: [one, theirEdit, three]))
        #expect(merged.notes == [mineEdit, theirEdit, three])
    }

    @Test func bothEditedTheNewerWinsAndTheOtherBecomesAConflictCopy() {
        let mineEdit = NoteFixtures.edited(one, body: "one, here", at: 120)   // 23:02
        let theirEdit = NoteFixtures.edited(one, body: "one, elsewhere", at: 300) // 23:05, newer
        let merged = merge(mine: Library(notes: [mineEdit, two, three]), theirs: Library(notes: [theirEdit, two, three]))
        var copy = mineEdit
        copy.id = SequentialUUIDs.uuid(1, prefix: 0xC0)
        copy.title = "Note 1 (conflict 2026-11-21 23:02)"
        #expect(merged.notes == [theirEdit, two, three, copy])
    }

    @Test func bothEditedAndMineIsNewer() {
        let mineEdit = NoteFixtures.edited(one, title: "Mine", body: "here", at: 600)
        let theirEdit = NoteFixtures.edited(one, title: "Theirs", body: "elsewhere", at: 59)
        let merged = merge(mine: Library(notes: [mineEdit]), theirs: Library(notes: [theirEdit]), base: Library(notes: [one]))
        #expect(merged.notes.count == 2)
        #expect(merged.notes[0] == mineEdit)
        #expect(merged.notes[1].title == "Theirs (conflict 2026-11-21 23:00)")
        #expect(merged.notes[1].body == "elsewhere")
        #expect(merged.notes[1].modified == theirEdit.modified)
    }

    @Test func bothMadeTheSameEditIsNoConflict() {
        let edit = NoteFixtures.edited(one, body: "same", at: 30)
        #expect(merge(mine: Library(notes: [edit]), theirs: Library(notes: [edit]), base: Library(notes: [one])).notes == [edit])
    }

    @Test func withoutABaseNothingIsLost() {
        let theirOne = NoteFixtures.edited(one, body: "different", at: 5)
        let merged = merge(mine: Library(notes: [one, two]), theirs: Library(notes: [theirOne, three]), base: Library())
        #expect(Set(merged.notes.map(\.body)) == ["one", "two", "different", "three"])
    }

    @Test func draftThisSideWinsWhenItChangedIt() {
        let baseDraft = Draft(noteID: nil, title: "base", body: "")
        let mine = Draft(noteID: one.id, title: "mine", body: "")
        let theirs = Draft(noteID: nil, title: "theirs", body: "")
        let base = Library(notes: [one], draft: baseDraft)
        #expect(merge(mine: Library(notes: [one], draft: mine), theirs: Library(notes: [one], draft: theirs), base: base).draft == mine)
        // Clearing clears this side's own draft, not one another process wrote meanwhile.
        #expect(merge(mine: Library(notes: [one], draft: nil), theirs: Library(notes: [one], draft: theirs), base: base).draft == theirs)
        #expect(merge(mine: Library(notes: [one], draft: nil), theirs: Library(notes: [one], draft: baseDraft), base: base).draft == nil)
        // Unchanged here: the draft another process left is kept.
        #expect(merge(mine: Library(notes: [one], draft: baseDraft), theirs: Library(notes: [one], draft: theirs), base: base).draft == theirs)
    }
}
