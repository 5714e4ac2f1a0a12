import Foundation
import NotesModel

/// A note file's text split into what the note shows — its title and
/// body — and what it keeps as it was (`NoteFile`), and put back together.
/// Putting back what was read gives the very bytes read, so a note whose
/// title and body were not edited is written (if ever) unchanged.
///
/// The layout, in the text with `\n` line breaks (a file whose every line
/// ends in `\r\n` is read so and written back so):
///
///     front matter          `---` … `---` lines, when the file starts so
///     heading line          `# Title`, when it gave the title
///     gap                   the blank lines before the body
///     body
///     final line break      when the file ends in one
package enum VaultNoteText {
    /// What reading one file gives.
    package struct Reading: Equatable {
        package var title: String
        package var body: String
        package var file: NoteFile
        /// The front matter's fields (empty when there is none, or it is not YAML).
        package var fields: FrontMatter.Fields
    }

    /// Splits `text`, the file at `path` (relative to the vault).
    package static func read(_ text: String, path: String, timeZone: ShownTimeZone = .system) -> Reading {
        let usesCRLF = everyLineEndsInCRLF(text)
        let text = usesCRLF ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        var file = NoteFile(path: path)
        file.usesCRLF = usesCRLF
        var rest = Substring(text)
        var fields = FrontMatter.Fields()
        if case let .parsed(parsed, restAfter) = FrontMatter.read(text, timeZone: timeZone) {
            fields = parsed
            file.frontMatter = String(text.utf8.prefix(text.utf8.count - restAfter.utf8.count))!
            rest = Substring(restAfter)
        }
        var title = file.name
        if let given = fields.title {
            title = given
            file.titleSource = .frontMatter
        } else if let heading = levelOneHeading(startingAt: rest) {
            title = heading.title
            file.titleSource = .heading
            file.headingLine = String(rest[..<heading.end])
            rest = rest[heading.end...]
        }
        if rest.hasSuffix("\n") {
            file.endsWithNewline = true
            rest = rest.dropLast()
        } else {
            file.endsWithNewline = false
        }
        var bodyStart = rest.firstIndex(where: { $0 != "\n" }) ?? rest.endIndex
        // Line breaks the front matter says are the body's own stay in it.
        let ownBreaks = min(fields.leadingNewlines, rest.distance(from: rest.startIndex, to: bodyStart))
        bodyStart = rest.index(bodyStart, offsetBy: -ownBreaks)
        file.gap = String(rest[..<bodyStart])
        file.tags = fields.tags.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.filter { !$0.isEmpty }
        file.aliases = fields.aliases.filter { !$0.isEmpty }
        return Reading(title: title, body: String(rest[bodyStart...]), file: file, fields: fields)
    }

    /// The text of a file holding `title` and `body` laid out as `file`
    /// says; `readTitle` is the title the file was read with (nil for a new
    /// note), so that a title left alone keeps its line exactly.
    package static func text(title: String, body: String, pinned: Bool, readPinned: Bool?, file: NoteFile,
                             readTitle: String?) -> String {
        var frontMatter = file.frontMatter
        var headingLine = file.headingLine ?? ""
        switch file.titleSource {
        case .frontMatter where title != readTitle:
            frontMatter = FrontMatterLines.setting("title", to: FrontMatterLines.scalar(title), in: frontMatter)
        case .heading where title != readTitle:
            headingLine = "# " + oneLine(title) + (headingLine.hasSuffix("\n") || !body.isEmpty || !file.gap.isEmpty ? "\n" : "")
        default: break
        }
        if pinned != (readPinned ?? false) {
            frontMatter = pinned
                ? FrontMatterLines.setting("pinned", to: "true", in: frontMatter)
                : FrontMatterLines.removing("pinned", from: frontMatter)
        }
        var text = frontMatter + headingLine + file.gap + body
        if file.endsWithNewline { text += "\n" }
        return file.usesCRLF ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    }

    /// A title as one heading line: line breaks are spaces.
    static func oneLine(_ title: String) -> String {
        title.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    /// `# Title` on the first line (a `#` and a space; `##` is not level 1),
    /// its title without the closing `#`s and spaces, and where the line
    /// ends (after its line break).
    static func levelOneHeading(startingAt text: Substring) -> (title: String, end: Substring.Index)? {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "#"),
              utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: " ")
                || utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: "\t") else { return nil }
        // A line ends at `\n`, `\r\n` or a lone `\r` (CommonMark), also in a
        // file whose other lines end otherwise.
        let lineEnd = utf8.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? utf8.endIndex
        // Bytes, not Foundation's trimming: every note of a vault is read so.
        var line = utf8[utf8.index(after: utf8.startIndex)..<lineEnd]
        line = trimmingBlanks(line)
        // `# Title #` closes the heading with `#`s (CommonMark).
        if line.last == UInt8(ascii: "#") {
            let withoutHashes = line.reversed().drop(while: { $0 == UInt8(ascii: "#") })
            if let before = withoutHashes.first, before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") {
                line = trimmingBlanks(line.prefix(withoutHashes.count))
            }
        }
        guard !line.isEmpty, let title = String(line) else { return nil }
        guard lineEnd < utf8.endIndex else { return (title, lineEnd) }
        var end = utf8.index(after: lineEnd)
        if utf8[lineEnd] == UInt8(ascii: "\r"), end < utf8.endIndex, utf8[end] == UInt8(ascii: "\n") { end = utf8.index(after: end) }
        return (title, end)
    }

    private static func trimmingBlanks(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var trimmed = bytes.drop(while: isBlank)
        while let last = trimmed.last, isBlank(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }

    /// Whether the text has line breaks and every one is `\r\n`.
    static func everyLineEndsInCRLF(_ text: String) -> Bool {
        var sawBreak = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                guard previous == UInt8(ascii: "\r") else { return false }
                sawBreak = true
            }
            previous = byte
        }
        return sawBreak
    }
}
