/// Ctrl-T on a line (docs/behaviour.md, "Markdown"): `- [ ] x` ⇄ `- [x] x`
/// for any bullet (`-`, `*`, `+`, `1.`), indented or not; a bullet without
/// a box gets one (`- foo` → `- [ ] foo`); any other line becomes a task
/// (`foo` → `- [ ] foo`), its indentation kept.
enum TaskToggle {
    /// The graphemes to replace in `line` and what replaces them.
    static func edit(of line: [Character]) -> (range: Range<Int>, replacement: String) {
        var index = 0
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        guard let bulletEnd = MarkdownLine.bullet(in: line, at: index) else {
            return (index..<index, "- [ ] ")
        }
        guard bulletEnd < line.count else { return (bulletEnd..<bulletEnd, " [ ] ") }
        var boxStart = bulletEnd
        while boxStart < line.count, line[boxStart] == " " || line[boxStart] == "\t" { boxStart += 1 }
        if boxStart + 2 < line.count, line[boxStart] == "[", line[boxStart + 2] == "]",
           boxStart + 3 == line.count || line[boxStart + 3] == " " || line[boxStart + 3] == "\t" {
            let mark = boxStart + 1
            switch line[mark] {
            case " ": return (mark..<(mark + 1), "x")
            case "x", "X": return (mark..<(mark + 1), " ")
            default: break
            }
        }
        return (boxStart..<boxStart, "[ ] ")
    }
}
