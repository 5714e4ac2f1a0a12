import Foundation
import TestSupport
import Testing
@testable import NotesModel

/// Values made from each note's text, kept in the notes' order: after any
/// run of edits, moves, deletions and additions, prepared in slices of any
/// budget, they are exactly what making them anew gives, and only notes
/// whose text changed are made again.
@Suite struct NoteDerivedTests {
    @Test func valuesFollowTheNotesAndOnlyChangedNotesAreMadeAgain() {
        var random = SeededRandom.fromEnvironment(fallback: 73)
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        func note(_ text: String) -> Note { Note(id: UUID(), title: text, body: "b" + text, created: date, modified: date) }
        var notes = (0..<30).map { note("n\($0)") }
        var derived = NoteDerived<String>()
        var revision = 0
        for step in 0..<SeededRandom.iterations(fallback: 400) {
            // At first every note is new.
            var changed = step == 0 ? Set(notes.map(\.id)) : Set<UUID>()
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !notes.isEmpty:
                    let index = Int.random(in: 0..<notes.count, using: &random)
                    notes[index].title += "!"
                    changed.insert(notes[index].id)
                case 1 where !notes.isEmpty: notes.remove(at: Int.random(in: 0..<notes.count, using: &random))
                case 2: notes.shuffle(using: &random)
                default:
                    let added = note("new\(step)")
                    notes.insert(added, at: Int.random(in: 0...notes.count, using: &random))
                    changed.insert(added.id)
                }
            }
            revision += 1
            var made = Set<UUID>()
            let budget = Int.random(in: 1...5, using: &random)
            // Exactly the changed notes still present lack a value.
            let missing = changed.intersection(notes.map(\.id)).count
            if step % 3 == 0 {
                let lacksNoMore = !derived.lacksMore(than: missing, of: notes, revision: revision)
                let lacksOneLess = missing == 0 || derived.lacksMore(than: missing - 1, of: notes, revision: revision)
                #expect(lacksNoMore && lacksOneLess, "seed \(random.seed), step \(step)")
            }
            while !derived.prepare(notes, revision: revision, budget: budget, make: { made.insert($0.id); return $0.title + "|" + $0.body }) {}
            #expect(derived.values == notes.map { $0.title + "|" + $0.body }, "seed \(random.seed), step \(step)")
            #expect(made == changed.intersection(notes.map(\.id)),
                    "seed \(random.seed), step \(step): made \(made.count), changed \(changed.count)")
        }
    }
}
