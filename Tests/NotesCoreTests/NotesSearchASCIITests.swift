import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// Notes are searched in their own text with capitals read as small
/// letters, and only their stretches that are not ASCII keep a folding
/// (`FoldedText`): the same folding as `fastFold`, the same answers as
/// the plain definition, whatever the query holds — capitals, words
/// longer than the short-needle limit, matches across the 16-byte blocks,
/// and characters that compose to ASCII (the Kelvin sign, the Greek
/// question mark) or fold to it.
@Suite struct NotesSearchASCIITests {
    static let asciiPieces = ["a", "B", "mo", "MOUNTAIN", "tain", "Z", "z", "1", " ", "\t", "\r\n", "\n", "-", "_", "@", "[",
                              "`", "{", "~", "\u{7F}", "\u{01}", "#tag", "#Work/x", "abcdefghijklmnopqrstuvwxyz0123456789"]
    static let queryPieces = asciiPieces + ["\u{212A}", "\u{037E}", ";", "\u{1FEF}", "\u{2126}", "é", "É", "ǅ", "Ａ", "ß",
                                            "\u{301}", String(repeating: "ab", count: 20), String(repeating: "Ab", count: 140)]

    @Test func asciiNotesFindWhatThePlainDefinitionFinds() {
        var random = SeededRandom.fromEnvironment(fallback: 61)
        let search = NotesSearch()
        var notes = (0..<40).map { NotesSearchTests.note($0, &random, from: Self.asciiPieces) }
        var revision = 0
        for step in 0..<SeededRandom.iterations(fallback: 1_500) {
            if step % 10 == 0 {
                // Now and then a note that is not ASCII: its stretches keep a folding.
                let alphabet = step % 30 == 0 ? NotesSearchTests.pieces : Self.asciiPieces
                notes[Int.random(in: 0..<notes.count, using: &random)].body = NotesSearchTests.text(&random, maxPieces: 40, from: alphabet)
                revision += 1
            }
            let query = NotesSearchTests.text(&random, maxPieces: 3, from: Self.queryPieces)
            let expected = SearchBruteForce.filter(notes, query)
            let found = NotesSearch().filter(notes, revision: revision, query: query)
            #expect(found.map(\.id) == expected.map(\.id), "seed \(random.seed), step \(step), query \(Array(query.unicodeScalars))")
            #expect(search.filter(notes, revision: revision, query: query).map(\.id) == expected.map(\.id))
        }
    }

    /// The byte search itself, at every offset of a long text and either
    /// side of a 16-byte block, against lowering the text and searching.
    @Test func ignoringCaseEqualsSearchingTheLoweredText() {
        var random = SeededRandom.fromEnvironment(fallback: 67)
        let alphabet = Array("aAbBzZ@[`{09 ".utf8)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = (0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let needle = (0..<Int.random(in: 1...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                .map(SubstringSearch.lowered)
            let failure = needle.count > Needle.shortLength ? Needle.failureTable(needle) : nil
            let expected = text.map(SubstringSearch.lowered).firstRange(of: needle) != nil
            #expect(SubstringSearch.containsIgnoringCase(String(decoding: text, as: UTF8.self), needle, failure: failure) == expected,
                    "seed \(random.seed): \(needle) in \(text)")
        }
    }

    /// The text's ASCII stretches lowered and the other stretches' foldings
    /// make exactly the folded text, whatever the text (accents, joiners,
    /// CR LF, white space of every kind); the stretches are in order, and
    /// those closer than the joining gap are one.
    /// A folding keeps places in its text's bytes, and the scan reads them
    /// in the note's text: a note whose text came back only canonically
    /// equal (a reload, a sync: `"é"` for `"e\u{301}"`, which `==` calls
    /// equal) is folded again, never read with the old places.
    @Test func textThatCameBackCanonicallyEqualIsFoldedAgain() {
        let date = Date(timeIntervalSince1970: 0)
        let decomposed = Note(id: UUID(), title: "Cafe\u{301} e\u{301}t\u{E9}", body: "e\u{301} x cafe\u{301} Zu\u{308}rich end",
                              created: date, modified: date)
        var composed = decomposed
        (composed.title, composed.body) = ("Caf\u{E9} \u{E9}t\u{E9}", "\u{E9} x caf\u{E9} Z\u{FC}rich end")
        #expect(composed.body == decomposed.body && composed.body.utf8.count < decomposed.body.utf8.count)
        let search = NotesSearch()
        #expect(search.prepare([decomposed], revision: 1))
        for query in ["end", "x", "cafe", "zurich", "\u{E9}t\u{E9}", "caf", "nothing"] {
            let plain = [composed].filter { NotesSearch.matches($0, words: NotesSearch.words(of: query)) }
            #expect(search.filter([composed], revision: 2, query: query) == plain, "\(query)")
        }
        #expect(decomposed.text.hasSameBytes(as: decomposed.text))
        #expect(composed.text == decomposed.text && !composed.text.hasSameBytes(as: decomposed.text))
    }

    @Test func foldedTextRebuildsTheFolding() {
        var random = SeededRandom.fromEnvironment(fallback: 71)
        let alphabet = NotesSearchTests.pieces + NotesSearchTests.joiningPieces + Self.asciiPieces
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = NotesSearchTests.text(&random, maxPieces: Int.random(in: 0...1, using: &random) == 0 ? 30 : 150, from: alphabet)
            let folded = FoldedText(text)
            #expect(folded.folded(of: text) == TextFolding.fastFold(text), "seed \(random.seed): \(Array(text.unicodeScalars))")
            let bounds = folded.places.flatMap { [$0.start, $0.end] }
            #expect(bounds == bounds.sorted() && bounds.allSatisfy { (0...text.utf8.count).contains($0) })
            // Stretches apart by more than the joining gap: one a word of a text that is mostly not ASCII is not kept.
            #expect(zip(folded.places, folded.places.dropFirst()).allSatisfy { $1.start - $0.end > FoldedText.joiningGap })
        }
    }

    /// An ASCII letter beside a mark, joiner or prefix that joins it into
    /// a longer character (in a stretch that is not ASCII, next to ASCII
    /// ones): found exactly when the plain definition finds it, every
    /// combination.
    @Test func anASCIILetterJoinedToAMarkIsFoundAsThePlainDefinitionFindsIt() {
        let joiners = NotesSearchTests.joiningPieces + ["\u{301}", "\u{20DD}", "\u{200D}", "🏽", "é"]
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        for joiner in joiners {
            for letter in ["a", "X", "1"] {
                for body in [joiner + letter, letter + joiner, "q " + joiner + letter + " z", letter + joiner + letter, "\r\n" + letter + joiner] {
                    let note = Note(id: UUID(), title: "t", body: body, created: date, modified: date)
                    for query in [letter, letter + letter, letter.lowercased() + "q"] {
                        let expected = NotesSearch.matches(note, words: NotesSearch.words(of: query))
                        #expect(!NotesSearch().filter([note], revision: 1, query: query).isEmpty == expected,
                                "\(Array(body.unicodeScalars)) for \(query)")
                    }
                }
            }
        }
    }

    /// A 100 KB note and a pasted 40 KB word (the linear long-word search
    /// over text read with capitals lowered), found at the very end, and
    /// not found with one letter changed; quick open on a 100 KB name.
    @Test func aHundredKilobyteNoteAndAPastedWordAreSearchedExactly() throws {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let word = String(repeating: "abcXYZ", count: 7_000)
        let body = "é " + String(repeating: "Lorem ipsum ", count: 8_000) + word.uppercased()
        let note = Note(id: UUID(), title: String(repeating: "Name ", count: 20_000), body: body, created: date, modified: date)
        for query in [word, String(word.dropLast()) + "q"] {
            let expected = NotesSearch.matches(note, words: NotesSearch.words(of: query))
            #expect(!NotesSearch().filter([note], revision: 1, query: query).isEmpty == expected)
        }
        #expect(!NotesSearch().filter([note], revision: 1, query: word).isEmpty)
        let controller = try FuzzyMatchTests.controller([note])
        #expect(controller.quickOpen("nmnm").count == 1 && controller.quickOpen("nmq").isEmpty)
    }
}
