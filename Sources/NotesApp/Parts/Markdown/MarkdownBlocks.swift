import NotesSearching

/// Per line of a text: what it can do to a fenced code block
/// (`MarkdownLineMarker`, the rules tags and links use, so nothing drawn
/// as code counts as a tag or a link and the reverse), and the fence open
/// at its start for the lines up to the last one asked for. An edit keeps
/// the states after it when the fence state after the new lines is the
/// one after the old ones; otherwise it drops them, found again from the
/// markers (no text is read) when a later line is drawn. So a key costs
/// the same in a megabyte.
struct MarkdownBlocks {
    private var markers: [MarkdownLineMarker] = [.plain]
    /// The state at the start of lines 0..<entering.count.
    private var entering: [MarkdownOpenFence?] = [nil]

    init(lines: [[Character]] = [[]]) {
        reset(lines: lines)
    }

    mutating func reset(lines: [[Character]]) {
        markers = lines.map(Self.marker)
        entering = [nil]
    }

    mutating func linesReplaced(_ old: Range<Int>, count: Int, lines: [[Character]]) {
        let new = (old.lowerBound..<(old.lowerBound + count)).map { Self.marker(of: lines[$0]) }
        markers.replaceSubrange(old, with: new)
        guard entering.count > old.lowerBound else { return }
        guard entering.count > old.upperBound else {
            entering.removeSubrange((old.lowerBound + 1)...)
            return
        }
        // Step through the new lines' markers; the states after them stand
        // when the fence after the new lines is the one after the old.
        var state = entering[old.lowerBound]
        var states: [MarkdownOpenFence?] = []
        states.reserveCapacity(count)
        for marker in new {
            states.append(state)
            state = MarkdownOpenFence.after(marker, from: state)
        }
        if state == entering[old.upperBound] {
            entering.replaceSubrange(old, with: states)
        } else {
            entering.removeSubrange((old.lowerBound + 1)...)
        }
    }

    /// The fence open at the start of line `index`, if any.
    mutating func fence(enteringLine index: Int) -> MarkdownOpenFence? {
        while entering.count <= index {
            let previous = entering.count - 1
            entering.append(MarkdownOpenFence.after(markers[previous], from: entering[previous]))
        }
        return entering[index]
    }

    /// Whether line `index` is code: inside a fence, or a fence's own line.
    mutating func isCode(line index: Int) -> Bool {
        MarkdownOpenFence.isCode(markers[index], entering: fence(enteringLine: index))
    }

    /// A line's marker; only a line that may start a quote, a list item or
    /// a fence is read past its first characters.
    static func marker(of line: [Character]) -> MarkdownLineMarker {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }),
              first == ">" || first == "`" || first == "~" || first == "-" || first == "*" || first == "+" || first.isASCII && first.isNumber
        else { return .plain }
        return MarkdownLineMarker(line.flatMap(\.unicodeScalars))
    }
}
