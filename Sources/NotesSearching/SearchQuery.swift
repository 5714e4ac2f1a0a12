import Foundation
import NotesModel

/// A search as typed in the filter, `search` or `notes://search?q=`,
/// parsed (`SearchQuery.parse`): every term must hold for a note to match.
package struct SearchQuery: Equatable, Sendable {
    package var terms: [SearchTerm]

    package init(terms: [SearchTerm]) {
        self.terms = terms
    }

    /// Words every match holds in its title or body (or, for a `#tag`, as
    /// a tag): the positive words, and the words of positive phrases and
    /// `title:` terms that are not tags. The word search (tuned, with its
    /// recent scans) finds the notes that have them; the other terms are
    /// checked on those alone. For a query of plain words this is its word
    /// list, searched exactly as before there were operators.
    package var requiredWords: [String] {
        var words: [String] = []
        var seen = Set<String>()
        func add(_ word: String) { if seen.insert(word).inserted { words.append(word) } }
        for term in terms {
            switch term {
            case let .word(word): add(word)
            case let .phrase(phrase), let .title(phrase):
                for word in phrase where NoteTags.tag(named: word) == nil { add(word) }
            default: break
            }
        }
        return words
    }

    /// The terms the word search does not settle by itself.
    package var otherTerms: [SearchTerm] {
        terms.filter { if case .word = $0 { false } else { true } }
    }
}

/// One term of a query.
package indirect enum SearchTerm: Equatable, Sendable {
    /// A folded word, in the title or the body; a `#tag` word matches that
    /// tag or one nested below it (§6).
    case word(String)
    /// Folded words, in this order, in the title or in the body, with only
    /// white space between them (any amount of it).
    case phrase([String])
    /// `title:word` or `title:"a phrase"`: as `phrase`, in the title only.
    case title([String])
    /// `is:pinned`.
    case pinned
    /// `created:` or `modified:` compared with a day or an instant.
    case date(SearchDateField, SearchDateComparison, SearchDateBound)
    /// `/regex/`, case-insensitive, in the title or the body, as written or
    /// folded (so accents are ignored as they are for words).
    case regex(SearchRegex)
    /// `-term`: notes where the term does not hold.
    case not(SearchTerm)
}

package enum SearchDateField: String, Equatable, Sendable {
    case created, modified
}

package enum SearchDateComparison: String, Equatable, Sendable, CaseIterable {
    // Longest first: the parser takes the first that fits.
    case atLeast = ">=", atMost = "<=", after = ">", before = "<", on = "="
}

/// A compiled `/regex/`; equal when written alike.
package struct SearchRegex: Equatable, @unchecked Sendable {
    package let pattern: String
    /// Immutable once made, and safe to share between threads (Foundation
    /// documents `NSRegularExpression` as such).
    package let expression: NSRegularExpression

    package static func == (left: SearchRegex, right: SearchRegex) -> Bool { left.pattern == right.pattern }

    /// Whether the regex finds a match anywhere in `text`.
    package func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A parse error: the one line the filter's footer or `search` shows.
package struct SearchQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
