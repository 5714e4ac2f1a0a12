import Foundation

/// Where a note's text is code, by the rules tags and links share
/// (docs/behaviour.md): a `code span` (a run of n backticks closed by the
/// next run of exactly n) and a fenced code block hold neither tags nor
/// links. The one place these rules are written.
enum MarkdownCode {
    /// Calls `body` with each line of `text` that is not inside a fenced
    /// code block (the fence lines themselves left out too), as a slice of
    /// `text`'s scalars, so its indices are `text`'s. Lines end at each
    /// `"\n"` (a `"\r\n"` is one Character but two scalars).
    static func forEachLineOutsideFences(of text: String, _ body: (Substring.UnicodeScalarView) -> Void) {
        var fence: CodeFence?
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = fence {
                if open.isClosed(by: Array(line)) { fence = nil }
                continue
            }
            // Only a line starting (after up to three spaces) with ` or ~ can open a fence.
            if line.prefix(4).contains(where: { $0 == "`" || $0 == "~" }), let opening = CodeFence(opening: Array(line)) {
                fence = opening
                continue
            }
            body(line)
        }
    }

    /// Past a code span that opens at `index` (a run of n backticks closed
    /// by the next run of exactly n), or past the run itself when nothing
    /// closes it (then the backticks are plain text).
    static func endOfCodeSpan(in scalars: [Unicode.Scalar], at index: Int) -> (end: Int, isSpan: Bool) {
        var runEnd = index
        while runEnd < scalars.count, scalars[runEnd] == "`" { runEnd += 1 }
        let length = runEnd - index
        var position = runEnd
        while position < scalars.count {
            guard scalars[position] == "`" else { position += 1; continue }
            var closeEnd = position
            while closeEnd < scalars.count, scalars[closeEnd] == "`" { closeEnd += 1 }
            if closeEnd - position == length { return (closeEnd, true) }
            position = closeEnd
        }
        return (runEnd, false)
    }
}

/// A fenced code block's opening line: up to three spaces, then three or
/// more backticks or tildes; closed by a line of at least as many of the
/// same character (and nothing else but spaces).
private struct CodeFence {
    let character: Unicode.Scalar
    let length: Int

    init?(opening scalars: [Unicode.Scalar]) {
        guard let (character, length, rest) = Self.run(in: scalars), length >= 3 else { return nil }
        // A backtick fence's info string holds no backtick.
        if character == "`", rest.contains("`") { return nil }
        (self.character, self.length) = (character, length)
    }

    func isClosed(by scalars: [Unicode.Scalar]) -> Bool {
        guard let (character, length, rest) = Self.run(in: scalars) else { return false }
        return character == self.character && length >= self.length && rest.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    private static func run(in scalars: [Unicode.Scalar]) -> (Unicode.Scalar, Int, ArraySlice<Unicode.Scalar>)? {
        var index = 0
        while index < min(3, scalars.count), scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == "`" || scalars[index] == "~" else { return nil }
        let character = scalars[index]
        let start = index
        while index < scalars.count, scalars[index] == character { index += 1 }
        return (character, index - start, scalars[index...])
    }
}
