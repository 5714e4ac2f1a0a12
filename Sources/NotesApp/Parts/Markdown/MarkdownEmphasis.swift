import TerminalKit

/// `*emphasis*`, `_emphasis_`, `**strong**`, `__strong__` and `***both***`
/// in one line's text, a simplified CommonMark: an opening run is followed
/// by a non-space, a closing one follows a non-space, and `_` only works
/// at word edges (so `snake_case_name` stays plain). Markers stay, styled.
struct Emphasis {
    let text: ArraySlice<Character>
    /// Graphemes already code, a link, a URL or a tag.
    let isTaken: (Int) -> Bool

    /// Kinds (character, length) known to have no closer from some point
    /// on: a later opener of that kind has none either (keeps it linear).
    private struct Kind: Hashable {
        let character: Character
        let length: Int
    }

    func style(into styles: inout LineStyles) {
        var noCloser = Set<Kind>()
        var closers = Set<Int>()
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "*" || character == "_", !isTaken(index), !closers.contains(index) else {
                index += 1
                continue
            }
            let run = runLength(at: index)
            let kind = Kind(character: character, length: min(run, 3))
            guard opens(at: index, run: run), !noCloser.contains(kind),
                  let closer = closer(of: kind, after: index + run) else {
                if opens(at: index, run: run) { noCloser.insert(kind) }
                index += run
                continue
            }
            var style = Style()
            style.italic = kind.length != 2
            style.bold = kind.length >= 2
            styles.overlay(index..<(closer + kind.length), style)
            for position in closer..<(closer + kind.length) { closers.insert(position) }
            // Inside, more emphasis may open (`**strong *and em***`).
            index += run
        }
    }

    private func runLength(at index: Int) -> Int {
        var end = index
        while end < text.endIndex, text[end] == text[index], !isTaken(end) { end += 1 }
        return end - index
    }

    private func opens(at index: Int, run: Int) -> Bool {
        let after = index + run
        guard after < text.endIndex, !text[after].isWhitespace else { return false }
        if text[index] == "_", index > text.startIndex, isWordCharacter(text[index - 1]) { return false }
        return true
    }

    private func closer(of kind: Kind, after start: Int) -> Int? {
        var index = start
        while index < text.endIndex {
            guard text[index] == kind.character, !isTaken(index) else { index += 1; continue }
            let run = runLength(at: index)
            let end = index + run
            if run >= kind.length, !text[index - 1].isWhitespace,
               kind.character == "*" || end == text.endIndex || !isWordCharacter(text[end]) {
                return index
            }
            index = end
        }
        return nil
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
