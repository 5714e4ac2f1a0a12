import Foundation
import NotesCore
import NotesModel
import TestSupport
import Testing

/// What the screens ask instead of sizing slices themselves (issue 33):
/// `isReady(for:)` and `prepareDuringIdleTurn(for:)`, paced by the
/// controller's `preparationPace`. Only the public interface is used here,
/// as a screen would.
@Suite struct PreparationReadinessTests {
    static func controller(notes count: Int, pace: PreparationPace) -> NotesController {
        let controller = NotesController(store: InMemoryNotesStore(), samples: [])
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        controller.insertNotes((1...count).map { number in
            let date = start.addingTimeInterval(Double(count - number))
            return Note(id: UUID(), title: "Note \(number)", body: "#tag\(number % 7) body", created: date, modified: date)
        })
        controller.preparationPace = pace
        return controller
    }

    @Test(arguments: [PreparedAnswer.search, .tagCounts, .quickOpen])
    func anAnswerIsReadyOnlyAfterItsIdleTurns(answer: PreparedAnswer) {
        let controller = Self.controller(notes: 3_000, pace: PreparationPace(notesPerKey: 10, notesPerSearchTurn: 100, notesPerNamesTurn: 100))
        #expect(!controller.isReady(for: answer), "3,000 notes are not prepared before any idle turn")
        var turns = 0
        while !controller.isReady(for: answer), turns < 1_000 {
            controller.prepareDuringIdleTurn(for: answer)
            turns += 1
        }
        #expect(controller.isReady(for: answer))
        // Tag counts are ready once what is left fits in one key's work.
        #expect(turns >= (answer == .tagCounts ? 2 : 3_000 / 100), "prepared in slices of the pace, not at once: \(turns) turns")
        while !controller.prepareDuringIdleTurn(for: answer) {}
        controller.createNote(title: "One more", body: "")
        #expect(!controller.isReady(for: .search) || answer != .search, "the new note is not folded yet")
        #expect(controller.prepareDuringIdleTurn(for: answer), "a change costs one note's work, within a turn")
        #expect(controller.isReady(for: answer))
    }

    /// A filter answers with what the pace lets one key fold, then grows
    /// to the exact answer as idle turns fold the rest.
    @Test func aFilterKeyFoldsAtMostThePacesNotes() {
        let controller = Self.controller(notes: 500, pace: PreparationPace(notesPerKey: 50, notesPerSearchTurn: 50, notesPerNamesTurn: 50))
        let first = controller.searchSoFar("note", sortedBy: .modified)
        #expect(!first.isComplete)
        #expect(first.positions.count == 50, "the newest 50 notes were searched")
        while !controller.prepareDuringIdleTurn(for: .search) {}
        let whole = controller.searchSoFar("note", sortedBy: .modified)
        #expect(whole.isComplete)
        #expect(whole.positions.count == 500)
    }

    /// The title order waits for idle turns in a large library only.
    @Test func theTitleOrderIsReadyAtOnceInASmallLibraryAndAfterIdleTurnsInALargeOne() {
        let small = Self.controller(notes: 10, pace: .standard)
        #expect(small.isReady(for: .order(.title)))
        let large = Self.controller(notes: 5_000, pace: .standard)
        #expect(large.isReady(for: .order(.modified)))
        #expect(!large.isReady(for: .order(.title)))
        while !large.prepareDuringIdleTurn(for: .order(.title)) {}
        #expect(large.isReady(for: .order(.title)))
        #expect(large.notes(sortedBy: .title).first?.title == "Note 1")
    }
}
