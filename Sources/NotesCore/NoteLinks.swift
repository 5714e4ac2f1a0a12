import Foundation

/// One `[[link]]` written in a text.
public struct NoteLink: Equatable, Sendable {
    /// The title it names, trimmed: `Title` in `[[ Title #Heading|shown]]`.
    public let target: String
    /// The whole link, `[[` to `]]`, in the text it was found in.
    public let range: Range<String.Index>
    /// The part that names the target, from after `[[` to the `#`, `|` or
    /// `]]` after it, untrimmed: what a rename rewrites.
    public let targetRange: Range<String.Index>
}

/// The `[[links]]` written in a note's text (docs/behaviour.md, "Links"),
/// as Obsidian and zk write them: `[[Title]]`, `[[Title|shown text]]`,
/// `[[Title#Heading]]`. The one link parser: the index, following a link,
/// the Links screen, renaming and `links` all use it.
///
/// - A link is `[[`, then text on the same line, then the first `]]`; of
///   several `[[` before that `]]` the last one opens it (`[[a [[b]]` links
///   to `b`). So a title holding `]]` cannot be linked.
/// - The target is what comes before the first `|` or `#`, trimmed; a
///   title holding `|` or `#` cannot be linked either. `[[]]`, `[[ ]]`
///   and `[[#Heading]]` name no note: not links.
/// - Nothing in a `code span` or a fenced code block is a link (the
///   rules tags use, `MarkdownCode`), and a link cannot hold a code span.
public enum NoteLinks {
    /// The links of one text, in order.
    public static func links(in text: String) -> [NoteLink] {
        // Most notes have no link at all: one byte search rules them out.
        guard hasOpening(text) else { return [] }
        var found: [NoteLink] = []
        MarkdownCode.forEachLineOutsideFences(of: text) { line in
            scanLine(line, into: &found)
        }
        return found
    }

    /// The titles a note links to, its title's links then its body's, in
    /// order, repeats kept.
    public static func targets(of note: Note) -> [String] {
        (links(in: note.title) + links(in: note.body)).map(\.target)
    }

    /// How a title is compared with a link's target: ignoring case, exact
    /// otherwise (canonically equivalent text is equal in Swift).
    public static func key(_ title: String) -> String {
        title.lowercased()
    }

    /// Whether `title` can be written as a link target and found again:
    /// not blank, one line, and without `]]`, `|` or `#`.
    public static func canLink(to title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed == title else { return false }
        return !title.contains("]]") && !title.contains("|") && !title.contains("#") && !title.contains("[[")
            && !title.unicodeScalars.contains(where: Note.isFolded)
    }

    /// `text` with every link whose target is `old` (by `key`) naming `new`
    /// instead, its `#heading` and `|shown text` kept; and how many were
    /// rewritten.
    public static func rewriting(_ text: String, from old: String, to new: String) -> (text: String, count: Int) {
        let oldKey = key(old)
        let matching = links(in: text).filter { key($0.target) == oldKey }
        guard !matching.isEmpty else { return (text, 0) }
        var result = ""
        var start = text.startIndex
        for link in matching {
            result += text[start..<link.targetRange.lowerBound]
            result += new
            start = link.targetRange.upperBound
        }
        result += text[start...]
        return (result, matching.count)
    }

    // MARK: - Scanning

    private static func hasOpening(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "["), previous == byte { return true }
            previous = byte
        }
        return false
    }

    private static func scanLine(_ line: Substring.UnicodeScalarView, into found: inout [NoteLink]) {
        let scalars = Array(line)
        guard scalars.count >= 4 else { return }
        var indices = Array(line.indices)
        indices.append(line.endIndex)
        var index = 0
        // Where the last `[[` opened, since the last link or code span.
        var open: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let (end, isSpan) = MarkdownCode.endOfCodeSpan(in: scalars, at: index)
                if isSpan { open = nil }
                index = end
                continue
            }
            let doubled = index + 1 < scalars.count && scalars[index + 1] == scalar
            if scalar == "[", doubled {
                open = index
                index += 1
                continue
            }
            if scalar == "]", doubled, let start = open {
                if let link = link(scalars, from: start, to: index + 2, indices: indices) { found.append(link) }
                open = nil
                index += 2
                continue
            }
            index += 1
        }
    }

    /// The link `[[…]]` spanning `start..<end`, or nil when it names no note.
    private static func link(_ scalars: [Unicode.Scalar], from start: Int, to end: Int, indices: [String.Index]) -> NoteLink? {
        let innerStart = start + 2, innerEnd = end - 2
        var targetEnd = innerStart
        while targetEnd < innerEnd, scalars[targetEnd] != "|", scalars[targetEnd] != "#" { targetEnd += 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[innerStart..<targetEnd])
        let target = String(view).trimmingCharacters(in: .whitespaces)
        guard !target.isEmpty else { return nil }
        return NoteLink(target: target, range: indices[start]..<indices[end], targetRange: indices[innerStart]..<indices[targetEnd])
    }
}
