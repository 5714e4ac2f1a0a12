import NotesSearching

/// Where the `[[links]]` of one line are, as grapheme ranges from `[[` to
/// `]]`: found by the core's link parser, so that what is drawn as a link
/// is exactly what `Ctrl-]` follows and the Links screen counts.
enum MarkdownLinkRanges {
    static func ranges(in line: ArraySlice<Character>) -> [Range<Int>] {
        guard line.count >= 5, line.contains("[") else { return [] }
        let text = String(line)
        var ranges: [Range<Int>] = []
        var offset = 0
        var position = text.startIndex
        for link in NoteLinks.links(in: text) {
            // Counted on from the last link: one pass over the line.
            offset += text[position..<link.range.lowerBound].count
            let length = text[link.range].count
            ranges.append((line.startIndex + offset)..<(line.startIndex + offset + length))
            offset += length
            position = link.range.upperBound
        }
        return ranges
    }
}
