import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// The fast search (cached folding, byte search, narrowing, kept results)
/// must find exactly what the plain definition finds.
@Suite("NotesSearch")
struct NotesSearchTests {
    /// Pieces that make folding and matching hard: case, accents (composed
    /// and combining), wide forms, ligatures, ß, Greek sigma, CJK, emoji
    /// with skin tones and joiners, control characters and whitespace; and
    /// the makings of #tags, nested ones, and tag-like words that are not.
    static let pieces = ["a", "B", "e", "E", "é", "e\u{301}", "É", "\u{301}", "\u{20DD}", "ß", "SS", "ﬁ", "Ａ", "ａ",
                         "Σ", "σ", "ς", "ΟΔΟΣ", "日本", "東", "👍", "👍🏽", "🏽", "👩‍💻", "\u{200D}", "ǅ", "İ", "ı",
                         "\u{1100}", "\u{1161}", "가", " ", "  ", "\n", "\r\n", "\t", "cafe", "café", "x", "-", "^", "`",
                         "#", "#", "#w", "#work", "#Work/", "/m", "(", "#1", "# "]

    /// What may join an ASCII character into a longer one: a prefix
    /// (Arabic number sign), a spacing mark, a variation selector, a keycap,
    /// a mark no folding removes, a word joiner. Kept out of `pieces`, which
    /// the long-query tests share: for words past 256 bytes, the linear
    /// search's character rule and Foundation's `contains` disagree around
    /// invisible joiners (a known limit of that path).
    static let joiningPieces = ["\u{600}", "\u{93F}", "\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{20E3}", "\u{331}", "\u{2060}"]

    static func text(_ random: inout SeededRandom, maxPieces: Int, from alphabet: [String] = pieces) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }

    static func note(_ number: Int, _ random: inout SeededRandom, from alphabet: [String] = pieces) -> Note {
        let date = Date(timeIntervalSince1970: Double(1_790_000_000 - number))
        return Note(id: UUID(), title: text(&random, maxPieces: 6, from: alphabet), body: text(&random, maxPieces: 30, from: alphabet),
                    created: date, modified: date)
    }

    @Test func fastFoldingEqualsFoundationFolding() {
        var random = SeededRandom.fromEnvironment(fallback: 7)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = Self.text(&random, maxPieces: 20)
            #expect(TextFolding.fastFold(text) == TextFolding.fold(text), "seed \(random.seed): \(Array(text.unicodeScalars))")
        }
    }

    /// Queries typed, extended and shortened one character at a time, over
    /// notes that change between some of the queries, against the plain
    /// definition every time.
    @Test func typingAndDeletingFindsWhatThePlainDefinitionFinds() {
        var random = SeededRandom.fromEnvironment(fallback: 11)
        let search = NotesSearch()
        // A byte match of an ASCII word is trusted only where nothing joins
        // the note's ASCII characters: the joining pieces test that rule.
        let alphabet = Self.pieces + Self.joiningPieces
        var notes = (0..<60).map { Self.note($0, &random, from: alphabet) }
        var revision = 0
        var query = ""
        for step in 0..<SeededRandom.iterations(fallback: 1_500) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !query.isEmpty: query.removeLast()
            case 1: query = ""
            case 2:
                notes[Int.random(in: 0..<notes.count, using: &random)].body = Self.text(&random, maxPieces: 30, from: alphabet)
                revision += 1
            default: query += alphabet.randomElement(using: &random)!
            }
            // The plain definition, with the operators a "-", "\"" or "/" makes.
            let expected = SearchBruteForce.filter(notes, query)
            let found = search.filter(notes, revision: revision, query: query)
            #expect(found.map(\.id) == expected.map(\.id),
                    "seed \(random.seed), step \(step), query \(Array(query.unicodeScalars))")
        }
    }

    @Test func aWordInsideALongerWordNarrowsIt() {
        #expect(NotesSearch.narrows(["mountain"], ["moun"]))
        #expect(NotesSearch.narrows(["tai", "mo"], ["mo"]))
        #expect(!NotesSearch.narrows(["moun"], ["mountain"]))
        #expect(!NotesSearch.narrows(["a"], ["a", "b"]))
    }

    @Test func aNoteChangedElsewhereIsFoldedAgain() {
        let search = NotesSearch()
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        var note = Note(id: UUID(), title: "Groceries", body: "milk", created: date, modified: date)
        #expect(search.filter([note], revision: 1, query: "milk").count == 1)
        note.body = "eggs"  // same id and date: only the text tells
        #expect(search.filter([note], revision: 2, query: "milk").isEmpty)
        #expect(search.filter([note], revision: 2, query: "EGGS").count == 1)
    }
}

/// Folding ahead of the first search, a slice at a time.
@Suite struct NotesSearchSlicesTests {
    @Test func preparingInSlicesFinishesAndFindsTheSame() {
        var random = SeededRandom(seed: 11)
        let notes = (0..<25).map { NotesSearchTests.note($0, &random) }
        let sliced = NotesSearch()
        var turns = 0
        while !sliced.prepare(notes, revision: 1, budget: 4) { turns += 1 }
        #expect(turns == 6)
        #expect(sliced.prepare(notes, revision: 1, budget: 4))
        let plain = NotesSearch()
        for query in ["a", "e", "日本", "cafe x", "Σ"] {
            #expect(sliced.filter(notes, revision: 1, query: query) == plain.filter(notes, revision: 1, query: query))
        }
    }

    @Test func aSearchInTheMiddleOfPreparingFinishesTheRest() {
        var random = SeededRandom(seed: 13)
        let notes = (0..<30).map { NotesSearchTests.note($0, &random) }
        let search = NotesSearch()
        #expect(!search.prepare(notes, revision: 1, budget: 7))
        let plain = NotesSearch()
        #expect(search.filter(notes, revision: 1, query: "e") == plain.filter(notes, revision: 1, query: "e"))
        #expect(search.prepare(notes, revision: 1, budget: 7))
    }

    @Test func aChangeMidWayStartsOverAndStillFindsTheSame() {
        var random = SeededRandom(seed: 12)
        var notes = (0..<20).map { NotesSearchTests.note($0, &random) }
        let search = NotesSearch()
        #expect(!search.prepare(notes, revision: 1, budget: 5))
        notes[3].title = "changed title cafe"
        while !search.prepare(notes, revision: 2, budget: 5) {}
        #expect(search.filter(notes, revision: 2, query: "changed") == [notes[3]])
    }
}

/// `#tag` words in a query (docs/behaviour.md, "Tags").
@Suite("Searching by tag")
struct TagSearchTests {
    let notes = [
        NoteFixtures.note(1, title: "Standup", body: "#work/meetings notes, buy milk"),
        NoteFixtures.note(2, title: "Plan", body: "#Work and milk"),
        NoteFixtures.note(3, title: "Workshop", body: "#workshop milk"),
        NoteFixtures.note(4, title: "Heading", body: "# work\nmilk `#work`"),
    ]

    func titles(_ query: String) -> [String] {
        NotesSearch().filter(notes, revision: 0, query: query).map(\.title)
    }

    @Test func aTagWordMatchesTheTagAndTagsNestedBelowIt() {
        #expect(titles("#work") == ["Standup", "Plan"])
        #expect(titles("#WORK/meetings") == ["Standup"])
        #expect(titles("#workshop") == ["Workshop"])
        #expect(titles("#work milk") == ["Standup", "Plan"])
        #expect(titles("#work buy") == ["Standup"])
        #expect(titles("#nothing").isEmpty)
    }

    @Test func wordsThatAreNotTagsMatchAsText() {
        #expect(titles("#") == ["Standup", "Plan", "Workshop", "Heading"])
        #expect(titles("# work").count == 4)
    }

    /// Typing `#work` then `shop` must not search only `#work`'s matches.
    @Test func aLongerTagIsNotANarrowerOne() {
        let search = NotesSearch()
        #expect(search.filter(notes, revision: 0, query: "#work").map(\.title) == ["Standup", "Plan"])
        #expect(search.filter(notes, revision: 0, query: "#workshop").map(\.title) == ["Workshop"])
        #expect(search.filter(notes, revision: 0, query: "#work/meetings").map(\.title) == ["Standup"])
        #expect(!NotesSearch.narrows(["#workshop"], ["#work"]))
        #expect(NotesSearch.narrows(["#work/m"], ["#work"]))
        #expect(NotesSearch.narrows(["#work"], ["#wo", "wor"]) == false)
        #expect(NotesSearch.narrows(["#work"], ["wor"]))
    }
}
