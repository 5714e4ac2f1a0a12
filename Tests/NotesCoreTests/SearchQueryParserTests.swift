import Foundation
import Testing
@testable import NotesModel
@testable import NotesSearching

/// The query language of CONTRACT §13, term by term, and the one line each
/// mistake gets.
@Suite("Search query parser")
struct SearchQueryParserTests {
    static let dates = SearchDates(timeZone: .fixed(TimeZone(identifier: "UTC")!), now: Date(timeIntervalSince1970: 1_795_878_000))

    func terms(_ query: String) -> [SearchTerm]? {
        try? SearchQuery.parse(query, dates: Self.dates).get().terms
    }

    func problem(_ query: String) -> String? {
        if case let .failure(error) = SearchQuery.parse(query, dates: Self.dates) { return error.message }
        return nil
    }

    @Test func plainWordsAreTodaysWordList() {
        #expect(terms("Café  milk #Work café") == [.word("cafe"), .word("milk"), .word("#work")])
        #expect(terms("   ") == [])
        #expect(terms("a-b x/y c\"d") == [.word("a-b"), .word("x/y"), .word("c\"d")], "only a leading - \" or / is syntax")
    }

    @Test func quotesMakePhrases() {
        #expect(terms("\"Grocery  List\" milk") == [.phrase(["grocery", "list"]), .word("milk")])
        #expect(terms("\"one\"two") == [.phrase(["one"]), .word("two")])
        #expect(terms("title:\"Weekly Plan\"") == [.title(["weekly", "plan"])])
        #expect(terms("TITLE:Plan") == [.title(["plan"])])
    }

    @Test func aMinusExcludesWordsPhrasesTagsAndOperators() {
        #expect(terms("-draft") == [.not(.word("draft"))])
        #expect(terms("-\"to do\"") == [.not(.phrase(["to", "do"]))])
        #expect(terms("-#Work") == [.not(.word("#work"))])
        #expect(terms("-is:pinned") == [.not(.pinned)])
    }

    @Test func datesAreDaysOrInstants() {
        let today = Self.dates.day(of: Self.dates.now)
        #expect(terms("created:>=2026-11-28") == [.date(.created, .atLeast, .day(SearchDates.daysSince1970(year: 2026, month: 11, day: 28)))])
        #expect(terms("modified:today") == [.date(.modified, .on, .day(today))])
        #expect(terms("modified:<yesterday") == [.date(.modified, .before, .day(today - 1))])
        #expect(terms("created:>7d") == [.date(.created, .after, .instant(Self.dates.now.addingTimeInterval(-7 * 86_400)))])
        #expect(terms("created:<=2w") == [.date(.created, .atMost, .instant(Self.dates.now.addingTimeInterval(-14 * 86_400)))])
        #expect(SearchDates.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(SearchDates.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
    }

    @Test func slashesMakeARegex() throws {
        let parsed = try #require(terms("/colou?r/ milk"))
        guard case let .regex(regex) = parsed.first else { Issue.record("not a regex: \(parsed)"); return }
        #expect(regex.pattern == "colou?r")
        #expect(regex.matches("COLOR") && regex.matches("a colour"))
        #expect(parsed.dropFirst().elementsEqual([.word("milk")]))
        // A slash not followed by white space is inside the pattern.
        guard case let .regex(path)? = terms("/usr/bin/")?.first else { Issue.record("not a regex"); return }
        #expect(path.pattern == "usr/bin")
    }

    @Test func anUnbalancedQuoteSaysHowToEndIt() {
        #expect(problem("milk \"to do") == "unbalanced quote: end the phrase with \"")
        #expect(problem("title:\"plan") == "unbalanced quote: end the phrase with \"")
        #expect(problem("\"\"")?.hasPrefix("empty phrase") == true)
    }

    @Test func aMinusAloneIsAMistake() {
        #expect(problem("milk - eggs")?.hasPrefix("“-” alone excludes nothing") == true)
        #expect(problem("-")?.hasPrefix("“-” alone") == true)
        #expect(terms("\"-\"") == [.phrase(["-"])], "quoted, it is found as text")
    }

    @Test func anEmptyTitleOrUnknownIsIsAMistake() {
        #expect(problem("title:") == "title: needs a word after it, as title:meeting or title:\"a phrase\"")
        #expect(problem("title: milk") == "title: needs a word after it, as title:meeting or title:\"a phrase\"")
        #expect(problem("is:done") == "is:done is not known: is:pinned is the one there is")
    }

    @Test func aBadRegexSaysWhy() {
        #expect(problem("/a(b/") == "bad regex /a(b/: a ( is not closed by )")
        #expect(problem("/ab)/") == "bad regex /ab)/: a ) closes no (")
        #expect(problem("/[ab/") == "bad regex /[ab/: a [ is not closed by ]")
        #expect(problem("/*a/") == "bad regex /*a/: * repeats nothing before it")
        #expect(problem("/abc")?.hasPrefix("unclosed /regex/") == true)
        #expect(problem("//")?.hasPrefix("empty regex") == true)
        // What was typed is repeated a line's worth at most; the reason stays.
        let long = String(repeating: "a", count: 5_000)
        #expect(problem("/(\(long)/") == "bad regex /(\(String(repeating: "a", count: 39))…/: a ( is not closed by )")
    }

    @Test func aBadDateSaysWhatADateIs() {
        for query in ["created:>2026-13-01", "created:2026-02-30", "modified:>=", "modified:soon", "created:>7y", "created:26-1-1"] {
            let line = problem(query)
            #expect(line?.contains("is not a date: write") == true, "\(query): \(line ?? "no problem")")
            #expect(line?.contains("\n") == false)
        }
    }
}
