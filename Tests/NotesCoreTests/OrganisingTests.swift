import Foundation
import TestSupport
import Testing
@testable import NotesCore
@testable import NotesModel
@testable import NotesSearching
@testable import NotesStorage

/// Pins, the trash with its undo, and the sort orders, through the controller.
@Suite("Organising: pins, trash, sort")
struct OrganisingTests {
    let clock = TestClock()
    let ids = SequentialUUIDs()

    func makeController(store: NotesStore = InMemoryNotesStore()) -> NotesController {
        NotesController(store: store, clock: clock.now, makeID: ids.generate, samples: [])
    }

    /// Three notes, A oldest; returns them in creation order.
    func threeNotes(_ controller: NotesController) -> [Note] {
        ["Alpha", "beta", "Gamma"].map { title in
            clock.advance(by: 60)
            return controller.createNote(title: title, body: "\(title) #\(title.lowercased()) milk")
        }
    }

    @Test func aTrashedNoteLeavesTheListTheFilterAndItsModifiedStays() throws {
        let store = InMemoryNotesStore()
        let controller = makeController(store: store)
        let notes = threeNotes(controller)
        clock.advance(by: 60)
        #expect(controller.trashNote(notes[1].id))
        #expect(!controller.trashNote(notes[1].id), "already in the trash")
        #expect(controller.notes.map(\.title) == ["Gamma", "Alpha"])
        #expect(controller.search("milk").map(\.title) == ["Gamma", "Alpha"])
        #expect(controller.search("#beta").isEmpty)
        #expect(controller.trashedNotes.map(\.title) == ["beta"])
        #expect(controller.trashedNotes[0].trashed == clock.current)
        #expect(controller.trashedNotes[0].modified == notes[1].modified)
        try controller.save()
        #expect(store.library?.notes.count == 3, "the trash is in the library")
        #expect(store.library?.notes.first { $0.id == notes[1].id }?.trashed == clock.current)
    }

    @Test func undoRestoresTheLatestTrashedAgainAndAgain() {
        let controller = makeController()
        let notes = threeNotes(controller)
        for note in notes { clock.advance(by: 1); controller.trashNote(note.id) }
        #expect(controller.notes.isEmpty)
        #expect(controller.undoTrash()?.title == "Gamma")
        #expect(controller.undoTrash()?.title == "beta")
        #expect(controller.undoTrash()?.title == "Alpha")
        #expect(controller.undoTrash() == nil)
        #expect(!controller.canUndoTrash)
        #expect(controller.notes.count == 3)
    }

    @Test func undoSkipsNotesRestoredOrDeletedMeanwhile() {
        let controller = makeController()
        let notes = threeNotes(controller)
        for note in notes { controller.trashNote(note.id) }
        controller.restoreNote(notes[2].id)
        controller.deleteNote(notes[1].id)
        #expect(controller.undoTrash()?.title == "Alpha")
        #expect(controller.undoTrash() == nil)
    }

    @Test func restoreAndDeleteForeverAndEmptyTrash() {
        let controller = makeController()
        let notes = threeNotes(controller)
        #expect(!controller.restoreNote(notes[0].id), "not in the trash")
        controller.trashNote(notes[0].id)
        controller.trashNote(notes[1].id)
        #expect(controller.restoreNote(notes[0].id))
        #expect(controller.note(withID: notes[0].id)?.trashed == nil)
        #expect(controller.emptyTrash() == 1)
        #expect(controller.note(withID: notes[1].id) == nil)
        #expect(controller.emptyTrash() == 0)
        #expect(controller.notes.map(\.title) == ["Gamma", "Alpha"])
    }

    @Test func pinningNeverChangesModifiedAndATrashedNoteCannotBePinned() {
        let controller = makeController()
        let notes = threeNotes(controller)
        clock.advance(by: 60)
        #expect(controller.setPinned(notes[0].id, true))
        #expect(controller.note(withID: notes[0].id)?.modified == notes[0].modified)
        #expect(controller.notes(sortedBy: .modified).map(\.title) == ["Alpha", "Gamma", "beta"])
        controller.trashNote(notes[1].id)
        #expect(!controller.setPinned(notes[1].id, true))
        #expect(controller.setPinned(notes[0].id, false))
        #expect(controller.notes(sortedBy: .modified).map(\.title) == ["Gamma", "Alpha"])
    }

    @Test func editingATrashedNoteBringsItBack() {
        let controller = makeController()
        let notes = threeNotes(controller)
        controller.trashNote(notes[0].id)
        #expect(controller.updateNote(notes[0].id, title: "Alpha", body: "edited")?.trashed == nil)
        #expect(controller.notes.contains { $0.id == notes[0].id })
    }

    @Test func sortOrdersKeepPinnedFirst() {
        let controller = makeController()
        let notes = threeNotes(controller)
        clock.advance(by: 60)
        controller.updateNote(notes[0].id, title: "Alpha", body: "newest edit")
        #expect(controller.notes(sortedBy: .modified).map(\.title) == ["Alpha", "Gamma", "beta"])
        #expect(controller.notes(sortedBy: .created).map(\.title) == ["Gamma", "beta", "Alpha"])
        #expect(controller.notes(sortedBy: .title).map(\.title) == ["Alpha", "beta", "Gamma"])
        controller.setPinned(notes[2].id, true)
        #expect(controller.notes(sortedBy: .title).map(\.title) == ["Gamma", "Alpha", "beta"])
        #expect(NoteSort.modified.next == .created && NoteSort.created.next == .title && NoteSort.title.next == .modified)
    }

    @Test func titleOrderIgnoresCaseAndAccents() {
        let controller = makeController()
        for title in ["Éclair", "apple", "Zebra", "eclipse", "école"] {
            clock.advance(by: 1)
            controller.createNote(title: title, body: "")
        }
        #expect(controller.notes(sortedBy: .title).map(\.title) == ["apple", "Éclair", "eclipse", "école", "Zebra"])
    }

    /// A trashing patches the kept order instead of sorting again; the
    /// filter's positions in it must follow (the title order here is the
    /// reverse of the notes' own, so every position moves).
    @Test func aTrashingKeepsTheFiltersPositionsInTheKeptOrder() {
        let controller = makeController()
        for index in 0..<6 {
            clock.advance(by: 1)
            controller.createNote(title: "N\(index)", body: "")
        }
        #expect(controller.searchSoFar("n", sortedBy: .title, budget: .max).positions == Array(0..<6))
        controller.trashNote(controller.notes.first { $0.title == "N3" }!.id)
        let answer = controller.searchSoFar("n", sortedBy: .title, budget: .max)
        #expect(answer.positions.map { answer.sorted[$0].title } == ["N0", "N1", "N2", "N4", "N5"])
    }

    /// Random trash, restore, undo, pin, delete-for-good and empty-trash
    /// steps against a plain model of what each should do.
    @Test func randomStepsFollowAPlainModel() {
        var random = SeededRandom.fromEnvironment(fallback: 0x7245)
        for _ in 0..<SeededRandom.iterations(fallback: 60) {
            let controller = makeController()
            var model: [UUID: (trashed: Bool, pinned: Bool)] = [:]
            var undoStack: [UUID] = []
            for index in 0..<6 {
                clock.advance(by: 1)
                model[controller.createNote(title: "N\(index)", body: "").id] = (false, false)
            }
            for step in 0..<40 {
                // The kept order (and a search's positions in it) is what a
                // trashing patches: keep one, of any order, before each step.
                let kept = NoteSort.allCases.randomElement(using: &random)!
                _ = controller.searchSoFar("n", sortedBy: kept, budget: .max)
                let ids = Array(model.keys).sorted { $0.uuidString < $1.uuidString }
                guard let id = ids.randomElement(using: &random) else { break }
                clock.advance(by: 1)
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    #expect(controller.trashNote(id) == !model[id]!.trashed)
                    if !model[id]!.trashed { model[id]!.trashed = true; undoStack.append(id) }
                case 1:
                    #expect(controller.restoreNote(id) == model[id]!.trashed)
                    model[id]!.trashed = false
                    undoStack.removeAll { $0 == id }
                case 2:
                    var expected: UUID?
                    while let last = undoStack.popLast() { if model[last]?.trashed == true { expected = last; break } }
                    #expect(controller.undoTrash()?.id == expected, "seed \(random.seed) step \(step)")
                    if let expected { model[expected]!.trashed = false }
                case 3:
                    let pin = Bool.random(using: &random)
                    #expect(controller.setPinned(id, pin) == !model[id]!.trashed)
                    if !model[id]!.trashed { model[id]!.pinned = pin }
                case 4:
                    #expect(controller.deleteNote(id))
                    model[id] = nil
                default:
                    #expect(controller.emptyTrash() == model.values.filter(\.trashed).count)
                    model = model.filter { !$0.value.trashed }
                    undoStack.removeAll()
                }
                // A search's matches, placed in each order by position, are
                // the fresh sort's matching notes (the kept order first, as the
                // step left it).
                for sort in [kept] + NoteSort.allCases {
                    for query in ["n", "n1", "N3 n"] {
                        let answer = controller.searchSoFar(query, sortedBy: sort, budget: .max)
                        let words = NotesSearch.words(of: query)
                        let expected = sort.sorted(controller.notes).filter { NotesSearch.matches($0, words: words) }
                        #expect(answer.positions.map { answer.sorted[$0] } == expected, "seed \(random.seed) step \(step) \(sort) \(query)")
                    }
                }
                #expect(Set(controller.notes.map(\.id)) == Set(model.filter { !$0.value.trashed }.keys), "seed \(random.seed) step \(step)")
                #expect(Set(controller.trashedNotes.map(\.id)) == Set(model.filter { $0.value.trashed }.keys))
                #expect(Set(controller.allNotes.filter(\.pinned).map(\.id)) == Set(model.filter { $0.value.pinned }.keys))
                // The views agree with the whole library, in its order.
                #expect(controller.notes == controller.allNotes.filter { !$0.isTrashed }, "seed \(random.seed) step \(step)")
                #expect(controller.trashedNotes.map(\.trashed) == controller.trashedNotes.map(\.trashed).sorted { $0! > $1! })
                // The kept sorted list (patched on a trashing) is a fresh sort.
                #expect(controller.notes(sortedBy: .modified) == NoteSort.modified.sorted(controller.notes), "seed \(random.seed) step \(step)")
                let sorted = controller.notes(sortedBy: .title)
                #expect(sorted.drop { $0.pinned }.allSatisfy { !$0.pinned }, "pinned first")
            }
        }
    }
}

/// Tag counts for the Tags screen and `tags`.
@Suite("Tag counts")
struct TagCountTests {
    @Test func countsNotesOnceWithParentsCountingNestedTagsAndNoTrash() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        controller.createNote(title: "a", body: "#work/meetings #work")
        controller.createNote(title: "b", body: "#work/meetings/monday")
        controller.createNote(title: "c", body: "#Home #work-x")
        let trashed = controller.createNote(title: "d", body: "#home #trashonly")
        controller.trashNote(trashed.id)
        let counts = controller.tagCounts()
        #expect(counts.map(\.tag) == ["Home", "work", "work/meetings", "work/meetings/monday", "work-x"])
        #expect(counts.map(\.count) == [1, 2, 2, 1, 1])
        #expect(counts.map(\.depth) == [0, 0, 1, 2, 0])
        #expect(counts[3].leaf == "monday")
        #expect(controller.notes(taggedWith: "work/meetings", sortedBy: .title).map(\.title) == ["a", "b"])
        #expect(controller.notes(taggedWith: "trashonly", sortedBy: .title).isEmpty)
    }

    @Test func countsFollowEdits() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        let note = controller.createNote(title: "a", body: "#one")
        #expect(controller.tagCounts().map(\.tag) == ["one"])
        controller.updateNote(note.id, title: "a", body: "#two")
        #expect(controller.tagCounts().map(\.tag) == ["two"])
        controller.deleteNote(note.id)
        #expect(controller.tagCounts().isEmpty)
    }
}

/// Idle time parses tags, folds for search, then folds the names the
/// title order compares, then prepares them for quick open.
@Suite struct IdlePreparationTests {
    @Test func idleWorkCoversSearchThenTitleKeysInSlices() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        for title in ["b", "a", "c"] { controller.createNote(title: title, body: "") }
        #expect(controller.canSortNow(by: .title), "three notes sort at once; the order is now wanted")
        var turns = 0
        while !controller.prepareSearch(budget: 1) { turns += 1 }
        // Tags are parsed one note a turn (the third turn finishes them
        // and starts search), then search folds one a turn, then the names
        // fold one a turn, then quick open prepares them, one a turn.
        #expect(turns == 8, "the ninth turn says all is done")
        #expect(controller.notes(sortedBy: .title).map(\.title) == ["a", "b", "c"])
        #expect(controller.prepareSearch(budget: 1), "nothing left until the notes change")
    }

    @Test func namesAreFoldedForTheTitleOrderOnlyOnceItIsAskedFor() {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        for title in ["b", "a", "c"] { controller.createNote(title: title, body: "") }
        var turns = 0
        while !controller.prepareSearch(budget: 1) { turns += 1 }
        #expect(turns == 6, "tags, search and quick open, three turns each; no names folded")
        _ = controller.canSortNow(by: .title)
        #expect(!controller.prepareSearch(budget: 1), "asked for, the names are folded in idle time too")
        while !controller.prepareSearch(budget: 1) {}
        #expect(controller.notes(sortedBy: .title).map(\.title) == ["a", "b", "c"])
    }
}
