import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Searches for any controller change a save fails to name, or any
/// unchanged note it names: after each save the notes the store wrote are
/// exactly those whose value differs from what it held before, and once
/// nothing is unsaved the store holds what the controller holds — with
/// other programs changing notes in between.
@Suite struct StoreSeamPropertyTests {
    @Test func everySaveWritesExactlyTheNotesThatChanged() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x5EA3)
        for _ in 0..<SeededRandom.iterations(fallback: 60) {
            try runOneSequence(&random)
        }
    }

    private func runOneSequence(_ random: inout SeededRandom) throws {
        let seed = random.next()
        var steps = SeededRandom(seed: seed)
        let clock = TestClock()
        let store = InMemoryNotesStore(library: NoteFixtures.largeLibrary(count: Int.random(in: 0...12, using: &steps)))
        let controller = NotesController(store: store, clock: clock.now, makeID: SequentialUUIDs(prefix: 7).generate, samples: [])
        try controller.load()
        var log: [String] = []
        for _ in 0..<Int.random(in: 1...25, using: &steps) {
            for _ in 0..<Int.random(in: 0...4, using: &steps) {
                clock.advance(by: Double(Int.random(in: 0...2, using: &steps)))
                log.append(change(controller, &steps))
            }
            if Int.random(in: 0..<4, using: &steps) == 0 { log.append(changeElsewhere(store, &steps)) }
            let before = byID(store.library?.notes ?? [])
            let savesBefore = store.saveCount
            switch Int.random(in: 0..<3, using: &steps) {
            case 0:
                try controller.save()
                log.append("save")
            case 1:
                controller.startBackgroundSave()
                controller.finishBackgroundSave(waiting: true)
                log.append("background save")
            default:
                controller.syncIfChangedElsewhere()
                log.append("sync if changed elsewhere")
            }
            let after = byID(store.library?.notes ?? [])
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            // A save with nothing unsaved (or a reload) does not write.
            let written = store.saveCount > savesBefore ? store.lastWritten : []
            #expect(written == changed, "seed \(seed): \(log)")
            // Once nothing waits on either side, both hold the same notes.
            if !controller.hasUnsavedChanges, !store.changedElsewhere {
                let same = after == byID(controller.allNotes)
                #expect(same, "seed \(seed): \(log)")
                if !same { return }
            }
            if written != changed { return }
        }
    }

    /// Another program changes, adds or removes one note's file.
    private func changeElsewhere(_ store: InMemoryNotesStore, _ random: inout SeededRandom) -> String {
        let stored = store.library?.notes ?? []
        switch (Int.random(in: 0..<3, using: &random), stored.randomElement(using: &random)) {
        case let (0, note?):
            store.changeElsewhere([NoteFixtures.edited(note, body: "changed elsewhere", at: 5_000)])
            return "elsewhere: edit \(note.title)"
        case let (1, note?):
            store.changeElsewhere([], removing: [note.id])
            return "elsewhere: remove \(note.title)"
        default:
            let note = NoteFixtures.note(UInt64.random(in: 100...120, using: &random), title: "from elsewhere", modified: 4_000)
            store.changeElsewhere([note])
            return "elsewhere: add \(note.id)"
        }
    }

    /// One random change through the controller; returns what it was.
    private func change(_ controller: NotesController, _ random: inout SeededRandom) -> String {
        let any = controller.allNotes.randomElement(using: &random)
        let trashed = controller.trashedNotes.randomElement(using: &random)
        let word = ["a", "b", "c"].randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            controller.createNote(title: word, body: word)
            return "create \(word)"
        case 1:
            guard let any else { return "no edit" }
            controller.updateNote(any.id, title: word, body: any.body)
            return "edit \(any.title) to \(word)"
        case 2:
            guard let any else { return "no trash" }
            controller.trashNote(any.id)
            return "trash \(any.title)"
        case 3:
            guard let trashed else { return "no restore" }
            controller.restoreNote(trashed.id)
            return "restore \(trashed.title)"
        case 4:
            guard let any else { return "no pin" }
            let pinned = Bool.random(using: &random)
            controller.setPinned(any.id, pinned)
            return "pin \(any.title) \(pinned)"
        case 5:
            guard let any else { return "no delete" }
            controller.deleteNote(any.id)
            return "delete \(any.title)"
        case 6:
            controller.emptyTrash()
            return "empty trash"
        case 7:
            _ = controller.undoTrash()
            return "undo trash"
        default:
            var imported = [NoteFixtures.note(UInt64.random(in: 1...20, using: &random), title: "imported \(word)")]
            if let any { imported.append(NoteFixtures.edited(any, body: "imported \(word)", at: 1)) }
            controller.insertNotes(imported)
            return "import \(imported.map(\.title))"
        }
    }

    private func byID(_ notes: [Note]) -> [UUID: Note] {
        Dictionary(notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
