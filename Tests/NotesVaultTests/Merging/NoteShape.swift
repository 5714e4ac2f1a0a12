import Foundation
import NotesModel
import TestSupport

/// A random note file for the merge's property tests, kept as parts so a
/// test can edit it and say what the merge must give: front matter keys,
/// body lines (the first may be a `# heading`), line breaks.
struct NoteShape {
    var path: String
    var keys: [(key: String, value: String)]
    var lines: [String]
    var usesCRLF: Bool
    var endsWithNewline: Bool

    static let titles = ["Shopping", "title: colon", "# not a heading", "dots...", "emoji 🎉", "yes", "x:y*z?", "\"quoted\"",
                         "trailing #", " spaced ", "tab\tin", "日本語", "[[link]]", "CON", "", String(repeating: "é", count: 120)]
    static let folders = ["", "Work/", "Work/Deep/", ".trash/", ".trash/Work/"]

    var text: String {
        var text = ""
        if !keys.isEmpty { text = "---\n" + keys.map { "\($0.key): \($0.value)\n" }.joined() + "---\n" }
        text += lines.joined(separator: "\n")
        if endsWithNewline, !lines.isEmpty { text += "\n" }
        return usesCRLF ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    }

    /// Keys from the ones vaults hold, body lines each told apart from every other.
    static func random(using random: inout SeededRandom) -> NoteShape {
        var keys: [(key: String, value: String)] = []
        let title = titles.randomElement(using: &random)!
        let titleIn = Int.random(in: 0..<3, using: &random) // front matter, heading, file name
        if Bool.random(using: &random) { keys.append(("id", UUID().uuidString)) }
        if titleIn == 0 { keys.append(("title", quoted(title))) }
        for (key, value) in [("created", "2026-01-0\(Int.random(in: 1...9, using: &random))"),
                             ("modified", "2026-02-0\(Int.random(in: 1...9, using: &random))T10:00:00Z"),
                             ("tags", "[a, b]"), ("pinned", "true"), ("status", "draft")]
        where Int.random(in: 0..<3, using: &random) == 0 {
            keys.append((key, value))
        }
        var lines = (0..<Int.random(in: 0...12, using: &random)).map { "line \($0) \(Int.random(in: 0...99, using: &random))" }
        if titleIn == 1 { lines.insert("# " + (title.isEmpty ? "Heading" : title), at: 0) }
        let name = titleIn == 2 && !title.isEmpty ? NoteFile.fileName(forTitle: title) : "Note \(Int.random(in: 0...9, using: &random))"
        return NoteShape(path: folders.randomElement(using: &random)! + name + ".md", keys: keys, lines: lines,
                         usesCRLF: Int.random(in: 0..<4, using: &random) == 0,
                         endsWithNewline: Int.random(in: 0..<4, using: &random) != 0)
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\t", with: "\\t") + "\""
    }

    /// Lines in `range` replaced, removed or added to, each new line marked with `tag`.
    mutating func editLines(in range: Range<Int>, tag: String, using random: inout SeededRandom) {
        var edited = Array(lines[..<range.lowerBound])
        for index in range {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: edited.append("\(tag) changed \(index)")
            case 1: continue
            case 2: edited += [lines[index], "\(tag) added \(index)"]
            default: edited.append(lines[index])
            }
        }
        lines = edited + lines[range.upperBound...]
    }

    /// Anything changed anywhere: lines, keys, line breaks, the path.
    mutating func editAnyhow(tag: String, using random: inout SeededRandom) {
        if !lines.isEmpty, Bool.random(using: &random) {
            let start = Int.random(in: 0..<lines.count, using: &random)
            editLines(in: start..<Int.random(in: start...lines.count, using: &random), tag: tag, using: &random)
        }
        if Bool.random(using: &random) { lines.insert("\(tag) inserted", at: Int.random(in: 0...lines.count, using: &random)) }
        if !keys.isEmpty, Bool.random(using: &random) { keys[Int.random(in: 0..<keys.count, using: &random)].value = "\(tag)" }
        if Int.random(in: 0..<4, using: &random) == 0 { keys.append(("\(tag)-key", "x")) }
        if Int.random(in: 0..<6, using: &random) == 0 { usesCRLF.toggle() }
        if Int.random(in: 0..<6, using: &random) == 0 { endsWithNewline.toggle() }
        if Int.random(in: 0..<5, using: &random) == 0 { path = Self.folders.randomElement(using: &random)! + "\(tag).md" }
    }
}
