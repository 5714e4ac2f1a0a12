import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesSearching
@testable import TextEditing

/// Random Markdown-ish notes: styling never changes what is drawn, runs
/// are in order inside their line, the fence state kept through edits is
/// the state found by reading the text afresh (from any line first), and
/// what is drawn as a tag is what the tag parser finds. Replay a failure
/// with the seed it prints.
@Suite struct MarkdownStylerPropertyTests {
    static let pieces = ["# ", "## Head", "#tag", "#work/home", "(#x)", "#1", "**", "*", "_", "`", "```", "~~~",
                         "````", "> ", "- ", "* ", "+ ", "1. ", "[ ] ", "[x] ", "[[", "]]", "Link", "https://a.b/c#d",
                         " ", "  ", "\t", "word", "snake_case", "日本語", "😀", "e\u{301}", "\n", "\n", "\n", "|", "#"]

    static func randomText(using random: inout SeededRandom, pieces count: ClosedRange<Int> = 0...60) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func runsAreOrderedInsideTheirLineAndTagsAreTheParsersTags() {
        var random = SeededRandom.fromEnvironment(fallback: 0x3A7D0)
        for run in 0..<SeededRandom.iterations(fallback: 400) {
            let text = Self.randomText(using: &random)
            let lines = TextBuffer.split(text)
            let styler = MarkdownStyler()
            styler.reset(lines: lines)
            var tags = Set<String>()
            for (index, line) in lines.enumerated() {
                let runs = styler.runs(ofLine: index, in: lines, visible: 0..<line.count)
                var end = 0
                for styleRun in runs {
                    guard styleRun.range.lowerBound >= end, styleRun.range.upperBound <= line.count,
                          !styleRun.range.isEmpty else {
                        Issue.record("bad run \(styleRun.range) in line \(index) of \(text.debugDescription) — seed \(random.seed), run \(run)")
                        return
                    }
                    end = styleRun.range.upperBound
                    if styleRun.style.color == .tag, let tag = NoteTags.tag(named: String(line[styleRun.range])) {
                        tags.insert(tag)
                    }
                }
            }
            let parsed = Set(NoteTags.tags(in: text).map(NoteTags.key))
            if tags != parsed {
                Issue.record("drawn tags \(tags.sorted()) but the parser finds \(parsed.sorted()) in \(text.debugDescription) — seed \(random.seed), run \(run)")
                return
            }
        }
    }

    @Test func stylesNeverChangeTheCharactersOrTheCursor() {
        var random = SeededRandom.fromEnvironment(fallback: 0x5E1F)
        for run in 0..<SeededRandom.iterations(fallback: 200) {
            let text = Self.randomText(using: &random, pieces: 0...200)
            let size = Size(rows: Int.random(in: 3...20, using: &random), columns: Int.random(in: 4...90, using: &random))
            let fraction = Double.random(in: 0...1, using: &random)
            func frame(_ styler: MarkdownStyler?) -> Canvas {
                var editor = BodyEditor(text: text, styler: styler)
                editor.resize(width: size.columns, height: size.rows)
                editor.moveCursor(toFraction: fraction)
                var canvas = Canvas(size: size)
                editor.render(into: &canvas, top: 0, left: 0, focused: true)
                return canvas
            }
            let frames = [frame(nil), frame(MarkdownStyler())]
            let same = frames[0].text == frames[1].text && frames[0].cursor == frames[1].cursor
                && zip(frames[0].cells, frames[1].cells).allSatisfy { $0.glyph == $1.glyph }
            if !same {
                Issue.record("styling changed the frame of \(text.debugDescription) at \(size) — seed \(random.seed), run \(run)")
                return
            }
        }
    }

    @Test func fenceStateKeptThroughEditsIsTheStateReadAfresh() {
        var random = SeededRandom.fromEnvironment(fallback: 0xFE4CE)
        for run in 0..<SeededRandom.iterations(fallback: 60) {
            let styler = MarkdownStyler()
            var editor = BodyEditor(text: Self.randomText(using: &random), styler: styler)
            editor.resize(width: 40, height: 10)
            for step in 0..<30 {
                let lines = editor.lines
                editor.move(to: TextPosition(line: Int.random(in: 0..<lines.count, using: &random), column: .max))
                switch Int.random(in: 0..<5, using: &random) {
                case 0: _ = editor.handle(.backspace)
                case 1: _ = editor.handle(.control("_"))
                case 2:
                    // Backspaces in a row are one undo step of several edits: undone at once.
                    for _ in 0..<Int.random(in: 2...8, using: &random) { _ = editor.handle(.backspace) }
                    _ = editor.handle(.control("_"))
                default: editor.insert(Self.randomText(using: &random, pieces: 1...3))
                }
                // Asked in a random order: a view may start in the middle of a fence.
                let fresh = MarkdownStyler()
                fresh.reset(lines: editor.lines)
                let start = Int.random(in: 0..<editor.lines.count, using: &random)
                let order = Array(start..<editor.lines.count) + Array(0..<start)
                for line in order where styler.isCode(line: line) != fresh.isCode(line: line) {
                    Issue.record("line \(line) of \(editor.text.debugDescription): kept \(styler.isCode(line: line)) — seed \(random.seed), run \(run), step \(step)")
                    return
                }
            }
        }
    }

    /// What is drawn as code is what the tag and link parsers skip: the
    /// same lines, fences in quotes and list items included.
    @Test func codeLinesAreTheLinesTagsAndLinksSkip() {
        var random = SeededRandom.fromEnvironment(fallback: 0xC0DE5)
        let pieces = Self.pieces + ["> ```", "> > ~~~", "- ```", "  ```", ">", "\n> ", "\n  ", "\n- "]
        for run in 0..<SeededRandom.iterations(fallback: 1_000) {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let lines = TextBuffer.split(text)
            let styler = MarkdownStyler()
            styler.reset(lines: lines)
            var outside = Set<Int>()
            MarkdownCode.forEachLineOutsideFences(of: text) { line in
                outside.insert(text.unicodeScalars[..<line.startIndex].reduce(0) { $1 == "\n" ? $0 + 1 : $0 })
            }
            let drawnAsCode = Set(lines.indices.filter { styler.isCode(line: $0) })
            if drawnAsCode != Set(lines.indices).subtracting(outside) {
                Issue.record("code lines \(drawnAsCode.sorted()) but the parsers skip \(Set(lines.indices).subtracting(outside).sorted()) in \(text.debugDescription) — seed \(random.seed), run \(run)")
                return
            }
        }
    }
}
