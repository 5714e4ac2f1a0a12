/// Word moves and the deletes built on them, as in readline and Emacs:
/// a word is a run of letters, digits and `_`; anything else, line breaks
/// included, separates words.
extension TextBuffer {
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    // MARK: - Positions

    /// The start of the word before `position` (Alt-b).
    func wordStart(before position: TextPosition) -> TextPosition {
        var position = position
        // Skip separators, then the word.
        while let character = character(before: position), !Self.isWordCharacter(character) {
            position = self.position(before: position)
        }
        while let character = character(before: position), Self.isWordCharacter(character) {
            position = self.position(before: position)
        }
        return position
    }

    /// The end of the word after `position` (Alt-f).
    func wordEnd(after position: TextPosition) -> TextPosition {
        var position = position
        while let character = character(at: position), !Self.isWordCharacter(character) {
            position = self.position(after: position)
        }
        while let character = character(at: position), Self.isWordCharacter(character) {
            position = self.position(after: position)
        }
        return position
    }

    /// The grapheme just before `position`; `\n` at a line start; nil at the very start.
    private func character(before position: TextPosition) -> Character? {
        if position.column > 0 { return lines[position.line][position.column - 1] }
        return position.line > 0 ? "\n" : nil
    }

    /// The grapheme at `position`; `\n` at a line end; nil at the very end.
    private func character(at position: TextPosition) -> Character? {
        if position.column < lines[position.line].count { return lines[position.line][position.column] }
        return position.line + 1 < lines.count ? "\n" : nil
    }

    // MARK: - Moving and deleting

    mutating func moveWordLeft() { move(to: wordStart(before: cursor)) }

    mutating func moveWordRight() { move(to: wordEnd(after: cursor)) }

    /// Deletes back to the start of the word (Ctrl-W, Alt-Backspace); one undo step.
    mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        guard start != cursor else { return }
        replace(from: start, to: cursor, with: [[]], kind: .block)
    }

    /// Deletes to the end of the line, or the line break when already there
    /// (Ctrl-K, as in Emacs); one undo step.
    mutating func killToLineEnd() {
        let lineEnd = TextPosition(line: cursor.line, column: lines[cursor.line].count)
        let end = cursor == lineEnd ? position(after: cursor) : lineEnd
        guard end != cursor else { return }
        replace(from: cursor, to: end, with: [[]], kind: .block)
    }

    /// Deletes forward to the end of the word (Alt-d); one undo step.
    mutating func deleteWordForward() {
        let end = wordEnd(after: cursor)
        guard end != cursor else { return }
        replace(from: cursor, to: end, with: [[]], kind: .block)
    }

    /// Deletes back to the start of the line (Ctrl-U, as in readline); one undo step.
    mutating func killToLineStart() {
        let lineStart = TextPosition(line: cursor.line, column: 0)
        guard lineStart != cursor else { return }
        replace(from: lineStart, to: cursor, with: [[]], kind: .block)
    }
}
