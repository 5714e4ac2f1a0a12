import TerminalKit

/// A file's path as shown on screen.
enum PathText {
    /// `path` in `columns`: whole when it fits, else cut in the middle with
    /// `…` so that its file name stays whole (`~/Documents/…/notes.json`);
    /// only a file name wider than `columns` is cut, from its start.
    static func fitting(_ path: String, in columns: Int) -> String {
        guard columns > 0 else { return "" }
        if TextWidth.fits(path, in: columns) { return path }
        let nameStart = path.lastIndex(of: "/") ?? path.startIndex
        let name = path[nameStart...]
        let nameWidth = TextWidth.columns(of: name)
        guard nameWidth + 1 < columns else { return "…" + tail(of: name, fitting: columns - 1) }
        var room = columns - 1 - nameWidth
        var head = ""
        for character in path[..<nameStart] {
            let width = TextWidth.columns(of: character)
            if width > room { break }
            head.append(character)
            room -= width
        }
        return head + "…" + name
    }

    /// The end of `text` that fits in `columns`.
    private static func tail(of text: Substring, fitting columns: Int) -> Substring {
        var start = text.endIndex
        var used = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            used += TextWidth.columns(of: text[previous])
            if used > columns { break }
            start = previous
        }
        return text[start...]
    }
}
