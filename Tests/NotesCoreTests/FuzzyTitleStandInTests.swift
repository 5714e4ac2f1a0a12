import Foundation
@testable import NotesCore
import Testing
import TestSupport

/// A name with accents whose every grapheme folds to one ASCII letter
/// keeps an ASCII stand-in instead of the general form's tables: its
/// tables, grapheme count, scores, matched units and their graphemes
/// equal the general form's for any name, and other names keep the tables.
@Suite struct FuzzyTitleStandInTests {
    private static let pieces = ["é", "É", "ü", "Ü", "ç", "Ç", "ñ", "å", "Å", "ø", "ß", "ẞ", "ǅ", "ﬁ", "Ａ", "ａ", "e\u{301}",
                                 "E\u{301}", "İ", "ı", "Ω", "日", "👍", "\r\n", "\r", "\t", " ", "-", "_", ".", "/", "a", "B",
                                 "z", "Q", "3", "xY", "Café", "Zürich", "naïve"]

    private static func text(_ random: inout SeededRandom, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func aStandInMatchesAsTheGeneralFormDoes() {
        var random = SeededRandom.fromEnvironment(fallback: 16_601)
        for step in 0..<SeededRandom.iterations(fallback: 3_000) {
            var name = Self.text(&random, maxPieces: 10)
            if step % 100 == 0 { name = String(repeating: name + "é ", count: 200) }
            let query = Self.text(&random, maxPieces: 3)
            let (compact, general) = (FuzzyTitle(name), FuzzyTitle(scalarsOf: name))
            let context = "seed \(random.seed): \(Array(name.unicodeScalars))"
            #expect(compact.tables == general.tables && compact.graphemeCount == general.graphemeCount, "\(context)")
            let scratch = FuzzyMatch.Scratch()
            for word in FuzzyMatch.words(of: query) {
                let (left, right) = (FuzzyMatch.best(word, in: compact, scratch: scratch, tracing: true),
                                     FuzzyMatch.best(word, in: general, scratch: scratch, tracing: true))
                #expect(left?.score == right?.score && left?.units == right?.units, "\(context) for \(word)")
                #expect(left?.units.map(compact.grapheme(ofUnit:)) == right?.units.map(general.grapheme(ofUnit:)), "\(context)")
            }
            #expect(FuzzyMatch.score(FuzzyMatch.words(of: query), in: compact, scratch: scratch)
                == FuzzyMatch.score(FuzzyMatch.words(of: query), in: general, scratch: scratch), "\(context) for \(query)")
        }
    }

    @Test func onlyNamesOfOneASCIILetterAGraphemeKeepNoTables() {
        for name in ["Café Zürich", "ÉCOLE naïve", "CaféBar", "Ａｂｃ"] {
            #expect(!FuzzyTitle(name).keepsTables, "\(name)")
        }
        // Two units for one grapheme, none ASCII, a CR: the general form.
        for name in ["Straße", "日本", "ﬁle", "a\rb", "👍 ok"] {
            #expect(FuzzyTitle(name).keepsTables, "\(name)")
        }
    }
}
