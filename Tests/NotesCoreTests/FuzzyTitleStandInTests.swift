import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesSearching

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

    /// A note's name is borrowed from its title (no string of its own)
    /// exactly when the title is the name as it is and plain ASCII; read
    /// through the note, it scores, places and counts as the name would.
    @Test func aBorrowedNameMatchesAsTheNameDoes() throws {
        var random = SeededRandom.fromEnvironment(fallback: 16_602)
        let date = Date(timeIntervalSince1970: 0)
        let titles = ["", " ", "\t", "Plain title", "a\tb", "line\nbreak", "Café", "x\r\ny"]
        for step in 0..<SeededRandom.iterations(fallback: 1_000) {
            let title = step % 3 == 0 ? titles.randomElement(using: &random)! : Self.text(&random, maxPieces: 6)
            let written = Note(id: NoteTextTests.id(step), title: title, body: Self.text(&random, maxPieces: 8), created: date, modified: date)
            // Read back, so the title is in a shared buffer as the app's are.
            let note = try #require(try LibraryCodec.decode(LibraryCodec.encode(Library(notes: [written]))).notes.first)
            let (borrowing, own) = (FuzzyTitle(of: note), FuzzyTitle(note.displayTitle))
            let isPlainTitle = note.displayTitle == note.title && note.title.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
                && Array(note.displayTitle.utf8) == Array(note.title.utf8)
            let context = "seed \(random.seed): \(Array(note.title.unicodeScalars))"
            #expect(borrowing.borrowsName == isPlainTitle, "\(context)")
            #expect(borrowing.graphemeCount(of: note) == own.graphemeCount, "\(context)")
            let scratch = FuzzyMatch.Scratch()
            for word in FuzzyMatch.words(of: Self.text(&random, maxPieces: 3) + note.title.prefix(2)) {
                let (left, right) = (FuzzyMatch.best(word, in: borrowing, of: note, scratch: scratch, tracing: true),
                                     FuzzyMatch.best(word, in: own, scratch: scratch, tracing: true))
                #expect(left?.score == right?.score && left?.units == right?.units, "\(context) for \(word)")
            }
        }
    }

    /// A title changed to a canonically equal one that is not ASCII (the
    /// Kelvin sign for "K") is prepared again: the name borrowed from the
    /// old ASCII title must not be read from the new bytes.
    @Test func aTitleChangedToAnEqualOneNotASCIIIsPreparedAgain() {
        let date = Date(timeIntervalSince1970: 0)
        let index = QuickOpenIndex()
        var note = Note(id: NoteTextTests.id(1), title: "K", body: "", created: date, modified: date)
        #expect(index.matches([note], revision: 1, query: "k").map(\.note.id) == [note.id])
        note.title = "\u{212A}"
        #expect(note.text == Note(id: note.id, title: "K", body: "", created: date, modified: date).text)
        #expect(index.matches([note], revision: 2, query: "k").map(\.note.id) == [note.id])
        #expect(FuzzyMatch.score(of: "k", in: note.displayTitle) != nil, "the plain definition finds it")
    }
}
