/// The three-way merge of texts line by line, as git's merge does it
/// (diff3): each side's changes against the base are found (`hunks`);
/// changes to lines apart from each other are all taken; changes to the
/// same lines, or to lines next to each other, are a conflict unless both
/// sides made the very same change. A conflict is reported, never written
/// into the text with markers: the caller decides what to keep.
public enum LineMerge {
    /// `base` changed as `ours` changes it and as `theirs` does; nil when
    /// the two sides changed the same or neighbouring lines differently.
    public static func merge<Line: Hashable>(base: [Line], ours: [Line], theirs: [Line]) -> [Line]? {
        // Lines become numbers once, so the diff compares integers.
        var numbers: [Line: Int] = [:]
        func numbered(_ lines: [Line]) -> [Int] {
            lines.map { line in
                if let number = numbers[line] { return number }
                numbers[line] = numbers.count
                return numbers.count - 1
            }
        }
        let baseNumbers = numbered(base)
        let oursHunks = hunks(baseNumbers, numbered(ours))
        let theirsHunks = hunks(baseNumbers, numbered(theirs))
        var result: [Line] = []
        result.reserveCapacity(max(ours.count, theirs.count))
        var baseAt = 0
        var (nextOurs, nextTheirs) = (0, 0)
        while nextOurs < oursHunks.count || nextTheirs < theirsHunks.count {
            // A region: the next hunk of either side, and every hunk of
            // either side that overlaps or touches what is gathered so far.
            let startsWithOurs = nextTheirs == theirsHunks.count
                || (nextOurs < oursHunks.count && oursHunks[nextOurs].old.lowerBound <= theirsHunks[nextTheirs].old.lowerBound)
            let start = startsWithOurs ? oursHunks[nextOurs].old.lowerBound : theirsHunks[nextTheirs].old.lowerBound
            var end = start
            let (firstOurs, firstTheirs) = (nextOurs, nextTheirs)
            var grew = true
            while grew {
                grew = false
                while nextOurs < oursHunks.count, oursHunks[nextOurs].old.lowerBound <= end {
                    end = max(end, oursHunks[nextOurs].old.upperBound)
                    nextOurs += 1
                    grew = true
                }
                while nextTheirs < theirsHunks.count, theirsHunks[nextTheirs].old.lowerBound <= end {
                    end = max(end, theirsHunks[nextTheirs].old.upperBound)
                    nextTheirs += 1
                    grew = true
                }
            }
            result += base[baseAt..<start]
            let oursPart = oursHunks[firstOurs..<nextOurs], theirsPart = theirsHunks[firstTheirs..<nextTheirs]
            if theirsPart.isEmpty {
                result += applying(oursPart, of: ours, to: base, in: start..<end)
            } else if oursPart.isEmpty {
                result += applying(theirsPart, of: theirs, to: base, in: start..<end)
            } else {
                let oursText = applying(oursPart, of: ours, to: base, in: start..<end)
                guard oursText == applying(theirsPart, of: theirs, to: base, in: start..<end) else { return nil }
                result += oursText
            }
            baseAt = end
        }
        result += base[baseAt...]
        return result
    }

    /// `merge` of texts split into lines (`lines`) compared byte for byte,
    /// joined again.
    public static func merge(base: String, ours: String, theirs: String) -> String? {
        let exact = { (text: String) in lines(text).map(ExactLine.init) }
        return merge(base: exact(base), ours: exact(ours), theirs: exact(theirs)).map { $0.map(\.text).joined() }
    }

    /// A line equal only to the same bytes: String's `==` is canonical
    /// equivalence (`é` and `e` + U+0301 are equal), and an edit that
    /// changed only that must not be taken for no change.
    public struct ExactLine: Hashable {
        public var text: Substring

        public init(_ text: Substring) {
            self.text = text
        }

        public static func == (left: ExactLine, right: ExactLine) -> Bool {
            left.text.utf8.elementsEqual(right.text.utf8)
        }

        public func hash(into hasher: inout Hasher) {
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                for byte in text.utf8 { hasher.combine(byte) }
            }
        }
    }

    /// Whether two texts are the same bytes (not only canonically equivalent).
    public static func sameBytes(_ left: String?, _ right: String?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.utf8.elementsEqual(right.utf8)
    }

    /// The lines of `text`, each with its line break (`\n`, so a `\r\n`
    /// stays part of its line); the last may have none.
    public static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = utf8.index(after: newline)
            lines.append(text[start..<next])
            start = next
        }
        if start < utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The lines of `base` in `region` with `hunks` (all inside it) applied.
    private static func applying<Line>(_ hunks: ArraySlice<Hunk>, of side: [Line], to base: [Line],
                                       in region: Range<Int>) -> [Line] {
        var lines: [Line] = []
        var at = region.lowerBound
        for hunk in hunks {
            lines += base[at..<hunk.old.lowerBound]
            lines += side[hunk.new]
            at = hunk.old.upperBound
        }
        lines += base[at..<region.upperBound]
        return lines
    }
}
