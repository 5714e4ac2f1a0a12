import Foundation
import TestSupport
import Testing
@testable import NotesCore
@testable import NotesModel
@testable import NotesSearching

/// The tag index keeps each note's tags in the notes' order and hands
/// them to search's folding by position, and search reuses foldings by
/// position too: after any edits, trashing, deletions and additions,
/// interleaved with idle slices of any size, every answer equals parsing
/// and folding every note afresh.
@Suite struct TagIndexTests {
    private static let tagWords = ["#work", "#work/meetings", "#home", "#ünï", "#a/b/c", "#Work", "plain", "#home/x"]

    private static func body(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in tagWords.randomElement(using: &random)! }
            .joined(separator: " ")
    }

    /// The counts made afresh from every note's tags: counted ignoring
    /// case, each spelled as most notes write it (on a tie, first in order).
    private static func plainCounts(_ notes: [Note]) -> [TagCount] {
        var spellings: [String: [String: Int]] = [:]
        for note in notes {
            var counted = Set<String>()
            for tag in NoteTags.tags(of: note) {
                for name in NoteTags.selfAndAncestors(of: tag) where counted.insert(name.lowercased()).inserted {
                    spellings[name.lowercased(), default: [:]][name, default: 0] += 1
                }
            }
        }
        return spellings.map { key, written in
            let most = written.values.max()!
            return (key, TagCount(tag: written.filter { $0.value == most }.keys.min()!, count: written.values.reduce(0, +)))
        }.sorted { TagIndex.isBefore($0.0, $1.0) }.map(\.1)
    }

    @Test func answersEqualParsingEveryNoteAfreshAfterAnyChanges() {
        var random = SeededRandom.fromEnvironment(fallback: 16_401)
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            let controller = NotesController(store: InMemoryNotesStore(), samples: [])
            for index in 0..<Int.random(in: 0...12, using: &random) {
                controller.createNote(title: "n\(index)", body: Self.body(&random))
            }
            for step in 0..<30 {
                let context = "round \(round), step \(step), seed \(random.seed)"
                let ids = controller.notes.map(\.id)
                switch Int.random(in: 0..<8, using: &random) {
                case 0: controller.createNote(title: "new", body: Self.body(&random))
                case 1, 2: if let id = ids.randomElement(using: &random) {
                    controller.updateNote(id, title: "edited", body: Self.body(&random))
                }
                case 3: if let id = ids.randomElement(using: &random) { controller.trashNote(id) }
                case 4: if let id = ids.randomElement(using: &random) { controller.deleteNote(id) }
                case 5: controller.prepareSearch(budget: Int.random(in: 1...4, using: &random))
                default: break
                }
                let tag = ["#work", "#home", "#ünï", "#a/b", "#a/b/c"].randomElement(using: &random)!
                let name = String(tag.dropFirst())
                let plain = controller.notes.filter { NotesSearch.matches($0, words: [TextFolding.fold(tag)]) }
                #expect(controller.search(tag) == plain, "\(context): search \(tag)")
                // A text word too: foldings reused across revisions, some
                // from a folding that a change interrupted, read the right note.
                let word = ["edited", "new", "plain", "ünï", "n1"].randomElement(using: &random)!
                let plainText = controller.notes.filter { NotesSearch.matches($0, words: [TextFolding.fold(word)]) }
                #expect(controller.search(word) == plainText, "\(context): search \(word)")
                #expect(controller.notes(taggedWith: name, sortedBy: .modified)
                    == NoteSort.modified.sorted(controller.notes).filter { note in
                        NoteTags.tags(of: note).contains { NoteTags.tag($0.lowercased(), isWithin: name) }
                    }, "\(context): notes tagged \(name)")
                if Bool.random(using: &random) {
                    #expect(controller.tagCounts() == Self.plainCounts(controller.notes), "\(context): counts")
                }
            }
        }
    }

    /// Notes with the same set of tags keep one array of them (notes share
    /// few sets), in the order each note names them; past the table's
    /// limit sets are shared afresh and every note still has its own tags.
    @Test func notesWithTheSameTagsShareOneArray() {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let bodies = ["#work #home", "x #work #home y", "#home #work", "#work"]
            + (0..<TagIndex.sharedTagsLimit + 5).map { "#t\($0) #work" } + ["#work #home"]
        let notes = bodies.map { Note(id: UUID(), title: "n", body: $0, created: date, modified: date) }
        let index = TagIndex()
        #expect(index.prepare(notes, revision: 1, budget: .max))
        let kept = index.tags(of: notes, revision: 1)
        #expect(kept.map { $0 } == notes.map(NoteTags.tags(of:)))
        func storage(_ tags: [String]) -> UnsafeRawPointer? { tags.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        #expect(storage(kept[0]) == storage(kept[1]), "the same set, twice: one array")
        #expect(storage(kept[0]) != storage(kept[2]) && kept[2] == ["home", "work"], "another order is another array")
        #expect(storage(kept[0]) != storage(kept[kept.count - 1]) && kept[kept.count - 1] == kept[0],
                "after the table started afresh, a new array that is shared from then on")
    }

    /// Tags equal only canonically ("café" composed and decomposed) are
    /// not shared: each note keeps its own bytes, as parsing gives them.
    @Test func canonicallyEqualTagsKeepTheirOwnBytes() {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let bodies = ["#caf\u{E9} #x", "#cafe\u{301} #x", "#caf\u{E9} #x"]
        let notes = bodies.map { Note(id: UUID(), title: "n", body: $0, created: date, modified: date) }
        let index = TagIndex()
        #expect(index.prepare(notes, revision: 1, budget: .max))
        let kept = index.tags(of: notes, revision: 1)
        for (tags, note) in zip(kept, notes) {
            let parsed = NoteTags.tags(of: note)
            #expect(tags.count == parsed.count && zip(tags, parsed).allSatisfy { $0.utf8.elementsEqual($1.utf8) }, "\(note.body)")
        }
    }
}
