import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// Text in Latin scripts keeps no folding: each stretch folds to its
/// letters mapped one by one (`LatinFolding`), checked when folded, and
/// search maps the letters as it reads. Search answers as the plain
/// definition does for any such text and word: a word inside ASCII, across
/// mapped letters, at either end of a window, long or one letter.
@Suite struct LatinFoldingTests {
    private static let letters = ["a", "b", "c", "e", "u", "A", "C", "E", "é", "É", "ç", "Ç", "ü", "Ü", "ø", "ß", "ſ", "ı", "İ",
                                  "e\u{301}", "œ", "ñ", "ÿ", " ", "\n", "\r\n", "-", "ab", "cafe", "café", "caf"]

    private static func note(_ body: String) -> Note {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        return Note(id: UUID(), title: "t", body: body, created: date, modified: date)
    }

    @Test func searchFindsWhatThePlainDefinitionFindsInLatinText() {
        var random = SeededRandom.fromEnvironment(fallback: 16_701)
        for step in 0..<SeededRandom.iterations(fallback: 3_000) {
            var body = NotesSearchTests.text(&random, maxPieces: 40, from: Self.letters)
            if step % 200 == 0 { body = String(repeating: "é", count: 5_000) + body + String(repeating: "ç a", count: 2_000) }
            let note = Self.note(body)
            #expect(FoldedText(body).folded(of: body) == TextFolding.fastFold(body), "seed \(random.seed): \(Array(body.unicodeScalars))")
            for _ in 0..<4 {
                let query = NotesSearchTests.text(&random, maxPieces: Int.random(in: 1...6, using: &random), from: Self.letters)
                // The plain definition, with the operators a "-" makes.
                let expected = !SearchBruteForce.filter([note], query).isEmpty
                #expect(!NotesSearch().filter([note], revision: 1, query: query).isEmpty == expected,
                        "seed \(random.seed): \(query) in \(Array(body.unicodeScalars))")
            }
        }
    }

    @Test func aWordReachingAMappedLetterFromEitherSideIsFound() {
        let body = "x" + String(repeating: "a", count: 40) + "ç" + String(repeating: "b", count: 40) + " ÉTÉ"
        let note = Self.note(body)
        for query in [String(repeating: "a", count: 40) + "c", "c" + String(repeating: "b", count: 40), "xa", "acb", "c", "ete", "été",
                      String(repeating: "a", count: 39) + "cb", "et"] {
            #expect(!NotesSearch().filter([note], revision: 1, query: query).isEmpty, "\(query)")
        }
        for query in [String(repeating: "a", count: 41) + "c", "c" + String(repeating: "b", count: 41), "cc", "etee", "ç b"] {
            let expected = NotesSearch.matches(note, words: NotesSearch.words(of: query))
            #expect(!NotesSearch().filter([note], revision: 1, query: query).isEmpty == expected, "\(query)")
        }
    }

    /// A word longer than a text is ruled out at once, and a window
    /// never steps back past the text's start: a 20,000-letter word
    /// against short Latin notes and one long one answers as the plain
    /// definition does (it took a step a letter of the word for each
    /// window before).
    @Test func aLongWordAgainstLatinTextAnswersAsThePlainDefinition() {
        let long = String(repeating: "é", count: 30_000)
        let notes = ["é", "façade", "x é y", long].map(Self.note)
        for query in [String(repeating: "e", count: 20_000), String(repeating: "e", count: 30_000), "ee", "e"] {
            let expected = notes.filter { NotesSearch.matches($0, words: NotesSearch.words(of: query)) }
            #expect(NotesSearch().filter(notes, revision: 1, query: query) == expected, "\(query.count) letters")
        }
    }

    @Test func onlyTextThatMapsLetterByLetterKeepsNoFolding() {
        for text in ["Café Zürich", "ÉTÉ à Noël", "ſ", "façade " + String(repeating: "x", count: 200) + " naïve"] {
            guard case .mapped = FoldedText(text).form else { Issue.record("\(text) keeps a folding"); continue }
        }
        // Two letters for one, a combining accent, a letter with no ASCII one, other scripts.
        for text in ["Straße", "cafe\u{301}", "Łódź", "ıi", "日本", "Ωmega", "é👍"] {
            guard case .stretches = FoldedText(text).form else { Issue.record("\(text) kept no folding"); continue }
        }
        guard case .ascii = FoldedText("plain ascii").form else { Issue.record("ASCII"); return }
    }
}
