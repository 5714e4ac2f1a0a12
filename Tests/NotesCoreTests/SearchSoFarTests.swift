import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// A search typed before every note is prepared: each answer waits for at
/// most a budget of folding, holds only true matches among the newest
/// notes, and grows, as idle time prepares the rest, to exactly what the
/// plain definition finds.
@Suite struct SearchSoFarTests {
    @Test func partialAnswersAreTrueMatchesAndGrowToTheExactAnswer() {
        var random = SeededRandom.fromEnvironment(fallback: 0x5EA)
        for round in 0..<SeededRandom.iterations(fallback: 60) {
            let notes = (0..<Int.random(in: 1...120, using: &random)).map { NotesSearchTests.note($0, &random) }
            let search = NotesSearch()
            let query = NotesSearchTests.text(&random, maxPieces: 3)
            let exact = SearchBruteForce.filter(notes, query)
            let context = "seed \(random.seed), round \(round), query \(Array(query.unicodeScalars))"
            var previous: [Note] = []
            var turns = 0
            while true {
                let budget = Int.random(in: 1...20, using: &random)
                let answer = search.filterSoFar(notes, revision: 1, query: query, budget: budget)
                #expect(answer.notes.allSatisfy { note in exact.contains(note) }, "\(context): only true matches")
                #expect(Array(answer.notes.prefix(previous.count)) == previous, "\(context): the answer only grows")
                previous = answer.notes
                if answer.isComplete {
                    #expect(answer.notes == exact, "\(context): the exact answer in the end")
                    break
                }
                // Idle time between keys prepares a slice more, sometimes.
                if Bool.random(using: &random) { search.prepare(notes, revision: 1, budget: Int.random(in: 1...30, using: &random)) }
                turns += 1
                #expect(turns < 1_000, "\(context): never completes")
                if turns >= 1_000 { break }
            }
        }
    }

    /// Keys as a person types them while the notes are still being
    /// prepared (and the notes change now and then): a word extended, a
    /// character deleted, a new query. Each answer is the exact matches
    /// among a first stretch of the notes — a prefix of the exact answer —
    /// and the whole exact answer once complete, whatever was kept from
    /// the queries before.
    @Test func keysTypedAndDeletedWhilePreparingGiveExactPrefixes() {
        var random = SeededRandom.fromEnvironment(fallback: 0x5EB)
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            var notes = (0..<Int.random(in: 1...150, using: &random)).map { NotesSearchTests.note($0, &random) }
            var revision = 1
            let search = NotesSearch()
            var query = ""
            for key in 0..<60 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4: query += NotesSearchTests.text(&random, maxPieces: 1)
                case 4..<7: if !query.isEmpty { query.removeLast() }
                case 7: query = NotesSearchTests.text(&random, maxPieces: 3)
                case 8:
                    let index = Int.random(in: notes.indices, using: &random)
                    notes[index].body = NotesSearchTests.text(&random, maxPieces: 30)
                    revision += 1
                default: search.prepare(notes, revision: revision, budget: Int.random(in: 1...40, using: &random))
                }
                let exact = SearchBruteForce.filter(notes, query)
                let answer = search.filterSoFar(notes, revision: revision, query: query, budget: Int.random(in: 1...8, using: &random))
                let context = "seed \(random.seed), round \(round), key \(key), query \(Array(query.unicodeScalars))"
                #expect(answer.notes == Array(exact.prefix(answer.notes.count)), "\(context): a prefix of the exact answer")
                if answer.isComplete { #expect(answer.notes == exact, "\(context): the exact answer") }
            }
        }
    }

    @Test func afterAChangeOnlyTheChangedNoteWaitsToBePrepared() {
        let notes = (0..<500).map { Note(id: UUID(), title: "Note \($0)", body: "body", created: Date(), modified: Date()) }
        let search = NotesSearch()
        #expect(search.prepare(notes, revision: 1))
        var changed = notes
        changed[250].body = "a new word"
        let answer = search.filterSoFar(changed, revision: 2, query: "new", budget: 1)
        #expect(answer.isComplete, "the 499 unchanged notes are reused without counting against the budget")
        #expect(answer.notes.map(\.id) == [notes[250].id])
    }

    @Test func aLongNoteCountsForManyInABudget() {
        let long = Note(id: UUID(), title: "Long", body: String(repeating: "kiwi and more words ", count: 15_000),
                        created: Date(), modified: Date())
        let short = (0..<5).map { Note(id: UUID(), title: "Short \($0)", body: "kiwi", created: Date(), modified: Date()) }
        let search = NotesSearch()
        let first = search.filterSoFar([long] + short, revision: 1, query: "kiwi", budget: 10)
        #expect(!first.isComplete, "300 KB is a budget's worth on its own")
        #expect(first.notes.map(\.title) == ["Long"])
        let second = search.filterSoFar([long] + short, revision: 1, query: "kiwi", budget: 10)
        #expect(second.isComplete)
        #expect(second.notes.count == 6)
    }
}
