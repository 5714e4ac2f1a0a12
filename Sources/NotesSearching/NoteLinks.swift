import Foundation
import NotesModel

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

    /// `text` with every link to the note named `old` naming `new`
    /// instead, written as it was: `[[Old]]`, `[[old#h|x]]` and (when
    /// `alsoWithExtension`) `[[Old.md#h|x]]` become `[[New]]`,
    /// `[[New#h|x]]` and `[[New.md#h|x]]` (`[[New#h|x]]` unless
    /// `keepingExtension`), spaces around the target kept; and how many
    /// were rewritten.
    public static func rewriting(_ text: String, from old: String, to new: String,
                                 alsoWithExtension: Bool = true, keepingExtension: Bool = true) -> (text: String, count: Int) {
        let oldKey = key(old)
        let scalars = text.unicodeScalars
        var names: [Range<String.Index>] = []
        for link in links(in: text) {
            let written = trimmed(link.targetRange, in: scalars)
            if key(link.target) == oldKey {
                names.append(written)
            } else if alsoWithExtension, let stem = stem(ofFileName: written, in: scalars),
                      key(String(String.UnicodeScalarView(scalars[stem]))) == oldKey {
                names.append(keepingExtension ? stem : written)
            }
        }
        guard !names.isEmpty else { return (text, 0) }
        // By scalars: a target may start with a combining mark, which is
        // no Character boundary.
        var result = String.UnicodeScalarView()
        var start = scalars.startIndex
        for name in names {
            result.append(contentsOf: scalars[start..<name.lowerBound])
            result.append(contentsOf: new.unicodeScalars)
            start = name.upperBound
        }
        result.append(contentsOf: scalars[start...])
        return (String(result), names.count)
    }

    /// `range` without the spaces around it, as a link's target is read.
    private static func trimmed(_ range: Range<String.Index>, in scalars: String.UnicodeScalarView) -> Range<String.Index> {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        while lower < upper, CharacterSet.whitespaces.contains(scalars[lower]) { scalars.formIndex(after: &lower) }
        while upper > lower, CharacterSet.whitespaces.contains(scalars[scalars.index(before: upper)]) { scalars.formIndex(before: &upper) }
        return lower..<upper
    }

    /// The part before a `.md` (in any case) ending `range`, if it does.
    private static func stem(ofFileName range: Range<String.Index>, in scalars: String.UnicodeScalarView) -> Range<String.Index>? {
        let name = scalars[range]
        guard name.count > 3 else { return nil }
        let suffix = name.suffix(3).map { $0.properties.lowercaseMapping }
        guard suffix == [".", "m", "d"] else { return nil }
        return range.lowerBound..<name.index(name.endIndex, offsetBy: -3)
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
