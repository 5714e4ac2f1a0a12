/// Keeping the lines a true segmentation of the text. Text typed or
/// deleted next to other text can merge with it into one grapheme (a
/// combining mark after a letter, two regional indicators into a flag), so
/// each edit is widened to take in the graphemes at its edges, and the
/// joined text is segmented again.
extension TextBuffer {
    /// `start`, `end` and `pieces` widened so that the result is correctly
    /// segmented, with the cursor column in the last piece that comes after
    /// the new text; unchanged when nothing merges.
    func widenedForGraphemes(from start: TextPosition, to end: TextPosition, with pieces: [[Character]])
        -> (start: TextPosition, end: TextPosition, pieces: [[Character]], cursorColumn: Int) {
        let plain = (start, end, pieces, pieces[pieces.count - 1].count)
        let startLine = lines[start.line]
        let endLine = lines[end.line]
        let leftCount = Self.contextLength(in: startLine, before: start.column)
        var rightCount = Self.contextLength(in: endLine, from: end.column)
        guard leftCount > 0 || rightCount > 0 else { return plain }
        let left = startLine[(start.column - leftCount)..<start.column]
        var right: ArraySlice<Character>
        var widened: [[Character]]
        var first: [Character]
        var last: [Character]
        // A merge can cascade to the right: "😀" typed before "\u{200D}😀"
        // makes one grapheme of all three. Widen until the last grapheme no
        // longer joins the one after it.
        while true {
            right = endLine[end.column..<(end.column + rightCount)]
            widened = pieces
            widened[0].insert(contentsOf: left, at: 0)
            widened[widened.count - 1].append(contentsOf: right)
            first = Self.segmented(widened[0])
            last = widened.count == 1 ? first : Self.segmented(widened[widened.count - 1])
            guard Self.joinsNext(last, in: endLine, at: end.column + rightCount) else { break }
            rightCount += 1
        }
        let firstChanged = !Self.sameSegments(first, widened[0])
        let lastChanged = widened.count > 1 && !Self.sameSegments(last, widened[widened.count - 1])
        guard firstChanged || lastChanged else { return plain }
        widened[0] = first
        widened[widened.count - 1] = last
        // The cursor goes after every grapheme that starts before the old text on the right.
        let rightScalars = right.reduce(0) { $0 + $1.unicodeScalars.count }
        var after = 0
        var scalars = 0
        for character in last.reversed() {
            scalars += character.unicodeScalars.count
            if scalars > rightScalars { break }
            after += 1
        }
        return (TextPosition(line: start.line, column: start.column - leftCount),
                TextPosition(line: end.line, column: end.column + rightCount),
                widened, last.count - after)
    }

    /// How many graphemes before `column` could join the text after them:
    /// one, or a whole run of regional indicators (they pair from its start).
    private static func contextLength(in line: [Character], before column: Int) -> Int {
        guard column > 0 else { return 0 }
        var length = 1
        while column - length > 0, isRegionalIndicator(line[column - length]),
              isRegionalIndicator(line[column - length - 1]) { length += 1 }
        return length
    }

    /// How many graphemes from `column` on could join the text before them.
    private static func contextLength(in line: [Character], from column: Int) -> Int {
        guard column < line.count else { return 0 }
        var length = 1
        while column + length < line.count, isRegionalIndicator(line[column + length - 1]),
              isRegionalIndicator(line[column + length]) { length += 1 }
        return length
    }

    /// Whether the last of `graphemes` and `line[index]` form one grapheme.
    private static func joinsNext(_ graphemes: [Character], in line: [Character], at index: Int) -> Bool {
        guard index < line.count, let last = graphemes.last else { return false }
        return (String(last) + String(line[index])).count == 1
    }

    private static func isRegionalIndicator(_ character: Character) -> Bool {
        (0x1F1E6...0x1F1FF).contains(character.unicodeScalars.first!.value)
    }

    private static func segmented(_ characters: [Character]) -> [Character] {
        var text = String.UnicodeScalarView()
        for character in characters { text.append(contentsOf: character.unicodeScalars) }
        return Array(String(text))
    }

    /// Same graphemes, scalar for scalar (`==` on Character would accept
    /// canonically equivalent but different text).
    private static func sameSegments(_ a: [Character], _ b: [Character]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !x.unicodeScalars.elementsEqual(y.unicodeScalars) { return false }
        return true
    }
}
