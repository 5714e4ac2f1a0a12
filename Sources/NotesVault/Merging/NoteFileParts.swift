import Foundation
import NotesMerging

/// One version of a note's file cut into what merges separately: the front
/// matter key by key, and the body (everything after the front matter,
/// a `# heading` title line included) line by line. A file whose every
/// line ends in `\r\n` is cut with `\n` line breaks.
struct NoteFileParts {
    /// The front matter's lines, grouped by top-level key.
    struct FrontMatterKeys {
        /// The opening `---` line.
        var opening: String
        /// Each key (lowercased, as the reader matches keys; "" for lines
        /// before the first key) with its text: its line, the lines that
        /// continue its value, and comments or blank lines after it.
        var entries: [(key: String, text: String)]
        /// The closing `---` or `...` line.
        var closing: String
    }

    var usesCRLF: Bool
    /// Nil when the file has no front matter.
    var frontMatter: FrontMatterKeys?
    var body: String

    /// Nil when the file starts with front matter whose lines cannot be
    /// told apart by key (a key twice, a quoted key): such a file merges
    /// as lines, whole.
    init?(_ text: String) {
        usesCRLF = VaultNoteText.everyLineEndsInCRLF(text)
        let text = usesCRLF ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        guard let (yaml, rest) = FrontMatter.split(text) else {
            (frontMatter, body) = (nil, text)
            return
        }
        let utf8 = text.utf8
        let yamlStart = utf8.index(after: utf8.firstIndex(of: UInt8(ascii: "\n"))!)
        let yamlEnd = utf8.index(yamlStart, offsetBy: yaml.utf8.count)
        let restStart = utf8.index(utf8.endIndex, offsetBy: -rest.utf8.count)
        guard let entries = Self.entries(yaml) else { return nil }
        frontMatter = FrontMatterKeys(opening: String(text[..<yamlStart]), entries: entries,
                                      closing: String(text[yamlEnd..<restStart]))
        body = rest
    }

    /// The file's text: `frontMatter` (none when nil) and `body`, with
    /// `\r\n` line breaks when `usesCRLF`.
    static func text(frontMatter: FrontMatterKeys?, body: String, usesCRLF: Bool) -> String {
        var text = ""
        if let frontMatter {
            text = frontMatter.opening + frontMatter.entries.map(\.text).joined() + frontMatter.closing
            if !body.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        }
        text += body
        return usesCRLF ? withCRLF(text) : text
    }

    /// Every `\n` not already after a `\r` as `\r\n`.
    static func withCRLF(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { bytes.append(UInt8(ascii: "\r")) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The YAML's lines grouped by top-level key; nil when a key is there
    /// twice or is not plain text.
    private static func entries(_ yaml: String) -> [(key: String, text: String)]? {
        var entries: [(key: String, text: String)] = []
        var seen = Set<String>()
        for line in LineMerge.lines(yaml) {
            guard let key = topLevelKey(line) else {
                if entries.isEmpty { entries.append((key: "", text: "")) }
                entries[entries.count - 1].text += line
                continue
            }
            guard !key.isEmpty, !key.contains(where: { "\"'{}[]".contains($0) }), seen.insert(key).inserted else { return nil }
            entries.append((key: key, text: String(line)))
        }
        return entries
    }

    /// The key a line starts (`key: value`, `key:`), lowercased; nil for a
    /// line continuing a value, a comment, a blank line.
    private static func topLevelKey(_ line: Substring) -> String? {
        guard let first = line.first, !" \t-#\n\r".contains(first), let colon = line.firstIndex(of: ":") else { return nil }
        return line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    }
}
