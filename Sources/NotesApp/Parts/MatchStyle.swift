import NotesSearching
import TerminalKit
import TextEditing

/// How a search's matches are drawn (CONTRACT §13): the `match` colour in
/// bold, which a terminal without colours (`NO_COLOR`, theme `mono`)
/// shows bold and underlined. Matches stay reversed in a selected row.
enum MatchStyle {
    static func highlighted(_ style: Style) -> Style {
        var matched = style
        (matched.bold, matched.color) = (true, .highlight)
        return matched
    }

    /// `runs` (in order, not overlapping) with the characters of `matches`
    /// drawn highlighted over whatever style they had.
    static func overlay(_ matches: [Range<Int>], on runs: [StyleRun]) -> [StyleRun] {
        guard !matches.isEmpty else { return runs }
        var bounds = Set<Int>()
        for range in runs.map(\.range) + matches { bounds.formUnion([range.lowerBound, range.upperBound]) }
        let sorted = bounds.sorted()
        var result: [StyleRun] = []
        var runIndex = 0, matchIndex = 0
        for (start, end) in zip(sorted, sorted.dropFirst()) {
            while runIndex < runs.count, runs[runIndex].range.upperBound <= start { runIndex += 1 }
            while matchIndex < matches.count, matches[matchIndex].upperBound <= start { matchIndex += 1 }
            var style = runIndex < runs.count && runs[runIndex].range.contains(start) ? runs[runIndex].style : .plain
            if matchIndex < matches.count, matches[matchIndex].contains(start) { style = highlighted(style) }
            guard style != .plain else { continue }
            if let last = result.last, last.style == style, last.range.upperBound == start {
                result[result.count - 1].range = last.range.lowerBound..<end
            } else {
                result.append(StyleRun(start..<end, style))
            }
        }
        return result
    }
}

extension Canvas {
    /// `putTruncated`, with the characters of `matches` (indices into
    /// `text`'s characters) drawn highlighted.
    @discardableResult
    mutating func putTruncated(_ text: String, matches: [Range<Int>], row: Int, column: Int, width: Int, style: Style) -> Int {
        guard !matches.isEmpty else { return putTruncated(text, row: row, column: column, width: width, style: style) }
        guard width > 0 else { return 0 }
        let fits = TextWidth.fits(text, in: width)
        let room = fits ? width : width - 1
        let highlighted = MatchStyle.highlighted(style)
        var used = 0
        var matchIndex = 0
        for (index, character) in text.enumerated() {
            guard TextWidth.columns(of: character) <= room - used else { break }
            while matchIndex < matches.count, matches[matchIndex].upperBound <= index { matchIndex += 1 }
            let isMatch = matchIndex < matches.count && matches[matchIndex].contains(index)
            used += put(String(character), row: row, column: column + used, style: isMatch ? highlighted : style, limit: room - used)
        }
        if !fits { used += put("…", row: row, column: column + used, style: style, limit: 1) }
        return used
    }
}
