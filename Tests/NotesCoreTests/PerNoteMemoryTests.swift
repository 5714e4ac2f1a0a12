import Foundation
import Testing
@testable import NotesModel
@testable import NotesSearching

/// What every note costs in each array of notes and in search's index:
/// at 100,000 notes each byte here is 100 KB of every copy. These sizes
/// fell from 112 and 104 bytes (issue 16); a field added inline pushes
/// them back up, and must earn it.
@Suite struct PerNoteMemoryTests {
    @Test(.enabled(if: MemoryLayout<Int>.size == 8)) func aNoteAndItsFoldingStaySmall() {
        #expect(MemoryLayout<Note>.stride <= 64, "id, the text's place, two dates and one box for the rare fields (pinned among them)")
        #expect(MemoryLayout<NoteText>.stride <= 24, "a buffer, where in it, and the two lengths")
        #expect(MemoryLayout<FoldedNote>.stride <= 24, "two stretch buffers and the tags; the text is the note's")
        #expect(MemoryLayout<FuzzyTitle>.stride <= 24, "the name and its tables; the grapheme count is in them")
    }

    @Test func theRareFieldsBoxIsKeptOnlyWhenOneIsSet() {
        var note = Note(id: UUID(), title: "t", body: "b", created: Date(), modified: Date())
        #expect(note == Note(id: note.id, title: "t", body: "b", created: note.created, modified: note.modified))
        let plain = note
        note.trashed = Date(timeIntervalSince1970: 5)
        #expect(note.trashed == Date(timeIntervalSince1970: 5) && note.importedFrom == nil && note.unknownFields == .none)
        #expect(note != plain, "the trash date is part of ==")
        note.importedFrom = "file"
        note.trashed = nil
        #expect(note.importedFrom == "file" && note.trashed == nil)
        note.importedFrom = nil
        note.pinned = true
        #expect(note.pinned && note != plain && note.trashed == nil, "pinned is part of ==")
        note.trashed = Date(timeIntervalSince1970: 7)
        #expect(note.pinned, "setting another rare field keeps the pin")
        (note.pinned, note.trashed) = (false, nil)
        #expect(note == plain, "back to no rare field: equal to the note that never had one")
        #expect(note.hashValue == plain.hashValue)
        var copy = note
        copy.trashed = Date(timeIntervalSince1970: 9)
        #expect(note.trashed == nil, "a copy's change is its own")
    }
}
