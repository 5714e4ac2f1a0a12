import NotesSearching
import TestSupport
import Testing
@testable import NotesApp
@testable import TextEditing

/// The tag parser and the Markdown styling read one heading rule
/// (`MarkdownHeading`, issue 33, point 5): over generated line starts, a
/// line the editor draws as a heading is exactly one whose `#tag` the
/// parser skips. Replay a failure with the seed it prints.
@Suite struct HeadingAgreementPropertyTests {
    /// What a heading's start is made of, and what nearly is one.
    static let pieces = [" ", "  ", "   ", "    ", "#", "##", "###", "####", "#######", "\t", "a", "é", "e\u{301}",
                         " \u{301}", "#\u{301}", "x#", "\u{A0}", "日", "😀", "-", "> "]

    @Test func theEditorDrawsAHeadingExactlyWhereTagsAreSkipped() {
        var random = SeededRandom.fromEnvironment(fallback: 0x4EAD)
        for run in 0..<SeededRandom.iterations(fallback: 2_000) {
            let start = (0..<Int.random(in: 0...5, using: &random))
                .map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            // A tag the parser finds on any line but a heading.
            let line = start + " #tag"
            let characters = Array(line)
            let styler = MarkdownStyler()
            styler.reset(lines: [characters])
            let drawnAsHeading = styler.runs(ofLine: 0, in: [characters], visible: 0..<characters.count)
                == [StyleRun(0..<characters.count, MarkdownStyles.heading)]
            let tagsSkipped = NoteTags.tags(in: line).isEmpty
            let rangesSkipped = NoteTags.tagRanges(inLine: Array(line.unicodeScalars)).isEmpty
            let rule = MarkdownHeading.isHeading(line.unicodeScalars)
            if drawnAsHeading != tagsSkipped || tagsSkipped != rangesSkipped || rule != drawnAsHeading {
                Issue.record("""
                    \(line.debugDescription): drawn as a heading \(drawnAsHeading), tags skipped \(tagsSkipped), \
                    ranges skipped \(rangesSkipped), the rule \(rule) — seed \(random.seed), run \(run)
                    """)
                return
            }
        }
    }

    /// The rule itself, on the cases CommonMark names.
    @Test func atxHeadingsAsCommonMarkHasThem() {
        for heading in ["#", "# x", "###### x", "   # x", "#\tx", "## ", "#   "] {
            #expect(MarkdownHeading.isHeading(heading.unicodeScalars), "\(heading.debugDescription)")
        }
        for other in ["", "x", "#x", "####### x", "    # x", "\t# x", " #\u{301} x", "\u{A0}# x"] {
            #expect(!MarkdownHeading.isHeading(other.unicodeScalars), "\(other.debugDescription)")
        }
    }
}
