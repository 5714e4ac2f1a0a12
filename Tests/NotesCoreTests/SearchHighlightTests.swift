import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSearching

/// What the highlight marks in a line: the query's words, phrases and
/// regexes where the search would find them, never what it excludes.
@Suite("Search highlight")
struct SearchHighlightTests {
    static let dates = SearchDates(timeZone: .fixed(TimeZone(identifier: "UTC")!), now: Date())
    static let pieces = ["a", "B", "é", "É", "e\u{301}", "cafe", "Café", " ", "  ", "\t", "x", "milk", "MILK", "日本", "#work", "-"]
    static let words = ["cafe", "café", "milk", "a", "e", "x", "日本", "#work", "ka"]

    func highlight(_ query: String) -> SearchHighlight? {
        try? SearchHighlight(SearchQuery.parse(query, dates: Self.dates).get())
    }

    @Test func wordsPhrasesAndRegexesAreMarkedExclusionsAreNot() throws {
        let line = Array("The Café opens;  milk   and tea")
        let found = try #require(highlight("cafe \"milk and\" /t.a/ -opens"))
        #expect(found.ranges(in: line, isTitle: false) == [4..<8, 17..<27, 28..<31])
        #expect(highlight("-milk is:pinned created:today") == nil, "nothing to show")
        let title = try #require(highlight("title:opens"))
        #expect(title.ranges(in: line, isTitle: true) == [9..<14])
        #expect(title.ranges(in: line, isTitle: false).isEmpty, "title: marks titles only")
    }

    /// Random lines and words: a line is marked exactly when its folding
    /// holds the word, only where the marked characters fold to it, and the
    /// ranges are in order, apart and inside the line.
    @Test func aWordIsMarkedWhereTheFoldedLineHoldsIt() throws {
        var random = SeededRandom.fromEnvironment(fallback: 37)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let line = Array((0..<Int.random(in: 0...10, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined())
            let typed = Self.words.randomElement(using: &random)!
            let ranges = try #require(highlight(typed)).ranges(in: line, isTitle: false)
            let word = TextFolding.fold(typed)
            let context = "seed \(random.seed): \(word) in \(String(line))"
            #expect(ranges.isEmpty == !TextFolding.fold(String(line)).contains(word), "\(context)")
            var end = 0
            for range in ranges {
                #expect(range.lowerBound >= end && range.upperBound <= line.count && !range.isEmpty, "\(context)")
                end = range.upperBound
                #expect(TextFolding.fold(String(line[range])).contains(word), "\(context): \(range)")
            }
        }
    }

    /// A long line is read only near what shows: the visible part is
    /// marked as a whole reading would mark it.
    @Test func onlyTheVisiblePartOfALongLineIsRead() throws {
        let line = Array(String(repeating: "milk and tea ", count: 2_000))
        let found = try #require(highlight("tea"))
        let visible = 10_000..<10_080
        let near = found.ranges(in: line, isTitle: false, visible: visible).filter { $0.overlaps(visible) }
        let whole = found.ranges(in: line, isTitle: false).filter { $0.overlaps(visible) }
        #expect(near == whole && !near.isEmpty)
    }
}
