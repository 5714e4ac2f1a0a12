import Testing
@testable import TerminalKit

@Suite("TextWidth and Glyph")
struct TextWidthTests {
    @Test func ascii() {
        #expect(TextWidth.glyph(for: "a") == Glyph(text: "a", width: 1))
        #expect(TextWidth.columns(of: "hello") == 5)
    }

    @Test func wideCharacters() {
        #expect(TextWidth.glyph(for: "日") == Glyph(text: "日", width: 2))
        #expect(TextWidth.glyph(for: "😀") == Glyph(text: "😀", width: 2))
        #expect(TextWidth.columns(of: "日本😀a") == 7)
    }

    @Test func combiningMarkKeptOnItsBase() {
        let glyph = TextWidth.glyph(for: "e\u{301}")
        #expect(glyph.width == 1)
        #expect(glyph.text.unicodeScalars.map(\.value) == [0x65, 0x301])
    }

    @Test func loneCombiningMarkSitsOnADottedCircle() {
        let glyph = TextWidth.glyph(for: "\u{301}")
        #expect(glyph.width == 1)
        #expect(glyph.text == "\u{25CC}\u{301}")
    }

    @Test func atMostFourMarks() {
        let glyph = TextWidth.glyph(for: Character("a" + String(repeating: "\u{301}", count: 7)))
        #expect(glyph.text.unicodeScalars.count == 5)
    }

    @Test func controlsBecomePlaceholders() {
        #expect(TextWidth.glyph(for: "\u{1B}") == Glyph(text: "␛", width: 1))
        #expect(TextWidth.glyph(for: "\u{0}") == Glyph(text: "␀", width: 1))
        #expect(TextWidth.glyph(for: "\n") == Glyph(text: "␊", width: 1))
        #expect(TextWidth.glyph(for: "\u{7F}") == Glyph(text: "␡", width: 1))
        #expect(TextWidth.glyph(for: "\u{9B}") == Glyph(text: "\u{FFFD}", width: 1))
    }

    @Test func noGlyphEverCarriesAControl() {
        let text = "\u{1B}[31m\u{9B}a\u{1B}\r\n\u{0}e\u{301}\u{1B}\u{85}\u{301}\u{1B}\u{7F}\u{200D}\u{1B}"
        for character in text {
            let glyph = TextWidth.glyph(for: character)
            for scalar in glyph.text.unicodeScalars {
                #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value),
                        "\(character.unicodeScalars.map(\.value)) gave \(scalar.value)")
            }
        }
    }
}

@Suite struct FormatCharacterTests {
    @Test(arguments: ["\u{200D}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{200B}"])
    func formatCharactersShowAsADottedCircleAndAreNeverSent(text: String) {
        let glyph = TextWidth.glyph(for: Character(text))
        #expect(glyph.text == "\u{25CC}")
        #expect(glyph.width == 1)
    }

    @Test func aJoinerInsideAClusterIsDropped() {
        let glyph = TextWidth.glyph(for: Character("👩‍👧"))
        #expect(!glyph.text.unicodeScalars.contains("\u{200D}"))
        #expect(glyph.width == 2)
    }
}
