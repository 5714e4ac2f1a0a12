import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// Long queries and long notes (issue: a 10,000-character search took 5 s,
/// 120,000 never finished): results stay those of the plain definition and
/// the work stays linear in the input. The time limits here are hang
/// guards, hundreds of times what the work takes, not speed targets (those
/// are in `make bench`).
@Suite("Long queries")
struct LongQueryTests {
    static let hangGuard: Duration = .seconds(60)

    /// Pieces from a tiny alphabet, so long needles and texts overlap in the
    /// ways that make naive substring search slow and KMP tables non-trivial.
    static let pieces = ["a", "a", "a", "b", "é", "e\u{301}", "日", " "]

    static func text(_ random: inout SeededRandom, length: ClosedRange<Int>) -> String {
        (0..<Int.random(in: length, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func note(_ text: String) -> Note {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        return Note(id: UUID(), title: "t", body: text, created: date, modified: date)
    }

    @Test func longWordsFindWhatThePlainDefinitionFinds() {
        var random = SeededRandom.fromEnvironment(fallback: 21)
        for run in 0..<SeededRandom.iterations(fallback: 300) {
            let body = Self.text(&random, length: 0...400)
            var notes = [Self.note(body)]
            // A query cut from the note itself, so long matches happen too.
            let scalars = Array(body.unicodeScalars)
            var query = Self.text(&random, length: 30...120)
            if scalars.count > 40, Bool.random(using: &random) {
                let start = Int.random(in: 0..<(scalars.count - 35), using: &random)
                let end = min(scalars.count, start + Int.random(in: 33...200, using: &random))
                query = String(String.UnicodeScalarView(scalars[start..<end]))
            }
            notes.append(Self.note(Self.text(&random, length: 0...400)))
            let words = NotesSearch.words(of: query)
            let expected = notes.filter { NotesSearch.matches($0, words: words) }
            let found = NotesSearch().filter(notes, revision: 1, query: query)
            #expect(found.map(\.id) == expected.map(\.id), "seed \(random.seed) run \(run): \(Array(query.unicodeScalars))")
        }
    }

    /// `narrows` may only say yes when every note the new words match is
    /// matched by the old words too.
    @Test func narrowingIsSound() {
        var random = SeededRandom.fromEnvironment(fallback: 22)
        let notes = (0..<40).map { _ in Self.note(Self.text(&random, length: 0...60)) }
        for run in 0..<SeededRandom.iterations(fallback: 2_000) {
            let old = NotesSearch.words(of: Self.text(&random, length: 0...12))
            let new = NotesSearch.words(of: Self.text(&random, length: 0...12))
            guard NotesSearch.narrows(new, old) else { continue }
            for note in notes where NotesSearch.matches(note, words: new) {
                #expect(NotesSearch.matches(note, words: old), "seed \(random.seed) run \(run): \(new) \(old)")
            }
        }
    }

    @Test func aWordGivenTwiceIsLookedForOnce() {
        #expect(NotesSearch.words(of: "milk MILK eggs milk") == ["milk", "eggs"])
    }

    /// The linear character search (used for words past
    /// `SubstringSearch.directLength` bytes) finds exactly what a naive
    /// search by the same rule finds — the word's composed bytes, ending
    /// where a character ends — and never more than `String.contains`,
    /// over pieces that make it hard (combining marks, jamo, joiners,
    /// skin tones, sigma, wide forms).
    @Test func theLinearCharacterSearchFollowsItsRule() {
        var random = SeededRandom.fromEnvironment(fallback: 23)
        let pieces = NotesSearchTests.pieces + ["a", "a", "é", "e"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for run in 0..<SeededRandom.iterations(fallback: 5_000) {
            let haystack = TextFolding.fastFold(text(0...24))
            var word = TextFolding.fastFold(text(1...4))
            if Bool.random(using: &random), haystack.count > 2 {
                // A piece of the text itself, cut anywhere (even inside a character).
                let scalars = Array(haystack.unicodeScalars)
                let start = Int.random(in: 0..<scalars.count - 1, using: &random)
                word = String(String.UnicodeScalarView(scalars[start..<min(scalars.count, start + Int.random(in: 1...6, using: &random))]))
            }
            guard !word.isEmpty else { continue }
            let composed = haystack.precomposedStringWithCanonicalMapping
            let found = SubstringSearch.containsCharacters(composed, Needle(word))
            let context = "seed \(random.seed) run \(run): \(Array(haystack.unicodeScalars)) ∋? \(Array(word.unicodeScalars))"
            #expect(found == Self.naiveContains(composed, word.precomposedStringWithCanonicalMapping), "\(context)")
            if found { #expect(haystack.contains(word), "\(context)") }
        }
    }

    /// The rule, plainly: at every byte offset, the word's bytes, ending
    /// at one of the text's character boundaries.
    static func naiveContains(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8), needle = Array(word.utf8)
        var ends = Set<Int>([bytes.count])
        for index in text.indices { ends.insert(text.utf8.distance(from: text.startIndex, to: index)) }
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            Array(bytes[start..<(start + needle.count)]) == needle && ends.contains(start + needle.count)
        }
    }

    /// Each shape of long query, as it reaches the search: all at once (a
    /// URL, a paste), then the last 20 characters a key at a time. The
    /// expected notes are known by construction (the plain definition is
    /// itself quadratic, so it cannot be the judge at this size).
    @Test(arguments: [
        ("one ASCII word", String(repeating: "a", count: 120_000) + "b", [Int]()),
        ("a word repeated", String(repeating: "milk ", count: 24_000), [2, 3]),
        ("distinct words", (0..<20_000).map { "w\($0)" }.joined(separator: " "), []),
        ("accented word", String(repeating: "aé", count: 30_000) + "x", []),
        ("accented words", String(repeating: "café ", count: 20_000), [3]),
        ("CJK word", String(repeating: "日本", count: 30_000) + "x", []),
        ("CJK word found", String(repeating: "日本", count: 30_000), [4]),
    ])
    func hugeQueriesFinishWithTheRightNotes(shape: String, query: String, expected: [Int]) {
        let crafted = [
            Self.note(String(repeating: "a", count: 100_000)),
            Self.note(String(repeating: "aé", count: 50_000)),
            Self.note(String(repeating: "milk ", count: 20_000)),
            Self.note("an ordinary note about milk and café 日本"),
            Self.note(String(repeating: "日本", count: 50_000)),
        ]
        let elapsed = ContinuousClock().measure {
            let search = NotesSearch()
            var typed = String(query.dropLast(20))
            _ = search.filter(crafted, revision: 1, query: typed)
            for character in query.suffix(20) {
                typed.append(character)
                _ = search.filter(crafted, revision: 1, query: typed)
            }
            #expect(search.filter(crafted, revision: 1, query: query).map(\.id) == expected.map { crafted[$0].id }, "\(shape)")
        }
        #expect(elapsed < Self.hangGuard, "\(shape): \(elapsed)")
    }
}
