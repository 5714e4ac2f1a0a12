import Foundation
import NotesModel

/// The terms of a query that the word search does not settle, made ready
/// once a search and checked note by note on the notes it found.
struct SearchTermCheck {
    private let checks: [Check]
    private let dates: SearchDates

    private indirect enum Check {
        /// A word or `#tag`, as the word search reads it.
        case word(QueryWord)
        /// A word in the title only.
        case titleWord(Needle)
        /// Words joined by one space, in the white-space-collapsed folded
        /// title (or body, unless `titleOnly`).
        case phrase(String, titleOnly: Bool)
        case pinned
        case date(SearchDateField, SearchDateComparison, SearchDateBound)
        case regex(SearchRegex)
        case not(Check)
    }

    init(_ terms: [SearchTerm], dates: SearchDates) {
        checks = terms.map(Self.check)
        self.dates = dates
    }

    private static func check(_ term: SearchTerm) -> Check {
        switch term {
        case let .word(word): return .word(QueryWord(word))
        // A phrase of one word is that word as text (never a tag).
        case let .phrase(words) where words.count == 1: return .word(.text(Needle(words[0])))
        case let .phrase(words): return .phrase(words.joined(separator: " "), titleOnly: false)
        case let .title(words) where words.count == 1: return .titleWord(Needle(words[0]))
        case let .title(words): return .phrase(words.joined(separator: " "), titleOnly: true)
        case .pinned: return .pinned
        case let .date(field, comparison, bound): return .date(field, comparison, bound)
        case let .regex(regex): return .regex(regex)
        case let .not(term): return .not(check(term))
        }
    }

    /// Whether every term holds for `note`, whose folding is `folded`.
    func holds(_ folded: FoldedNote, of note: Note) -> Bool {
        var texts = FoldedStrings(note: note)
        return checks.allSatisfy { holds($0, folded, note, &texts) }
    }

    private func holds(_ check: Check, _ folded: FoldedNote, _ note: Note, _ texts: inout FoldedStrings) -> Bool {
        switch check {
        case let .word(word):
            return folded.matches([word], of: note)
        case let .titleWord(needle):
            return note.text.withTitle { folded.title.contains(needle, in: $0) }
        case let .phrase(phrase, titleOnly):
            return texts.collapsedTitle.contains(phrase) || (!titleOnly && texts.collapsedBody.contains(phrase))
        case .pinned:
            return note.pinned
        case let .date(field, comparison, bound):
            return dates.holds(field == .created ? note.created : note.modified, comparison, bound)
        case let .regex(regex):
            return regex.matches(note.title) || regex.matches(note.body)
                || regex.matches(texts.foldedTitle) || regex.matches(texts.foldedBody)
        case let .not(check):
            return !holds(check, folded, note, &texts)
        }
    }
}

/// A note's title and body folded whole, made only when a term asks
/// (`fastFold`, the same folding, lowers ASCII by hand).
struct FoldedStrings {
    let note: Note
    private(set) lazy var foldedTitle = TextFolding.fastFold(note.title)
    private(set) lazy var foldedBody = TextFolding.fastFold(note.body)
    private(set) lazy var collapsedTitle = Self.collapsed(foldedTitle)
    private(set) lazy var collapsedBody = Self.collapsed(foldedBody)

    init(note: Note) {
        self.note = note
    }

    /// Every run of white space made one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
