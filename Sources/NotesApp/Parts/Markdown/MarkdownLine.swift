import NotesSearching
import TerminalKit
import TextEditing

/// The styles of one line of Markdown, outside or inside a code block.
/// Pure: the same line and state give the same runs, and runs only ever
/// style characters that are there (markers such as `**` and `#` stay,
/// styled with what they mark).
enum MarkdownLine {
    /// A line longer than this is styled only around the part drawn, so a
    /// megabyte on one line costs no more per key than a short line.
    static let longLine = 4_096
    static let longLineMargin = 1_024

    /// The runs of `line`; `visible` is the part about to be drawn.
    static func runs(of line: [Character], isCode: Bool, visible: Range<Int>? = nil) -> [StyleRun] {
        guard !line.isEmpty else { return [] }
        if isCode { return [StyleRun(0..<line.count, MarkdownStyles.code)] }
        // The tag parser's rule, so a heading line is drawn as one exactly
        // where its #words are not tags.
        if MarkdownHeading.isHeading(line.lazy.flatMap(\.unicodeScalars)) {
            return [StyleRun(0..<line.count, MarkdownStyles.heading)]
        }
        var window = 0..<line.count
        if line.count > longLine, let visible {
            window = max(0, visible.lowerBound - longLineMargin)..<min(line.count, visible.upperBound + longLineMargin)
        }
        var styles = LineStyles(window: window)
        var position = 0
        var isDone = false
        if window.lowerBound == 0 {
            (position, isDone) = blockPrefix(of: line, into: &styles)
        }
        MarkdownInline.style(line, from: position, into: &styles)
        if isDone { styles.dimAll() }
        return styles.runs()
    }

    // MARK: - Line starts

    /// Styles a quote's `>`s, a bullet and a task box at the line's start;
    /// returns where the text after them starts and whether the task is done.
    private static func blockPrefix(of line: [Character], into styles: inout LineStyles) -> (Int, Bool) {
        var index = 0
        func skipSpaces(upTo limit: Int = .max) {
            var skipped = 0
            while index < line.count, line[index] == " " || line[index] == "\t", skipped < limit { index += 1; skipped += 1 }
        }
        skipSpaces(upTo: 3)
        if index < line.count, line[index] == ">" {
            styles.base(from: index, MarkdownStyles.quote)
            while index < line.count, line[index] == ">" {
                styles.set(index..<(index + 1), MarkdownStyles.quoteMarker)
                index += 1
                skipSpaces(upTo: 1)
            }
        }
        skipSpaces()
        guard let bulletEnd = bullet(in: line, at: index) else { return (index, false) }
        styles.overlay(index..<bulletEnd, MarkdownStyles.marker)
        index = bulletEnd
        skipSpaces()
        guard index + 2 < line.count, line[index] == "[", line[index + 2] == "]",
              index + 3 == line.count || line[index + 3] == " " || line[index + 3] == "\t" else { return (index, false) }
        let box = line[index + 1]
        guard box == " " || box == "x" || box == "X" else { return (index, false) }
        styles.overlay(index..<(index + 3), MarkdownStyles.marker)
        return (index + 3, box != " ")
    }

    /// The end of a list bullet at `index` (`-`, `*`, `+`, or up to nine
    /// digits and `.` or `)`), which a space, a tab or the line's end follows.
    static func bullet(in line: [Character], at index: Int) -> Int? {
        guard index < line.count else { return nil }
        var end = index
        if line[index] == "-" || line[index] == "*" || line[index] == "+" {
            end = index + 1
        } else {
            while end < line.count, end - index < 9, line[end].isASCII, line[end].isNumber { end += 1 }
            guard end > index, end < line.count, line[end] == "." || line[end] == ")" else { return nil }
            end += 1
        }
        guard end == line.count || line[end] == " " || line[end] == "\t" else { return nil }
        return end
    }
}

/// A style for each grapheme of a window of a line, turned into runs.
struct LineStyles {
    let window: Range<Int>
    private var styles: [Style]

    init(window: Range<Int>) {
        self.window = window
        styles = Array(repeating: .plain, count: window.count)
    }

    subscript(index: Int) -> Style { styles[index - window.lowerBound] }

    /// Sets `style` on the graphemes of `range` in the window.
    mutating func set(_ range: Range<Int>, _ style: Style) {
        for index in range.clamped(to: window) { styles[index - window.lowerBound] = style }
    }

    /// From `start` to the line's end: the style under everything else.
    mutating func base(from start: Int, _ style: Style) { set(start..<window.upperBound, style) }

    /// Adds `style`'s colour and attributes to what `range` has.
    mutating func overlay(_ range: Range<Int>, _ style: Style) {
        for index in range.clamped(to: window) {
            var merged = styles[index - window.lowerBound]
            if let color = style.color { merged.color = color }
            merged.bold = merged.bold || style.bold
            merged.italic = merged.italic || style.italic
            merged.underline = merged.underline || style.underline
            merged.dim = merged.dim || style.dim
            merged.reverse = merged.reverse || style.reverse
            styles[index - window.lowerBound] = merged
        }
    }

    /// A done task: the whole line dimmed, its plain text grey too (many
    /// terminals hardly dim the default colour).
    mutating func dimAll() {
        for index in styles.indices {
            styles[index].dim = true
            if styles[index].color == nil { styles[index].color = .muted }
        }
    }

    func runs() -> [StyleRun] {
        var runs: [StyleRun] = []
        var start = 0
        while start < styles.count {
            var end = start + 1
            while end < styles.count, styles[end] == styles[start] { end += 1 }
            if styles[start] != .plain {
                runs.append(StyleRun((window.lowerBound + start)..<(window.lowerBound + end), styles[start]))
            }
            start = end
        }
        return runs
    }
}
