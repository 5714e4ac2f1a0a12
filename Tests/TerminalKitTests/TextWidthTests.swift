import Testing
@testable import TerminalKit

@Suite("TextWidth and Glyph")
struct TextWidthTests {
    private func glyph(_ character: Character) -> Glyph? {
        let glyphs = TextWidth.glyphs(for: character)
        return glyphs.count == 1 ? glyphs[0] : nil
    }

    @Test func ascii() {
        #expect(glyph("a") == Glyph(text: "a", width: 1))
        #expect(TextWidth.columns(of: "hello") == 5)
    }

    @Test func wideCharacters() {
        #expect(glyph("日") == Glyph(text: "日", width: 2))
        #expect(glyph("😀") == Glyph(text: "😀", width: 2))
        #expect(TextWidth.columns(of: "日本😀a") == 7)
    }

    @Test func combiningMarkKeptOnItsBase() {
        let accented = glyph("e\u{301}")
        #expect(accented?.width == 1)
        #expect(accented?.text.unicodeScalars.map(\.value) == [0x65, 0x301])
    }

    @Test func loneCombiningMarkSitsOnADottedCircle() {
        #expect(glyph("\u{301}") == Glyph(text: "\u{25CC}\u{301}", width: 1))
    }

    @Test func atMostFourMarks() {
        let stacked = glyph(Character("a" + String(repeating: "\u{301}", count: 7)))
        #expect(stacked?.text.unicodeScalars.count == 5)
    }

    @Test func controlsBecomePlaceholders() {
        #expect(glyph("\u{1B}") == Glyph(text: "␛", width: 1))
        #expect(glyph("\u{0}") == Glyph(text: "␀", width: 1))
        #expect(glyph("\n") == Glyph(text: "␊", width: 1))
        #expect(glyph("\u{7F}") == Glyph(text: "␡", width: 1))
        #expect(glyph("\u{9B}") == Glyph(text: "\u{FFFD}", width: 1))
        #expect(TextWidth.glyphs(for: "\r\n") == [Glyph(text: "␍", width: 1), Glyph(text: "␊", width: 1)])
    }

    @Test func noGlyphEverCarriesAControl() {
        let text = "\u{1B}[31m\u{9B}a\u{1B}\r\n\u{0}e\u{301}\u{1B}\u{85}\u{301}\u{1B}\u{7F}\u{200D}\u{1B}"
        for character in text {
            for glyph in TextWidth.glyphs(for: character) {
                for scalar in glyph.text.unicodeScalars {
                    #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value),
                            "\(character.unicodeScalars.map(\.value)) gave \(scalar.value)")
                }
            }
        }
    }
}

/// Clusters of several spacing characters are drawn one cell per spacing
/// character, nothing dropped, and measured the same way.
@Suite struct MultiCellClusterTests {
    @Test(arguments: [
        ("🇯🇵", ["🇯", "🇵"]),
        ("👨‍👩‍👧", ["👨", "👩", "👧"]),
        ("👍🏽", ["👍", "🏽"]),
        ("กำ", ["ก", "ำ"]),
        ("स्ते", ["स्", "ते"]),
    ])
    func everySpacingCharacterGetsItsOwnCell(cluster: String, cells: [String]) throws {
        let character = try #require(cluster.count == 1 ? cluster.first : nil)
        let glyphs = TextWidth.glyphs(for: character)
        #expect(glyphs.map(\.text) == cells)
        #expect(glyphs.reduce(0) { $0 + $1.width } == TextWidth.columns(of: character))
    }

    @Test func widthsAgreeForAwkwardClusters() {
        let samples = ["\r\n", "\u{1B}\u{301}", "\u{200B}", "\u{FEFF}\u{301}", "a\u{200D}b", "\u{E000}", "\u{10FFFF}",
                       "👩‍👩‍👧‍👦", "🏳️‍🌈", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\u{1100}\u{1161}\u{11A8}"]
        for sample in samples {
            for character in sample {
                let glyphs = TextWidth.glyphs(for: character)
                #expect(glyphs.reduce(0) { $0 + $1.width } == TextWidth.columns(of: character),
                        "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(glyphs.allSatisfy { $0.width == 1 || $0.width == 2 })
            }
        }
    }
}

@Suite struct FormatCharacterTests {
    @Test(arguments: ["\u{200D}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{200B}"])
    func formatCharactersShowAsADottedCircleAndAreNeverSent(text: String) {
        #expect(TextWidth.glyphs(for: Character(text)) == [Glyph(text: "\u{25CC}", width: 1)])
    }

    @Test func aJoinerInsideAClusterIsDropped() {
        let glyphs = TextWidth.glyphs(for: Character("👩‍👧"))
        #expect(glyphs.allSatisfy { !$0.text.unicodeScalars.contains("\u{200D}") })
        #expect(glyphs.map(\.width) == [2, 2])
    }
}
