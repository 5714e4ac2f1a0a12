import Foundation

/// Edits of a front matter's text line by line: a key's line set or
/// removed, every other line — its keys, their order, comments, quoting
/// — left exactly as written. (A YAML library would write the whole
/// mapping back in its own style.)
package enum FrontMatterLines {
    /// `frontMatter` (with its `---` lines, or empty) with `key: value`:
    /// the key's line (and its indented continuation lines) replaced where
    /// the key is, else added last; a front matter made when there is none.
    package static func setting(_ key: String, to value: String, in frontMatter: String) -> String {
        var lines = split(frontMatter)
        guard lines.count >= 2 else { return "---\n\(key): \(value)\n---\n" }
        let line = "\(key): \(value)\n"
        if let range = keyLines(key, in: lines) {
            lines.replaceSubrange(range, with: [line])
        } else {
            lines.insert(line, at: lines.count - 1)
        }
        return lines.joined()
    }

    /// `frontMatter` without `key`'s line and its continuation lines; no
    /// front matter at all when nothing else is left in it.
    package static func removing(_ key: String, from frontMatter: String) -> String {
        var lines = split(frontMatter)
        guard lines.count >= 2, let range = keyLines(key, in: lines) else { return frontMatter }
        lines.removeSubrange(range)
        return lines.count == 2 ? "" : lines.joined()
    }

    /// `text` as a YAML scalar: as it is when YAML reads it back the same,
    /// else double-quoted.
    package static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    // MARK: - Lines

    /// The lines, each with its `\n` (the last may lack one).
    private static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The lines of a top-level `key:` (matched ignoring case, as the
    /// reader matches keys) with the indented or list lines that continue
    /// its value; never the first or last line (the `---` lines).
    private static func keyLines(_ key: String, in lines: [String]) -> Range<Int>? {
        let wanted = key.lowercased()
        for index in 1..<(lines.count - 1) {
            let line = lines[index]
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].lowercased() == wanted else { continue }
            var end = index + 1
            while end < lines.count - 1, let first = lines[end].first,
                  first == " " || first == "\t" || lines[end].hasPrefix("- ") || lines[end] == "-\n" {
                end += 1
            }
            return index..<end
        }
        return nil
    }

    // MARK: - Scalars

    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "~", "y", "n",
    ]

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              !reservedWords.contains(text.lowercased()), Double(text) == nil, Int(text) == nil else { return false }
        if "-?:,[]{}#&*!|>'\"%@` \t".unicodeScalars.contains(first) || last == " " || last == "\t" { return false }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return false }
        // YAML reads U+2028 and U+2029 as line breaks, and a BOM as no text.
        return text.unicodeScalars.allSatisfy {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
                && $0.value != 0x2028 && $0.value != 0x2029 && $0.value != 0xFEFF
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
