/// What changed, line by line, from one text (a version of a note) to
/// another (its current text), in order, as `git diff` shows it: lines
/// both have, lines only the old one had (removed since), lines only the
/// new one has (added since).
struct LineDiff: Equatable {
    enum Kind: Equatable {
        case same
        /// In the old text only: removed since.
        case removed
        /// In the new text only: added since.
        case added
    }

    struct Line: Equatable {
        let kind: Kind
        let text: Substring
    }

    let lines: [Line]

    /// The lines between the texts' common start and end are compared
    /// with the standard library's diff when there are few enough of them;
    /// past `comparedLines` (a huge note changed throughout) they are
    /// shown as all removed then all added, which is true if coarse.
    init(from old: String, to new: String, comparedLines: Int = 20_000) {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var end = 0
        while end < before.count - start, end < after.count - start,
              before[before.count - 1 - end] == after[after.count - 1 - end] { end += 1 }
        let oldMiddle = Array(before[start..<(before.count - end)])
        let newMiddle = Array(after[start..<(after.count - end)])
        var lines = before[..<start].map { Line(kind: .same, text: $0) }
        if oldMiddle.count + newMiddle.count > comparedLines {
            lines += oldMiddle.map { Line(kind: .removed, text: $0) } + newMiddle.map { Line(kind: .added, text: $0) }
        } else {
            lines += Self.merged(oldMiddle, newMiddle)
        }
        lines += before[(before.count - end)...].map { Line(kind: .same, text: $0) }
        self.lines = lines
    }

    /// Both texts' lines in order: each removal before the additions that
    /// take its place.
    private static func merged(_ old: [Substring], _ new: [Substring]) -> [Line] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                lines.append(Line(kind: .removed, text: old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                lines.append(Line(kind: .added, text: new[j]))
                j += 1
            } else if i < old.count, j < new.count {
                lines.append(Line(kind: .same, text: old[i]))
                (i, j) = (i + 1, j + 1)
            } else {
                // Unreachable for a well-formed difference; never loop.
                break
            }
        }
        return lines
    }

    /// The old text, rebuilt from the lines (what a test checks).
    var oldText: String { lines.filter { $0.kind != .added }.map { String($0.text) }.joined(separator: "\n") }
    /// The new text, rebuilt from the lines.
    var newText: String { lines.filter { $0.kind != .removed }.map { String($0.text) }.joined(separator: "\n") }
    var hasChanges: Bool { lines.contains { $0.kind != .same } }
}
