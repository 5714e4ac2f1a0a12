import TerminalKit
import Testing
import TextEditing
@testable import NotesApp

/// The styles of single lines and of texts with fenced code blocks.
@Suite struct MarkdownStylerTests {
    /// The text of each run of `line`, with its style.
    private func runs(_ line: String, isCode: Bool = false) -> [(String, Style)] {
        let characters = Array(line)
        return MarkdownLine.runs(of: characters, isCode: isCode).map { (String(characters[$0.range]), $0.style) }
    }

    private func styleOf(_ part: String, in line: String) -> Style? {
        runs(line).first { $0.0 == part }?.1
    }

    @Test func headingsAreWholeLinesAndNeedTheSpace() {
        #expect(styleOf("## Plans", in: "## Plans") == MarkdownStyles.heading)
        #expect(styleOf("#tag", in: "#tag") == MarkdownStyles.tag)
        #expect(runs("####### seven").isEmpty)
    }

    @Test func strongEmphasisAndCodeKeepTheirMarkers() {
        let line = "a **bold** and *em* and _em_ and `co*de*` snake_case_word"
        #expect(styleOf("**bold**", in: line)?.bold == true)
        #expect(styleOf("*em*", in: line)?.italic == true)
        #expect(styleOf("_em_", in: line)?.italic == true)
        #expect(styleOf("`co*de*`", in: line) == MarkdownStyles.code)
        #expect(!runs(line).contains { $0.0.contains("snake") })
    }

    @Test func linksURLsAndTags() {
        let line = "see [[Shopping list]] at https://example.com/a#b, (#work/home) not #1"
        #expect(styleOf("[[Shopping list]]", in: line) == MarkdownStyles.link)
        #expect(styleOf("https://example.com/a#b", in: line) == MarkdownStyles.url)
        #expect(styleOf("#work/home", in: line) == MarkdownStyles.tag)
        #expect(!runs(line).contains { $0.0.contains("#1") })
    }

    @Test func quotesBulletsAndTasks() {
        #expect(styleOf(">", in: "> quoted") == MarkdownStyles.quoteMarker)
        #expect(styleOf(" quoted", in: "> quoted") == MarkdownStyles.quote)
        #expect(styleOf("-", in: "- item") == MarkdownStyles.marker)
        #expect(styleOf("12.", in: "  12. item") == MarkdownStyles.marker)
        #expect(styleOf("[ ]", in: "* [ ] open") == MarkdownStyles.marker)
        // A done task is dimmed from its first character to its last.
        let done = MarkdownLine.runs(of: Array("- [x] done *now*"), isCode: false)
        #expect(done.first?.range.lowerBound == 0 && done.last?.range.upperBound == 16)
        #expect(done.allSatisfy { $0.style.dim })
        #expect(MarkdownLine.runs(of: Array("- [ ] open"), isCode: false).allSatisfy { !$0.style.dim })
    }

    @Test func fencedCodeIsCodeWithNothingElseInIt() {
        let lines = ["text", "```swift", "let x = **1** // #notatag", "```", "~~~", "still ``` code", "~~~", "after"]
        let styler = MarkdownStyler()
        let characters = lines.map(Array.init)
        styler.reset(lines: characters)
        let code = characters.indices.map { styler.isCode(line: $0) }
        #expect(code == [false, true, true, true, true, true, true, false])
        #expect(styler.runs(ofLine: 2, in: characters, visible: 0..<10) == [StyleRun(0..<25, MarkdownStyles.code)])
    }

    @Test func anEditThatOpensAFenceChangesTheLinesAfterIt() {
        let styler = MarkdownStyler()
        var lines = ["a", "b", "c"].map(Array.init)
        styler.reset(lines: lines)
        #expect(!styler.isCode(line: 2))
        lines[0] = Array("```")
        styler.linesReplaced(0..<1, count: 1, lines: lines)
        #expect(styler.isCode(line: 2))
        lines.insert(Array("```"), at: 1)
        styler.linesReplaced(1..<2, count: 2, lines: lines)
        #expect(!styler.isCode(line: 3))
    }

    @Test func aVeryLongLineIsStyledAroundWhatIsDrawn() {
        let line = Array(String(repeating: "**b** ", count: 100_000))
        let runs = MarkdownLine.runs(of: line, isCode: false, visible: 300_000..<300_080)
        #expect(runs.contains { $0.range.contains(300_000) })
        #expect(runs.allSatisfy { $0.range.lowerBound >= 300_000 - MarkdownLine.longLineMargin })
    }
}
