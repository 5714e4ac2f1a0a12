import NotesSearching

/// Where the note links of one line are, as grapheme ranges: `[[` to `]]`,
/// and `[` to `)` of a Markdown link to a note's file (a link to no note
/// drawn alike). Found by the core's link parser, so that what is drawn as
/// a link is exactly what `Ctrl-]` follows and the Links screen counts.
enum MarkdownLinkRanges {
    static func ranges(in line: ArraySlice<Character>) -> [Range<Int>] {
        guard line.count >= 4, line.contains("[") else { return [] }
        let text = String(line)
        var ranges: [Range<Int>] = []
        var offset = 0
        var position = text.startIndex
        // `[[a](b.md)]]` holds a Markdown link in a wikilink: the first drawn.
        for link in VaultLinks.links(in: text) where link.range.lowerBound >= position {
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
