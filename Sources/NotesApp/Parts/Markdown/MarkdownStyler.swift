import NotesSearching
import TextEditing

/// Draws a body as Markdown (docs/behaviour.md, "Markdown"): the editor's
/// `BodyStyler`, keeping which lines are code per line (`MarkdownBlocks`)
/// and styling a line (`MarkdownLine`) only when it is drawn.
public final class MarkdownStyler: BodyStyler {
    private var blocks = MarkdownBlocks()
    /// The search the note was opened from: its matches drawn in the
    /// `match` colour over the Markdown.
    package var highlight: SearchHighlight?

    public init() {}

    public func reset(lines: [[Character]]) {
        blocks.reset(lines: lines)
    }

    public func linesReplaced(_ old: Range<Int>, count: Int, lines: [[Character]]) {
        blocks.linesReplaced(old, count: count, lines: lines)
    }

    public func runs(ofLine index: Int, in lines: [[Character]], visible: Range<Int>) -> [StyleRun] {
        let runs = MarkdownLine.runs(of: lines[index], isCode: blocks.isCode(line: index), visible: visible)
        guard let highlight else { return runs }
        return MatchStyle.overlay(highlight.ranges(in: lines[index], isTitle: false, visible: visible), on: runs)
    }

    /// Whether line `index` is in a fenced code block (or is its fence).
    func isCode(line index: Int) -> Bool { blocks.isCode(line: index) }
}
