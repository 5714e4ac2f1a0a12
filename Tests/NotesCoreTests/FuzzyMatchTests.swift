import Foundation
import TestSupport
import Testing
@testable import NotesCore
@testable import NotesModel
@testable import NotesSearching

/// Quick open's fuzzy match: what matches is exactly the plain definition,
/// word starts and runs rank first, ties go to the newest note, and no
/// text makes it crash or point outside the name.
@Suite("FuzzyMatch")
struct FuzzyMatchTests {
    static let pieces = NotesSearchTests.pieces + ["Quick", "open", "qo", "o", "Q", "pen", "_", ".", "/", "3", "xY"]

    static func text(_ random: inout SeededRandom, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// The plain definition: every word of the folded query is, scalar by
    /// scalar and in order, in the name's first graphemes each folded.
    static func plainMatch(_ query: String, _ name: String) -> Bool {
        let units = name.prefix(FuzzyMatch.graphemeLimit).flatMap { TextFolding.fold(String($0)).unicodeScalars.map(\.value) }
        let words = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        return words.allSatisfy { word in
            var rest = units[...]
            for scalar in word.unicodeScalars {
                guard let found = rest.firstIndex(of: scalar.value) else { return false }
                rest = rest[(found + 1)...]
            }
            return true
        }
    }

    static func controller(_ notes: [Note]) throws -> NotesController {
        let controller = NotesController(store: InMemoryNotesStore(library: Library(notes: notes)), samples: [])
        try controller.load()
        return controller
    }

    static func note(_ number: Int, _ title: String, minutesAgo: Int? = nil, body: String = "") -> Note {
        let date = Date(timeIntervalSince1970: 1_790_000_000 - 60 * Double(minutesAgo ?? number))
        let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
        return Note(id: id, title: title, body: body, created: date, modified: date)
    }

    // MARK: - What matches

    @Test func everyResultMatchesAndEveryOtherNoteDoesNot() {
        var random = SeededRandom.fromEnvironment(fallback: 41)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let name = Self.text(&random, maxPieces: 8)
            let query = Self.text(&random, maxPieces: 2)
            let score = FuzzyMatch.score(of: query, in: name)
            #expect((score != nil) == Self.plainMatch(query, name),
                    "seed \(random.seed): \(Array(query.unicodeScalars)) in \(Array(name.unicodeScalars))")
        }
    }

    /// Queries typed and shortened a key at a time, over notes that change
    /// meanwhile: the index (prepared names, narrowing) finds exactly the
    /// notes the plain definition finds, and never one in the trash.
    @Test func typingAndDeletingFindsWhatThePlainDefinitionFinds() throws {
        var random = SeededRandom.fromEnvironment(fallback: 43)
        let controller = try Self.controller((0..<50).map { Self.note($0, Self.text(&random, maxPieces: 5)) })
        var query = ""
        for step in 0..<SeededRandom.iterations(fallback: 800) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !query.isEmpty: query.removeLast()
            case 1: query = ""
            case 2:
                guard let note = controller.notes.randomElement(using: &random) else { continue }
                controller.updateNote(note.id, title: Self.text(&random, maxPieces: 5), body: "")
            case 3: if let note = controller.notes.randomElement(using: &random) { controller.trashNote(note.id) }
            default: query += Self.pieces.randomElement(using: &random)!
            }
            if step % 9 == 0 { controller.prepareSearch(budget: 7) }
            let found = Set(controller.quickOpen(query).map(\.note.id))
            let expected = Set(controller.notes.filter { Self.plainMatch(query, $0.displayTitle) }.map(\.id))
            #expect(found == expected, "seed \(random.seed), step \(step), query \(Array(query.unicodeScalars))")
            #expect(!controller.quickOpen(query).contains { $0.note.isTrashed })
        }
    }

    // MARK: - Ranking

    /// The query as a run at a word start beats the same letters scattered
    /// inside words, whatever is around them.
    @Test func aWordStartRunRanksAboveScatteredLetters() {
        var random = SeededRandom.fromEnvironment(fallback: 47)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<SeededRandom.iterations(fallback: 1_000) {
            let query = String((0..<Int.random(in: 1...5, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let filler = letters.filter { !query.contains($0) }
            func word(_ count: Int) -> String { String((0..<count).map { _ in filler.randomElement(using: &random)! }) }
            let run = word(Int.random(in: 0...6, using: &random)) + " " + query + word(Int.random(in: 0...4, using: &random))
            let scattered = query.map { word(Int.random(in: 1...3, using: &random)) + String($0) }.joined() + word(1)
            let (runScore, scatteredScore) = (FuzzyMatch.score(of: query, in: run), FuzzyMatch.score(of: query, in: scattered))
            #expect(runScore != nil && scatteredScore != nil && runScore! > scatteredScore!,
                    "seed \(random.seed): \(query) in “\(run)” \(runScore ?? -1) vs “\(scattered)” \(scatteredScore ?? -1)")
        }
    }

    @Test func examplesRankAsFzfWould() throws {
        let controller = try Self.controller([
            Self.note(1, "Groceries for the trip"),
            Self.note(2, "Quick open design"),
            Self.note(3, "Aquatic plant notes"),
            Self.note(4, "Quarterly report: overview"),
        ])
        #expect(controller.quickOpen("qo").map(\.note.title) == [
            "Quick open design", "Quarterly report: overview", "Aquatic plant notes",
        ])
        #expect(FuzzyMatch.positions(of: "qo", in: "Quick open design") == [0, 6])
        #expect(FuzzyMatch.positions(of: "opde", in: "Quick open design") == [6, 7, 11, 12])
        // Words match by themselves, in any order.
        #expect(controller.quickOpen("design quick").map(\.note.title) == ["Quick open design"])
        #expect(controller.quickOpen("zz").isEmpty)
    }

    @Test func tiesGoToTheShorterNameThenTheNewerNote() throws {
        let controller = try Self.controller([
            Self.note(1, "Plan B", minutesAgo: 30),
            Self.note(2, "Plan A", minutesAgo: 10),
            Self.note(3, "Plan", minutesAgo: 50),
            Self.note(4, "Plan C", minutesAgo: 20),
        ])
        #expect(controller.quickOpen("plan").map(\.note.title) == ["Plan", "Plan A", "Plan C", "Plan B"])
    }

    @Test func anEmptyQueryListsEveryNoteNewestFirstAndNeverTheTrash() throws {
        let controller = try Self.controller([
            Self.note(1, "", minutesAgo: 5, body: "\n  first line of an untitled note\nmore"),
            Self.note(2, "Older", minutesAgo: 9),
            Self.note(3, "Trashed", minutesAgo: 1),
        ])
        controller.trashNote(Self.note(3, "").id)
        #expect(controller.quickOpen("  ").map(\.note.displayTitle) == ["first line of an untitled note", "Older"])
        #expect(controller.quickOpen("untitled").map(\.note.displayTitle) == ["first line of an untitled note"])
        #expect(controller.quickOpen("trashed").isEmpty)
    }

    @Test func accentsAndCaseAreFoldedAsSearchFoldsThem() {
        #expect(FuzzyMatch.positions(of: "cafe", in: "Le CAFÉ du coin") == [3, 4, 5, 6])
        #expect(FuzzyMatch.positions(of: "CAFÉ", in: "cafe\u{301}") == [0, 1, 2, 3])
        #expect(FuzzyMatch.positions(of: "日本", in: "東京 日 本") == [3, 5])
    }

    // MARK: - Any text

    /// Emoji, combining marks, CJK, controls, very long names and queries:
    /// no crash, the letters shown are inside the name and in order, and
    /// the score of the letters found is the score given.
    @Test func anyTextGivesPositionsInsideTheName() {
        var random = SeededRandom.fromEnvironment(fallback: 53)
        for step in 0..<SeededRandom.iterations(fallback: 2_000) {
            var name = Self.text(&random, maxPieces: 12)
            var query = Self.text(&random, maxPieces: 3)
            if step % 50 == 0 { name = String(repeating: name + "ab ", count: 400) }
            if step % 70 == 0 { query = String(repeating: "a", count: 300) }
            let count = name.prefix(FuzzyMatch.graphemeLimit).count
            guard let positions = FuzzyMatch.positions(of: query, in: name) else { continue }
            #expect(positions.allSatisfy { (0..<count).contains($0) } && positions == positions.sorted(),
                    "seed \(random.seed): \(positions) in \(count) graphemes")
            let title = FuzzyTitle(name)
            let scratch = FuzzyMatch.Scratch()
            for word in FuzzyMatch.words(of: query) {
                guard let placed = FuzzyMatch.best(word, in: title, scratch: scratch, tracing: true) else { continue }
                #expect(placed.units.map { title.tables.units[$0] } == word, "seed \(random.seed)")
                #expect(FuzzyMatch.score(placed.units, in: title) == placed.score, "seed \(random.seed)")
            }
        }
    }

    /// An ASCII name keeps only its bytes and lays its tables out when a
    /// word may match: the tables, scores and positions equal the general
    /// form's, for any ASCII (controls, tabs, a lone CR, CR LF) and names
    /// past the grapheme limit.
    @Test func anASCIINameMatchesAsTheGeneralFormDoes() {
        var random = SeededRandom.fromEnvironment(fallback: 59)
        let bytes: [UInt8] = Array(0..<128) + Array("aAbBzZ09 /,:;|-_.".utf8)
        for step in 0..<SeededRandom.iterations(fallback: 2_000) {
            let length = step % 100 == 0 ? 700 : Int.random(in: 0...24, using: &random)
            let name = String(decoding: (0..<length).map { _ in bytes.randomElement(using: &random)! }, as: UTF8.self)
            let query = String(decoding: (0..<Int.random(in: 1...4, using: &random)).map { _ in bytes.randomElement(using: &random)! },
                               as: UTF8.self)
            let (compact, general) = (FuzzyTitle(name), FuzzyTitle(scalarsOf: name))
            #expect(compact.tables == general.tables && compact.graphemeCount == general.graphemeCount,
                    "seed \(random.seed): \(Array(name.utf8))")
            let scratch = FuzzyMatch.Scratch()
            for word in FuzzyMatch.words(of: query) {
                let (left, right) = (FuzzyMatch.best(word, in: compact, scratch: scratch, tracing: true),
                                     FuzzyMatch.best(word, in: general, scratch: scratch, tracing: true))
                #expect(left?.score == right?.score && left?.units == right?.units,
                        "seed \(random.seed): \(word) in \(Array(name.utf8))")
            }
        }
    }
}
