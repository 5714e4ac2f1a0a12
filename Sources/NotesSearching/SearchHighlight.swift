import Foundation
import NotesModel

/// What a query's matches are in a line of text, for drawing them in the
/// `match` colour: its words, `#tags`, phrases and regexes (its `title:`
/// terms in titles only); never what it excludes. Case and accents are
/// ignored as the search ignores them, character by character.
package struct SearchHighlight: Sendable {
    /// Folded words and phrases (a phrase's words joined by one space).
    private let needles: [[Character]]
    private let titleNeedles: [[Character]]
    private let regexes: [SearchRegex]

    /// Nil when the query has nothing to show (only exclusions, dates, …).
    package init?(_ query: SearchQuery) {
        var needles: [[Character]] = [], titleNeedles: [[Character]] = [], regexes: [SearchRegex] = []
        for term in query.terms {
            switch term {
            case let .word(word): needles.append(Array(word))
            case let .phrase(words): needles.append(Array(words.joined(separator: " ")))
            case let .title(words): titleNeedles.append(Array(words.joined(separator: " ")))
            case let .regex(regex): regexes.append(regex)
            case .pinned, .date, .not: break
            }
        }
        guard !needles.isEmpty || !titleNeedles.isEmpty || !regexes.isEmpty else { return nil }
        (self.needles, self.titleNeedles, self.regexes) = (needles, titleNeedles, regexes)
    }

    /// Characters farther than this outside the visible ones are not read:
    /// a line of a megabyte costs what its screenful does.
    static let margin = 256

    /// The ranges of `line`'s characters (indices into it) that match, in
    /// order and not overlapping; only those near `visible` are looked for.
    package func ranges(in line: [Character], isTitle: Bool, visible: Range<Int>? = nil) -> [Range<Int>] {
        let window = visible.map { max(0, $0.lowerBound - Self.margin)..<min(line.count, $0.upperBound + Self.margin) }
            ?? 0..<line.count
        guard !window.isEmpty else { return [] }
        let folded = FoldedLine(line[window])
        var marked = [Bool](repeating: false, count: window.count)
        for needle in isTitle ? needles + titleNeedles : needles where !needle.isEmpty {
            for start in folded.occurrences(of: needle) {
                for index in folded.owner[start]...folded.owner[start + needle.count - 1] { marked[index] = true }
            }
        }
        if !regexes.isEmpty {
            let text = String(line[window])
            let foldedText = String(folded.characters)
            for regex in regexes {
                for range in Self.matches(of: regex, in: text) { for index in range { marked[index] = true } }
                for range in Self.matches(of: regex, in: foldedText) {
                    for index in range { marked[folded.owner[index]] = true }
                }
            }
        }
        return Self.runs(of: marked).map { ($0.lowerBound + window.lowerBound)..<($0.upperBound + window.lowerBound) }
    }

    package func ranges(in text: String, isTitle: Bool) -> [Range<Int>] {
        ranges(in: Array(text), isTitle: isTitle)
    }

    /// A regex's matches in `text` as ranges of character indices.
    private static func matches(of regex: SearchRegex, in text: String) -> [Range<Int>] {
        let found = regex.expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !found.isEmpty else { return [] }
        // The character each UTF-16 offset belongs to.
        var characterAt: [Int] = []
        for (index, character) in text.enumerated() { characterAt += repeatElement(index, count: character.utf16.count) }
        return found.compactMap { match in
            guard match.range.length > 0, match.range.location < characterAt.count else { return nil }
            let last = min(characterAt.count - 1, match.range.location + match.range.length - 1)
            return characterAt[match.range.location]..<(characterAt[last] + 1)
        }
    }

    private static func runs(of marked: [Bool]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (index, isMarked) in marked.enumerated() {
            if isMarked, start == nil { start = index }
            if !isMarked, let open = start { runs.append(open..<index); start = nil }
        }
        if let open = start { runs.append(open..<marked.count) }
        return runs
    }
}

/// A line folded a character at a time, white space runs made one space,
/// with the character of the line each folded character comes from.
struct FoldedLine {
    private(set) var characters: [Character] = []
    private(set) var owner: [Int] = []

    init(_ line: ArraySlice<Character>) {
        for (offset, character) in line.enumerated() {
            if character.isWhitespace {
                if characters.last != " " {
                    characters.append(" ")
                    owner.append(offset)
                }
                continue
            }
            // ASCII folds to its lowercase; only other characters ask Foundation.
            let folded = character.isASCII ? String(character).lowercased() : TextFolding.fold(String(character))
            for piece in folded {
                characters.append(piece)
                owner.append(offset)
            }
        }
    }

    /// Where `needle` starts in the folded characters, each match after the last.
    func occurrences(of needle: [Character]) -> [Int] {
        guard needle.count <= characters.count else { return [] }
        var starts: [Int] = []
        var start = 0
        while start + needle.count <= characters.count {
            if characters[start] == needle[0], characters[start..<(start + needle.count)].elementsEqual(needle) {
                starts.append(start)
                start += needle.count
            } else {
                start += 1
            }
        }
        return starts
    }
}
