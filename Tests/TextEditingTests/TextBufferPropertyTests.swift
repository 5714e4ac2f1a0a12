import PropertyBased
import Testing
@testable import TextEditing

/// Random edits of a `TextBuffer` against a plain `String` and a cursor
/// counted in Characters: the two must always agree, and undo must give
/// back exactly what was there.
@Suite struct TextBufferPropertyTests {
    /// Text that stresses graphemes: emoji, flags, combining marks, CJK,
    /// line breaks (also as `\r\n`), tabs, spaces and punctuation.
    static let pieces: [String] = [
        "a", "Z", "7", "_", " ", ".", "-", "\t", "\n", "\r\n", "é", "e\u{301}", "\u{301}", "\u{308}",
        "日", "本語", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "🇩🇪", "\u{1F1EB}", "\u{1F1F7}", "\u{200D}", "한", "\u{1100}", "\u{1161}",
        "word", "two words", "line\nbreak", "tab\there", "x\u{301}\u{302}",
    ]

    /// One step: an operation number and an argument.
    static let steps = zip(Gen.int(in: 0...13), Gen.int(in: 0...1000)).array(of: 0...40)
    static let starts = Gen.element(of: ["", "hello world", "a\nb\n\nc", "日本 😀 🇫🇷\te\u{301}", "x\u{301}"])

    @Test func theBufferAgreesWithAPlainString() async {
        await propertyCheck(count: 500, input: Self.starts, Self.steps) { start, steps in
            var buffer = TextBuffer(start ?? "")
            var model = Model(text: start ?? "")
            var seen: Set<String> = [model.text]
            for (operation, argument) in steps {
                apply(operation, argument, to: &buffer, model: &model, seen: seen)
                #expect(buffer.text == model.text, "after operation \(operation)")
                #expect(offset(of: buffer) == model.cursor, "cursor after operation \(operation)")
                #expect(buffer.count == model.text.count)
                #expect(isSegmented(buffer))
                seen.insert(model.text)
                if buffer.text != model.text { return }
            }
            // Undo of everything gives back the start; redo of everything the end.
            let end = buffer.text
            var undone = 0
            while buffer.undo() { undone += 1 }
            #expect(buffer.text == TextBuffer.normalize(start ?? ""))
            for _ in 0..<undone { buffer.redo() }
            #expect(buffer.text == end)
        }
    }

    // MARK: - Applying a step to both

    private func apply(_ operation: Int, _ argument: Int, to buffer: inout TextBuffer, model: inout Model,
                       seen: Set<String>) {
        switch operation {
        case 0, 1, 2:
            let piece = Self.pieces[argument % Self.pieces.count]
            buffer.insert(piece)
            model.insert(piece)
        case 3: buffer.deleteBackward(); model.deleteBackward()
        case 4: buffer.deleteForward(); model.deleteForward()
        case 5: buffer.moveLeft(); model.cursor = max(0, model.cursor - 1)
        case 6: buffer.moveRight(); model.cursor = min(model.characters.count, model.cursor + 1)
        case 7: buffer.moveWordLeft(); model.cursor = model.wordStart()
        case 8: buffer.moveWordRight(); model.cursor = model.wordEnd()
        case 9: buffer.deleteWordBackward(); model.delete(model.wordStart()..<model.cursor)
        case 10: buffer.killToLineEnd(); model.kill()
        case 11:
            let line = argument % buffer.lines.count
            buffer.move(to: TextPosition(line: line, column: argument % (buffer.lines[line].count + 1)))
            model.cursor = offset(of: buffer)
        case 12:
            // Undo, then redo gives the same again, then undo for good.
            let before = (buffer.text, 0)
            guard buffer.undo() else { return }
            let undone = (buffer.text, buffer.cursor)
            #expect(seen.contains(undone.0), "undo gives back an earlier text")
            buffer.redo()
            #expect(buffer.text == before.0, "redo after undo")
            buffer.undo()
            #expect(buffer.text == undone.0 && buffer.cursor == undone.1)
            model = Model(text: buffer.text, cursor: offset(of: buffer))
        default:
            if buffer.redo() { model = Model(text: buffer.text, cursor: offset(of: buffer)) }
        }
    }

    /// The cursor as a Character offset into `text`.
    private func offset(of buffer: TextBuffer) -> Int {
        var total = 0
        for line in 0..<buffer.cursor.line { total += buffer.lines[line].count + 1 }
        return total + buffer.cursor.column
    }

    /// The lines are exactly how Swift segments the text: no index can
    /// fall inside a grapheme.
    private func isSegmented(_ buffer: TextBuffer) -> Bool {
        let expected = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
        return expected.count == buffer.lines.count && zip(expected, buffer.lines).allSatisfy { string, line in
            Array(string).count == line.count
                && zip(string, line).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
        }
    }
}

/// The reference: a String and a cursor counted in Characters, edited by
/// the simplest code that could work.
private struct Model {
    var text: String
    var cursor: Int

    init(text: String, cursor: Int? = nil) {
        self.text = TextBuffer.normalize(text)
        self.cursor = cursor ?? 0
    }

    var characters: [Character] { Array(text) }

    /// Inserts at the cursor; the cursor ends after the grapheme holding
    /// the last inserted scalar (text can merge with its neighbours).
    mutating func insert(_ piece: String) {
        let piece = TextBuffer.normalize(piece)
        let index = text.index(text.startIndex, offsetBy: cursor)
        let scalarEnd = text.unicodeScalars.distance(from: text.startIndex, to: index) + piece.unicodeScalars.count
        text.insert(contentsOf: piece, at: index)
        cursor = graphemes(startingBefore: scalarEnd)
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        delete((cursor - 1)..<cursor)
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        let keep = cursor
        delete(cursor..<(cursor + 1))
        cursor = min(cursor, keep)
    }

    /// Deletes Characters `range`; the cursor goes to its start, moved past
    /// any grapheme the join created around it.
    mutating func delete(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        let scalarStart = text.unicodeScalars.distance(from: text.startIndex, to: lower)
        text.removeSubrange(lower..<upper)
        cursor = graphemes(startingBefore: scalarStart)
    }

    /// Ctrl-K: to the end of the line, or the line break itself.
    mutating func kill() {
        let characters = self.characters
        var end = cursor
        while end < characters.count, characters[end] != "\n" { end += 1 }
        if end == cursor, end < characters.count { end += 1 }
        delete(cursor..<end)
    }

    func wordStart() -> Int {
        let characters = self.characters
        var position = cursor
        while position > 0, !TextBuffer.isWordCharacter(characters[position - 1]) { position -= 1 }
        while position > 0, TextBuffer.isWordCharacter(characters[position - 1]) { position -= 1 }
        return position
    }

    func wordEnd() -> Int {
        let characters = self.characters
        var position = cursor
        while position < characters.count, !TextBuffer.isWordCharacter(characters[position]) { position += 1 }
        while position < characters.count, TextBuffer.isWordCharacter(characters[position]) { position += 1 }
        return position
    }

    /// How many graphemes of `text` start before scalar offset `offset`.
    private func graphemes(startingBefore offset: Int) -> Int {
        var count = 0
        var scalars = 0
        for character in text {
            if scalars >= offset { break }
            count += 1
            scalars += character.unicodeScalars.count
        }
        return count
    }
}
