import Foundation
import NotesModel

/// The foldings a new revision of the notes may reuse: those of the last
/// complete revision and of one whose folding was interrupted, found by
/// note id and reused while the note's text is the same. The arrays are
/// the ones search kept (no copy); the table holds only positions — a
/// table of foldings and notes would cost memory for every note at every
/// change.
struct ReusableFoldings {
    private var folded: [FoldedNote] = []
    private var notes: [Note] = []
    private var partial: [FoldedNote] = []
    private var partialNotes: [Note] = []
    /// At or above 0: a place in `folded`; below: `-(place + 1)` in `partial`.
    private var places: [UUID: Int] = [:]

    /// `folded` are the foldings of `notes`; `partial` of the first
    /// `partial.count` of `partialNotes`.
    init(folded: [FoldedNote], of notes: [Note], partial: [FoldedNote], of partialNotes: [Note]) {
        (self.folded, self.notes, self.partial, self.partialNotes) = (folded, notes, partial, partialNotes)
        places.reserveCapacity(folded.count + partial.count)
        for index in folded.indices { places[notes[index].id] = index }
        for index in partial.indices { places[partialNotes[index].id] = -(index + 1) }
    }

    init() {}

    /// The folding made for `note` when its title and body are the same
    /// bytes: a folding keeps places in its text's UTF-8, so text that is
    /// only canonically equal (`"é"` and `"e\u{301}"`, which `==` calls
    /// equal) is folded again. The same storage is not read at all.
    func folding(for note: Note) -> FoldedNote? {
        guard let place = places[note.id] else { return nil }
        let (folding, old) = place >= 0 ? (folded[place], notes[place]) : (partial[-place - 1], partialNotes[-place - 1])
        return old.text.hasSameBytes(as: note.text) ? folding : nil
    }
}
