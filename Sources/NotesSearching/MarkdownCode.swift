import Foundation

/// Where a note's text is code, by the rules tags and links share
/// (docs/behaviour.md): a `code span` (a run of n backticks closed by the
/// next run of exactly n) and a fenced code block, also one in a quote or
/// a list item (`MarkdownLineMarker`), hold neither tags nor links. The
/// one place these rules are written.
enum MarkdownCode {
    /// Calls `body` with each line of `text` that is not inside a fenced
    /// code block (the fence lines themselves left out too), as a slice of
    /// `text`'s scalars, so its indices are `text`'s. Lines end at each
    /// `"\n"` (a `"\r\n"` is one Character but two scalars).
    static func forEachLineOutsideFences(of text: String, _ body: (Substring.UnicodeScalarView) -> Void) {
        var fence: MarkdownOpenFence?
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let marker = MarkdownLineMarker(line)
            let isCode = MarkdownOpenFence.isCode(marker, entering: fence)
            fence = MarkdownOpenFence.after(marker, from: fence)
            if !isCode { body(line) }
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
