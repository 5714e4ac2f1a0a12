import NotesSearching
import TerminalKit

/// The styles inside a line: code spans, `[[links]]`, URLs, `#tags`,
/// `**strong**` and `*emphasis*` / `_emphasis_`. Code comes first and
/// nothing inside it is anything else; tags are where the tag parser finds
/// them, so what is drawn as a tag is what the filter matches.
enum MarkdownInline {
    /// Styles `line` from `start` (after any bullet or quote marks) to the
    /// end of `styles.window`, the part of it looked at.
    static func style(_ line: [Character], from start: Int, into styles: inout LineStyles) {
        let window = styles.window
        let text = line[max(start, window.lowerBound)..<window.upperBound]
        var taken = Array(repeating: false, count: window.count)
        func take(_ range: Range<Int>) { for index in range.clamped(to: window) { taken[index - window.lowerBound] = true } }
        func isTaken(_ range: Range<Int>) -> Bool {
            range.clamped(to: window).contains { taken[$0 - window.lowerBound] }
        }
        for range in codeSpans(in: text) {
            styles.overlay(range, MarkdownStyles.code)
            take(range)
        }
        for range in MarkdownLinkRanges.ranges(in: text) where !isTaken(range) {
            styles.overlay(range, MarkdownStyles.link)
            take(range)
        }
        for range in urls(in: text) where !isTaken(range) {
            styles.overlay(range, MarkdownStyles.url)
            take(range)
        }
        // The tag parser reads the whole window, as the filter reads the line.
        for range in tagRanges(in: line[window]) {
            styles.overlay(range, MarkdownStyles.tag)
            take(range)
        }
        Emphasis(text: text, isTaken: { taken[$0 - window.lowerBound] }).style(into: &styles)
    }

    /// Code spans: a run of n backticks closed by the next run of exactly n.
    static func codeSpans(in text: ArraySlice<Character>) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "`" else { index += 1; continue }
            var runEnd = index
            while runEnd < text.endIndex, text[runEnd] == "`" { runEnd += 1 }
            let length = runEnd - index
            var position = runEnd
            var closed: Int?
            while position < text.endIndex, closed == nil {
                guard text[position] == "`" else { position += 1; continue }
                var closeEnd = position
                while closeEnd < text.endIndex, text[closeEnd] == "`" { closeEnd += 1 }
                if closeEnd - position == length { closed = closeEnd }
                position = closeEnd
            }
            if let closed {
                spans.append(index..<closed)
                index = closed
            } else {
                index = runEnd
            }
        }
        return spans
    }

    /// `http://` and `https://` URLs from a word's start to white space,
    /// without the punctuation that usually ends a sentence after them.
    static func urls(in text: ArraySlice<Character>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "h", index == text.startIndex || isURLStart(after: text[index - 1]),
                  hasScheme(text, at: index) else { index += 1; continue }
            var end = index
            while end < text.endIndex, !text[end].isWhitespace, text[end] != ">" { end += 1 }
            var trimmed = end
            while trimmed > index, ".,;:!?)'\"".contains(text[trimmed - 1]) { trimmed -= 1 }
            if trimmed > index + 8 { found.append(index..<trimmed) }
            index = end
        }
        return found
    }

    private static func isURLStart(after character: Character) -> Bool {
        character.isWhitespace || character == "(" || character == "<" || character == "[" || character == "\""
    }

    private static func hasScheme(_ text: ArraySlice<Character>, at index: Int) -> Bool {
        for scheme in ["https://", "http://"] where text[index...].starts(with: scheme) { return true }
        return false
    }

    /// The tag parser's ranges (of scalars) as ranges of graphemes.
    static func tagRanges(in text: ArraySlice<Character>) -> [Range<Int>] {
        guard text.contains("#") else { return [] }
        var scalars: [Unicode.Scalar] = []
        var graphemeOf: [Int] = []
        for index in text.indices {
            for scalar in text[index].unicodeScalars {
                scalars.append(scalar)
                graphemeOf.append(index)
            }
        }
        return NoteTags.tagRanges(inLine: scalars).map { range in
            graphemeOf[range.lowerBound]..<(graphemeOf[range.upperBound - 1] + 1)
        }
    }
}
