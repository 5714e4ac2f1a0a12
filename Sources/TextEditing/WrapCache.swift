/// The wrapped rows of each line of a buffer, computed when first asked
/// for and kept until that line changes, so a keystroke re-wraps one line
/// (and in a long line only the rows around the change) instead of the
/// whole note.
struct WrapCache {
    private(set) var width: Int
    /// Columns between tab stops.
    let tabWidth: Int
    private var rowsByLine: [[Range<Int>]?]

    init(lineCount: Int, width: Int, tabWidth: Int = SoftWrap.defaultTabWidth) {
        self.width = width
        self.tabWidth = tabWidth
        rowsByLine = Array(repeating: nil, count: lineCount)
    }

    /// The rows of line `index` of `buffer`.
    mutating func rows(of index: Int, in buffer: TextBuffer) -> [Range<Int>] {
        if let rows = rowsByLine[index] { return rows }
        let rows = SoftWrap.rows(of: buffer.lines[index], width: width, tabWidth: tabWidth)
        rowsByLine[index] = rows
        return rows
    }

    /// Forgets everything; rows come back at `width` as they are asked for.
    mutating func reset(lineCount: Int, width: Int) {
        self.width = width
        rowsByLine = Array(repeating: nil, count: lineCount)
    }

    /// Brings the cache up to date with `changes` made to `buffer`.
    mutating func apply(_ changes: [LineChange], to buffer: TextBuffer) {
        for change in changes {
            switch change {
            case let .columns(line, old, count):
                // Re-wrap incrementally only when this is the last change,
                // since the line in the buffer is the one after all of them.
                if changes.count == 1, let oldRows = rowsByLine[line] {
                    rowsByLine[line] = SoftWrap.rows(of: buffer.lines[line], width: width, tabWidth: tabWidth, updating: oldRows,
                                                     replaced: old, count: count)
                } else {
                    rowsByLine[line] = nil
                }
            case let .lines(old, count):
                rowsByLine.replaceSubrange(old, with: repeatElement(nil, count: count))
            case .everything:
                reset(lineCount: buffer.lines.count, width: width)
                return
            }
        }
    }
}
