import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// One property per operator of CONTRACT §13: on random libraries, random
/// queries using it (alone and beside other terms) find exactly what the
/// brute-force evaluator finds.
@Suite("Search operators")
struct SearchOperatorPropertyTests {
    /// New York: its clocks change on 2026-11-01, inside the dates made.
    static let zone = TimeZone(identifier: "America/New_York")!
    /// 2026-11-28 15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_878_000)
    static let brute = SearchBruteForce(zone: zone)

    static let pieces = ["cafe", "Café", "CAFÉ", "milk", "tea", "Tea", " ", " ", "  ", "\n", "\t", "#work", "#work/x", "#tea",
                         "x", "e\u{301}", "té", "-", "/", "é", "日本", "k"]
    static let words = ["cafe", "café", "milk", "tea", "x", "té", "e", "日本", "k", "#work", "#tea", "#work/x", "ilk"]
    static let patterns = ["caf.", "^milk", "t[ée]a", "e$", "(milk|tea) x", "\\bx\\b", "日.", "m.*k", "^$", "a\\s+#"]

    static func note(_ random: inout SeededRandom) -> Note {
        func text(_ most: Int) -> String {
            (0..<Int.random(in: 0...most, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        func date() -> Date { now.addingTimeInterval(-Double.random(in: 0...(40 * 86_400), using: &random).rounded()) }
        let created = date()
        let modified = max(created, date())
        return Note(id: UUID(), title: text(4), body: text(12), created: created, modified: modified,
                    pinned: Int.random(in: 0..<3, using: &random) == 0)
    }

    static func word(_ random: inout SeededRandom) -> String { words.randomElement(using: &random)! }

    static func phrase(_ random: inout SeededRandom) -> String {
        "\"" + (0..<Int.random(in: 1...3, using: &random)).map { _ in word(&random) }.joined(separator: " ") + "\""
    }

    static func dateValue(_ random: inout SeededRandom) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return "today"
        case 1: return "yesterday"
        case 2: return "\(Int.random(in: 0...45, using: &random))d"
        case 3: return "\(Int.random(in: 0...6, using: &random))w"
        default:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let day = now.addingTimeInterval(-Double(Int.random(in: -1...41, using: &random)) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
    }

    /// The terms each property puts in its queries.
    static let makers: [String: @Sendable (inout SeededRandom) -> String] = [
        "word": { word(&$0) },
        "phrase": { phrase(&$0) },
        "exclusion": { random in
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return "-" + word(&random)
            case 1: return "-" + phrase(&random)
            default: return "-" + ["#work", "#tea", "#work/x"].randomElement(using: &random)!
            }
        },
        "title": { random in
            Bool.random(using: &random) ? "title:" + word(&random) : "title:" + phrase(&random)
        },
        "tag": { random in ["#work", "#tea", "#work/x", "#Work", "#x"].randomElement(using: &random)! },
        "pinned": { _ in "is:pinned" },
        "date": { random in
            (Bool.random(using: &random) ? "created:" : "modified:")
                + ["", ">", ">=", "<", "<=", "="].randomElement(using: &random)! + dateValue(&random)
        },
        "regex": { random in "/" + patterns.randomElement(using: &random)! + "/" },
    ]

    /// Queries of the operator, alone or beside words and other terms of
    /// it, over libraries that change now and then.
    static func check(_ operatorName: String, seed: UInt64) {
        var random = SeededRandom.fromEnvironment(fallback: seed)
        let make = makers[operatorName]!
        let search = NotesSearch()
        (search.timeZone, search.now) = (.fixed(zone), { now })
        var notes = (0..<40).map { _ in note(&random) }
        var revision = 0
        var someFound = 0, someLeftOut = 0
        let iterations = SeededRandom.iterations(fallback: 400)
        for step in 0..<iterations {
            if step % 25 == 24 {
                notes[Int.random(in: 0..<notes.count, using: &random)] = note(&random)
                revision += 1
            }
            var terms = [make(&random)]
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                terms.append(Bool.random(using: &random) ? make(&random) : word(&random))
            }
            let query = terms.shuffled(using: &random).joined(separator: " ")
            let expected = brute.filter(notes, query, now: now).map(\.id)
            let found = search.filter(notes, revision: revision, query: query).map(\.id)
            #expect(found == expected, "seed \(random.seed), step \(step), query \(query)")
            if !expected.isEmpty { someFound += 1 }
            if expected.count < notes.count { someLeftOut += 1 }
        }
        // The queries must tell notes apart, or the property says little.
        #expect(someFound > iterations / 10, "\(operatorName): too few queries found anything")
        #expect(someLeftOut > iterations / 10, "\(operatorName): too few queries left anything out")
    }

    @Test func words() { Self.check("word", seed: 101) }
    @Test func phrases() { Self.check("phrase", seed: 102) }
    @Test func exclusions() { Self.check("exclusion", seed: 103) }
    @Test func titles() { Self.check("title", seed: 104) }
    @Test func tags() { Self.check("tag", seed: 105) }
    @Test func pinned() { Self.check("pinned", seed: 106) }
    @Test func dates() { Self.check("date", seed: 107) }
    @Test func regexes() { Self.check("regex", seed: 108) }

    /// Every operator at once, typed and deleted a character at a time (so
    /// the recent scans narrow and widen through queries that do not
    /// parse yet), and answered while the notes are still being prepared.
    @Test func typingAnyOperatorsFindsWhatTheBruteForceFinds() {
        var random = SeededRandom.fromEnvironment(fallback: 109)
        let search = NotesSearch()
        (search.timeZone, search.now) = (.fixed(Self.zone), { Self.now })
        var notes = (0..<40).map { _ in Self.note(&random) }
        var revision = 0
        var query = ""
        for step in 0..<SeededRandom.iterations(fallback: 1_500) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0 where !query.isEmpty: query.removeLast()
            case 1: query = ""
            case 2:
                notes[Int.random(in: 0..<notes.count, using: &random)] = Self.note(&random)
                revision += 1
            case 3, 4, 5:
                let term = Self.makers.values.randomElement(using: &random)!(&random)
                query += (query.isEmpty ? "" : " ") + term
            default:
                query += String(Self.pieces.joined().randomElement(using: &random)!)
            }
            let expected = Self.brute.filter(notes, query, now: Self.now).map(\.id)
            var answer = search.indicesSoFar(notes, revision: revision, query: query, budget: 15)
            while !answer.isComplete {
                #expect(answer.indices.allSatisfy { expected.contains(notes[$0].id) }, "seed \(random.seed), step \(step)")
                answer = search.indicesSoFar(notes, revision: revision, query: query, budget: 15)
            }
            #expect(answer.indices.map { notes[$0].id } == expected, "seed \(random.seed), step \(step), query \(query)")
        }
    }
}
