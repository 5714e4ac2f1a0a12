import PropertyBased
import TerminalKit
import Testing
@testable import TextEditing

/// Random keys on a `LineInput` against a plain `String` and a cursor
/// counted in Characters, over text that stresses graphemes: the two must
/// always agree, and the cursor must always show inside the field.
@Suite struct LineInputPropertyTests {
    static let pieces: [String] = [
        "a", "Z", "7", "_", " ", ".", "-", "é", "e\u{301}", "\u{301}", "\u{308}", "日", "本", "😀", "👍🏽",
        "👨‍👩‍👧", "🇫🇷", "\u{1F1EB}", "\u{1F1F7}", "\u{200D}", "한", "\u{1100}", "\u{1161}", "\n",
        "word", "two words", "line\nbreak", "x\u{301}\u{302}", "日本 語",
    ]

    static let keys: [Key] = [
        .backspace, .delete, .left, .right, .home, .end, .control("a"), .control("e"), .control("u"),
        .control("k"), .control("w"), .altBackspace, .alt("b"), .alt("f"), .altLeft, .altRight, .alt("d"),
    ]

    /// One step: a key (or, past the keys, a piece typed or pasted), its argument.
    static let steps = zip(Gen.int(in: 0...(keys.count + 8)), Gen.int(in: 0...1000)).array(of: 0...50)
    static let starts = Gen.element(of: ["", "call ana", "日本 😀 🇫🇷 e\u{301}", "x\u{301}", "one-two three_four"])

    @Test func theInputAgreesWithAPlainString() async {
        await propertyCheck(count: 500, input: Self.starts, Self.steps) { start, steps in
            var field = LineInput(text: start ?? "")
            var model = LineModel(text: start ?? "")
            for (choice, argument) in steps {
                let step = apply(choice, argument, to: &field, model: &model)
                #expect(field.text == model.text, "text after \(step)")
                #expect(field.cursor == model.cursor, "cursor after \(step) on \(model.text.debugDescription)")
                #expect(!field.text.contains("\n"))
                let width = 1 + argument % 12
                var canvas = Canvas(size: Size(rows: 1, columns: width + 3))
                field.render(into: &canvas, row: 0, left: 2, width: width, focused: true, style: .plain)
                let column = canvas.cursor?.column ?? -1
                #expect((2..<(2 + width)).contains(column), "cursor outside a field of \(width)")
                if field.text != model.text || field.cursor != model.cursor { return }
            }
        }
    }

    /// Applies one step to both; says what it was.
    private func apply(_ choice: Int, _ argument: Int, to field: inout LineInput, model: inout LineModel) -> String {
        if choice < Self.keys.count {
            let key = Self.keys[choice]
            field.handle(key)
            model.press(key)
            return "\(key)"
        }
        let piece = Self.pieces[argument % Self.pieces.count]
        if piece.count == 1, choice % 2 == 0 {
            field.handle(.character(Character(piece)))
        } else {
            field.insert(piece)
        }
        model.insert(piece)
        return "typing \(piece.debugDescription)"
    }
}

/// The reference: a String and a cursor counted in Characters, edited by
/// the simplest code that could work.
private struct LineModel {
    var text: String
    var cursor = 0

    init(text: String) {
        self.text = LineInput.oneLine(text)
    }

    var characters: [Character] { Array(text) }

    mutating func press(_ key: Key) {
        switch key {
        case .backspace: if cursor > 0 { delete((cursor - 1)..<cursor) }
        case .delete: if cursor < text.count { deleteForward(cursor..<(cursor + 1)) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"): delete(0..<cursor)
        case .control("k"): deleteForward(cursor..<text.count)
        case .control("w"), .altBackspace: delete(wordStart()..<cursor)
        case .alt("b"), .altLeft: cursor = wordStart()
        case .alt("f"), .altRight: cursor = wordEnd()
        case .alt("d"): deleteForward(cursor..<wordEnd())
        default: break
        }
    }

    /// Inserts at the cursor; the cursor ends after the grapheme holding
    /// the last inserted scalar (text can merge with its neighbours).
    mutating func insert(_ piece: String) {
        let piece = LineInput.oneLine(piece)
        let index = text.index(text.startIndex, offsetBy: cursor)
        let scalarEnd = text.unicodeScalars.distance(from: text.startIndex, to: index) + piece.unicodeScalars.count
        text.insert(contentsOf: piece, at: index)
        cursor = graphemes(startingBefore: scalarEnd)
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

    /// Deleting after the cursor never moves it on.
    mutating func deleteForward(_ range: Range<Int>) {
        let keep = cursor
        delete(range)
        cursor = min(cursor, keep)
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
