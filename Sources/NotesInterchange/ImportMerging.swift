import Foundation
import NotesMerging
import NotesModel

/// Notes with ids brought into the library one by one (`LibraryImport`),
/// each against the library as the import has made it so far.
///
/// A version whose text differs from the note here is merged by
/// `LibraryMerge`, as two writers' saves are: the newer `modified` wins,
/// the other is kept as a conflict copy. What makes a second import of the
/// same files change nothing: a conflict copy is made only of text not kept
/// already (as a note, or as any conflict copy of it), and when the text
/// here wins the note stays exactly as it is, its pin and trash included.
package struct ImportMerging {
    /// A note's name and body: what "the same text" means here.
    package struct TextKey: Hashable {
        package var title: String
        package var body: String
    }

    package private(set) var current: [UUID: Note]
    /// The text of every note, as it is named.
    package var seenText: Set<TextKey>
    /// How many notes keep each text: as themselves, and conflict copies
    /// under the name of the note they are a copy of.
    private var keptText: [TextKey: Int] = [:]
    /// Ids added or changed, in order.
    package private(set) var changed: [UUID] = []
    private var changedSet: Set<UUID> = []
    package private(set) var conflictCopies: [Note] = []
    package var summary = LibraryImport.Summary()

    package init(_ notes: [Note]) {
        // The trash too: re-importing a trashed note adds no second copy.
        current = Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        seenText = Set(notes.map(Self.key))
        for note in notes { keep(note, by: 1) }
    }

    /// `base`: the version both `note` and the library's came from, when known.
    package mutating func bringIn(_ note: Note, base: Note?, makeID: () -> UUID) {
        guard let here = current[note.id] else {
            take(note)
            summary.added += 1
            return
        }
        guard here.title != note.title || here.body != note.body else {
            summary.unchanged += 1
            return
        }
        let merged = LibraryMerge.merge(base: Library(notes: base.map { [$0] } ?? []), mine: Library(notes: [here]),
                                        theirs: Library(notes: [note]), makeID: makeID).notes
        let hereWon = merged[0].title == here.title && merged[0].body == here.body
        let result = hereWon ? here : merged[0]
        let loser = hereWon ? note : here
        var copy = merged.count > 1 ? merged[1] : nil
        // The same text kept already by another note (this import made
        // before): no second copy.
        if copy != nil, keptText[Self.key(loser), default: 0] > (hereWon ? 0 : 1) { copy = nil }
        if let copy {
            conflictCopies.append(copy)
            seenText.insert(Self.key(copy))
            keep(copy, by: 1)
        }
        if merged.count == 1 {
            summary.updated += 1
        } else if copy == nil, hereWon {
            summary.unchanged += 1
        } else {
            summary.merged += 1
        }
        if result != here { take(result) }
    }

    private mutating func take(_ note: Note) {
        if changedSet.insert(note.id).inserted { changed.append(note.id) }
        if let replaced = current[note.id] { keep(replaced, by: -1) }
        current[note.id] = note
        seenText.insert(Self.key(note))
        keep(note, by: 1)
    }

    private mutating func keep(_ note: Note, by change: Int) {
        keptText[Self.key(note), default: 0] += change
        if let name = Self.nameBeforeConflictStamp(note.title) { keptText[TextKey(title: name, body: note.body), default: 0] += change }
    }

    package static func key(_ note: Note) -> TextKey {
        TextKey(title: note.displayTitle, body: note.body)
    }

    /// `Plan` of `Plan (conflict 2026-11-21 23:05)` (`LibraryMerge.conflictTitle`).
    package static func nameBeforeConflictStamp(_ title: String) -> String? {
        guard title.hasSuffix(")"), let open = title.range(of: " (conflict ", options: .backwards),
              title.distance(from: open.upperBound, to: title.endIndex) == "2026-11-21 23:05)".count
        else { return nil }
        return String(title[..<open.lowerBound])
    }
}
