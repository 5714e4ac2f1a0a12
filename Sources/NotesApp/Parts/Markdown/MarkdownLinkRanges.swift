/// Where the `[[links]]` of one line are, as grapheme ranges from `[[` to
/// `]]`. A minimal finder of its own: the one place to point at the core's
/// link parser when there is one, so drawing and following agree.
enum MarkdownLinkRanges {
    static func ranges(in line: ArraySlice<Character>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = line.startIndex
        while index + 1 < line.endIndex {
            guard line[index] == "[", line[index + 1] == "[" else { index += 1; continue }
            var end = index + 2
            var closed = false
            while end + 1 < line.endIndex {
                if line[end] == "[" && line[end + 1] == "[" { break }
                if line[end] == "]" && line[end + 1] == "]" { closed = true; break }
                end += 1
            }
            if closed, end > index + 2 {
                ranges.append(index..<(end + 2))
                index = end + 2
            } else {
                index = end
            }
        }
        return ranges
    }
}
