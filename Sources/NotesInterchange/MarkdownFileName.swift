
/// File names for a Markdown export: one per note, safe on any Unix file
/// system and unique within the export.
///
/// Safe means: no `/` (or `\`, for the sake of other systems), no control
/// characters, no leading dot (a hidden file would look lost) or `-` (a
/// name read as an option: `-rf.md`), at most
/// `maximumStemBytes` bytes of UTF-8 (file names are limited in bytes, and
/// CJK or emoji take three or four each), cut only between characters.
/// Letters of any script and emoji are kept. Uniqueness ignores case, so an
/// export copied to a case-insensitive disk keeps every note.
package enum MarkdownFileName {
    /// Leaves room for ` 9999.md` under the usual 255-byte limit.
    package static let maximumStemBytes = 200
    package static let fileExtension = ".md"

    /// Names, in order, for notes with these titles: `name.md`, then
    /// `name 2.md`, `name 3.md`… for repeats.
    package static func unique(for titles: [String]) -> [String] {
        var taken = Set<String>()
        return titles.map { title in
            let stem = self.stem(for: title)
            var candidate = stem
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(stem) \(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            return candidate + fileExtension
        }
    }

    /// The safe form of one title, without extension; "Untitled" when nothing is left.
    package static func stem(for title: String) -> String {
        var cleaned = ""
        var lastWasSpace = true
        for character in title {
            let replacement: Character
            if character == "\t" || character.unicodeScalars.contains(where: SafeText.isLineBreak) {
                replacement = " "
            } else if character.unicodeScalars.contains(where: isUnsafe) {
                replacement = "-"
            } else if character.isWhitespace {
                replacement = " "
            } else {
                replacement = character
            }
            if replacement == " " {
                if lastWasSpace { continue }
                lastWasSpace = true
            } else {
                lastWasSpace = false
            }
            cleaned.append(replacement)
        }
        var stem = Substring(cleaned)
        // A leading dot would hide the file; a leading `-` would make it an
        // option to the commands it is given to (`rm -rf.md`).
        while let first = stem.first, first == "." || first == " " || first == "-" { stem = stem.dropFirst() }
        var limited = ""
        var bytes = 0
        for character in stem {
            let size = character.utf8.count
            if bytes + size > maximumStemBytes { break }
            limited.append(character)
            bytes += size
        }
        while limited.last == " " { limited.removeLast() }
        return limited.isEmpty ? "Untitled" : limited
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: return true
        default: return scalar == "/" || scalar == "\\"
        }
    }
}
