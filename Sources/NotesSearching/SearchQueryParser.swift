import Foundation
import NotesModel

extension SearchQuery {
    /// Parses a query (CONTRACT §13): words, `"a phrase"`, `-` before any
    /// term, `title:word`, `title:"a phrase"`, `#tag`, `is:pinned`,
    /// `created:`/`modified:` with `>`, `>=`, `<`, `<=` or `=` and a date,
    /// and `/regex/`. A query with none of these is today's word list
    /// exactly (`NotesSearch.words(of:)`). Dates are read with `dates`.
    package static func parse(_ query: String, dates: SearchDates) -> Result<SearchQuery, SearchQueryError> {
        // No character an operator needs: plain words, read as they always were.
        if !query.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/")
            || $0 == UInt8(ascii: ":") }) {
            return .success(SearchQuery(terms: NotesSearch.words(of: query).map(SearchTerm.word)))
        }
        var parser = SearchQueryParser(text: Array(query), dates: dates)
        do {
            let terms = try parser.parse()
            guard parser.usesOperators else { return .success(SearchQuery(terms: NotesSearch.words(of: query).map(SearchTerm.word))) }
            return .success(SearchQuery(terms: terms))
        } catch {
            return .failure(error)
        }
    }
}

/// Reads a query a term at a time; throws the first error, as one line.
struct SearchQueryParser {
    let text: [Character]
    let dates: SearchDates
    private var index = 0
    /// Whether any term is more than a plain word.
    private(set) var usesOperators = false

    init(text: [Character], dates: SearchDates) {
        (self.text, self.dates) = (text, dates)
    }

    mutating func parse() throws(SearchQueryError) -> [SearchTerm] {
        var terms: [SearchTerm] = []
        var seenWords = Set<String>()
        while true {
            while index < text.count, text[index].isWhitespace { index += 1 }
            guard index < text.count else { return terms }
            let term = try self.term()
            // A word given twice asks no more than once.
            if case let .word(word) = term, !seenWords.insert(word).inserted { continue }
            terms.append(term)
        }
    }

    /// What was typed, repeated in a message: a line's worth at most.
    static func echo(_ typed: String) -> String {
        typed.count > 40 ? String(typed.prefix(40)) + "…" : typed
    }

    private var atBreak: Bool { index >= text.count || text[index].isWhitespace }

    private mutating func term() throws(SearchQueryError) -> SearchTerm {
        guard text[index] == "-" else { return try positiveTerm() }
        index += 1
        guard !atBreak else {
            throw SearchQueryError("“-” alone excludes nothing: put it before a word, as -draft, or quote it, as \"-\"")
        }
        usesOperators = true
        return .not(try positiveTerm())
    }

    private mutating func positiveTerm() throws(SearchQueryError) -> SearchTerm {
        switch text[index] {
        case "\"":
            usesOperators = true
            return .phrase(try phrase())
        case "/":
            usesOperators = true
            return .regex(try regex())
        default:
            break
        }
        for name in ["title:", "is:", "created:", "modified:"] where hasPrefix(name) {
            usesOperators = true
            index += name.count
            return try operatorTerm(name)
        }
        return .word(TextFolding.fold(bareWord()))
    }

    private func hasPrefix(_ name: String) -> Bool {
        let end = index + name.count
        return end <= text.count && String(text[index..<end]).lowercased() == name
    }

    /// Up to the next white space.
    private mutating func bareWord() -> String {
        let start = index
        while !atBreak { index += 1 }
        return String(text[start..<index])
    }

    private mutating func operatorTerm(_ name: String) throws(SearchQueryError) -> SearchTerm {
        switch name {
        case "title:":
            if index < text.count, text[index] == "\"" { return .title(try phrase()) }
            let word = bareWord()
            guard !word.isEmpty else { throw SearchQueryError("title: needs a word after it, as title:meeting or title:\"a phrase\"") }
            return .title([TextFolding.fold(word)])
        case "is:":
            let value = bareWord()
            guard value.lowercased() == "pinned" else {
                throw SearchQueryError("is:\(Self.echo(value)) is not known: is:pinned is the one there is")
            }
            return .pinned
        default:
            let field: SearchDateField = name == "created:" ? .created : .modified
            let written = bareWord()
            let comparison = SearchDateComparison.allCases.first { written.hasPrefix($0.rawValue) }
            let value = written.dropFirst(comparison?.rawValue.count ?? 0)
            guard let bound = dates.bound(value) else {
                throw SearchQueryError("\(name)\(Self.echo(written)) is not a date: write \(name)>2026-11-28, or today, "
                                       + "yesterday or an age such as 7d or 2w after >, >=, <, <= or =")
            }
            return .date(field, comparison ?? .on, bound)
        }
    }

    /// `"…"` from here: its words, folded.
    private mutating func phrase() throws(SearchQueryError) -> [String] {
        let start = index + 1
        guard let end = text[start...].firstIndex(of: "\"") else {
            throw SearchQueryError("unbalanced quote: end the phrase with \"")
        }
        index = end + 1
        let words = TextFolding.fold(String(text[start..<end])).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw SearchQueryError("empty phrase \"\": put words between the quotes") }
        return words
    }

    /// `/…/` from here, ended by a `/` (not one after `\`) that white space
    /// or the end follows, so `/a/b/` is the pattern `a/b`.
    private mutating func regex() throws(SearchQueryError) -> SearchRegex {
        var end = index + 1
        while end < text.count {
            if text[end] == "\\" {
                end += 2
                continue
            }
            if text[end] == "/", end + 1 == text.count || text[end + 1].isWhitespace { break }
            end += 1
        }
        guard end < text.count else {
            throw SearchQueryError("unclosed /regex/: end it with /, as /colou?r/, or quote a word that starts with /")
        }
        let pattern = String(text[(index + 1)..<end])
        index = end + 1
        guard !pattern.isEmpty else { throw SearchQueryError("empty regex //: put a pattern between the slashes") }
        return try SearchRegex.compile(pattern)
    }
}

extension SearchRegex {
    /// Case-insensitive, `^` and `$` at each line's ends.
    static func compile(_ pattern: String) throws(SearchQueryError) -> SearchRegex {
        do {
            let expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive, .anchorsMatchLines])
            return SearchRegex(pattern: pattern, expression: expression)
        } catch {
            throw SearchQueryError("bad regex /\(SearchQueryParser.echo(pattern))/: \(why(pattern))")
        }
    }

    /// Why a pattern does not compile, in a few words: ICU says only that
    /// it is invalid, so the commonest causes are looked for.
    static func why(_ pattern: String) -> String {
        var depth = 0, escaped = false, inClass = false
        for character in pattern {
            if escaped { escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass: depth += 1
            case ")" where !inClass:
                depth -= 1
                if depth < 0 { return "a ) closes no (" }
            default: break
            }
        }
        if escaped { return "it ends with a lone \\" }
        if inClass { return "a [ is not closed by ]" }
        if depth > 0 { return "a ( is not closed by )" }
        if let first = pattern.first, "*+?{".contains(first) { return "\(first) repeats nothing before it" }
        return "not a regular expression (ICU syntax): escape special characters with \\"
    }
}
