import Foundation
import NotesModel

/// The `#tags` written in a note's text (docs/behaviour.md, "Tags"): `#`,
/// then a letter, then letters, digits, `_`, `-` or `/`, where the `#`
/// starts a line or follows white space or `(`. Not tags: Markdown
/// headings (`# Title`, and any tag-like word on a heading line), `#1`,
/// a URL's `#anchor`, anything in a `code span` or a fenced code block.
///
/// Tags keep the case they are written in (`#camelCase`), and are
/// matched ignoring it: `key` is what they are compared by (`#Work` is
/// `#work`). A tag is returned as written but for empty `/`-separated
/// parts (`#Work//Meetings/` is `Work/Meetings`), and `work/meetings` is
/// nested under `work`. The one tag parser: the filter, `search`, `tags`,
/// `list --tag` and the Tags screen all use it.
public enum NoteTags {
    /// The tags of a note: its title's and its body's, each once (ignoring
    /// case, as first written), in the order they first appear.
    public static func tags(of note: Note) -> [String] {
        var found = TagCollector()
        // A vault note's front matter `tags` first, as Obsidian lists them.
        for tag in note.file?.tags ?? [] {
            if let word = normalizedFrontMatterTag(tag) { found.add(word) }
        }
        scan(note.title, into: &found)
        scan(note.body, into: &found)
        return found.tags
    }

    /// A front matter tag as an inline one would be written (`spring
    /// project` is `spring-project`), or nil when it cannot be one.
    static func normalizedFrontMatterTag(_ tag: String) -> String? {
        let word = "#" + tag.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: "-")
        guard self.tag(named: word) != nil else { return nil }
        return normalized(word.unicodeScalars.dropFirst())
    }

    /// The tags of one text, each once (ignoring case, as first written),
    /// in the order they first appear.
    public static func tags(in text: String) -> [String] {
        var found = TagCollector()
        scan(text, into: &found)
        return found.tags
    }

    /// The key of the tag a word such as `#Work/Meetings` names
    /// (`work/meetings`), or nil when the word is not a tag (`#1`, `#`,
    /// `#work!`).
    public static func tag(named word: some StringProtocol) -> String? {
        let scalars = word.unicodeScalars.dropFirst()
        guard word.first == "#", let first = scalars.first, isLetter(first), scalars.allSatisfy(isTagScalar) else {
            return nil
        }
        return key(normalized(scalars))
    }

    /// What tags are compared by: the tag lowercased. Most tags are
    /// lowercase already, and are their own key (no copy).
    public static func key(_ tag: String) -> String {
        if tag.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) { return tag }
        return tag.lowercased()
    }

    /// Whether `tag` is `parent` or nested anywhere below it, both keys
    /// (or both spelled alike).
    public static func tag(_ tag: String, isWithin parent: String) -> Bool {
        tag == parent || (tag.hasPrefix(parent) && tag.utf8.dropFirst(parent.utf8.count).first == UInt8(ascii: "/"))
    }

    /// `work/meetings/monday` → `work`, `work/meetings`, `work/meetings/monday`.
    public static func selfAndAncestors(of tag: String) -> [String] {
        var result: [String] = []
        var prefix = ""
        for part in tag.split(separator: "/") {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            result.append(prefix)
        }
        return result
    }

    // MARK: - Scanning

    private struct TagCollector {
        var tags: [String] = []
        var seen = Set<String>()
        mutating func add(_ tag: String) {
            if seen.insert(key(tag)).inserted { tags.append(tag) }
        }
    }

    private static func scan(_ text: String, into found: inout TagCollector) {
        // Most notes have no `#` at all: one byte search rules them out.
        guard text.utf8.contains(UInt8(ascii: "#")) else { return }
        MarkdownCode.forEachLineOutsideFences(of: text) { line in
            let scalars = Array(line)
            if !MarkdownHeading.isHeading(scalars) { scanLine(scalars) { found.add(normalized(scalars[$0.dropFirst()])) } }
        }
    }

    /// Where the tags of one line outside a fenced code block are, as
    /// ranges of its scalars from the `#` on: what the filter counts, for
    /// drawing them. None on a heading line.
    public static func tagRanges(inLine scalars: [Unicode.Scalar]) -> [Range<Int>] {
        guard scalars.contains("#"), !MarkdownHeading.isHeading(scalars) else { return [] }
        var ranges: [Range<Int>] = []
        scanLine(scalars) { ranges.append($0) }
        return ranges
    }

    /// Reports each tag of the line (from its `#`).
    private static func scanLine(_ scalars: [Unicode.Scalar], found: (Range<Int>) -> Void) {
        var index = 0
        // Where the text after the last code span starts: a word (for the
        // URL check) does not reach back into code.
        var afterCode = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let (end, isSpan) = MarkdownCode.endOfCodeSpan(in: scalars, at: index)
                if isSpan { afterCode = end }
                index = end
                continue
            }
            guard scalar == "#", startsWord(scalars, at: index), !isInsideURL(scalars, at: index, from: afterCode),
                  index + 1 < scalars.count, isLetter(scalars[index + 1]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, isTagScalar(scalars[end]) { end += 1 }
            found(index..<end)
            index = end
        }
    }

    /// As written, without empty `/` parts.
    private static func normalized(_ scalars: some Collection<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let tag = String(view)
        guard tag.utf8.contains(UInt8(ascii: "/")) else { return tag }
        return tag.split(separator: "/").joined(separator: "/")
    }

    /// A `#` that starts the line or follows white space or `(`.
    private static func startsWord(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = scalars[index - 1]
        return before == "(" || before.properties.isWhitespace
    }

    /// Whether the word the `#` is in (back to white space or code) holds `://`.
    private static func isInsideURL(_ scalars: [Unicode.Scalar], at index: Int, from earliest: Int) -> Bool {
        var start = index
        while start > earliest, !scalars[start - 1].properties.isWhitespace { start -= 1 }
        guard index - start >= 3 else { return false }
        for position in start..<(index - 2) where scalars[position] == ":" && scalars[position + 1] == "/" && scalars[position + 2] == "/" {
            return true
        }
        return false
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// Letters, digits, combining marks (an accent typed as its own
    /// character), `_`, `-` and `/`.
    public static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || scalar == "_" || scalar == "-" || scalar == "/"
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return isLetter(scalar)
        }
    }
}
