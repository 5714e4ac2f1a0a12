import Testing
@testable import TerminalKit
import TerminalKitTestSupport

@Suite("Canvas")
struct CanvasTests {
    private func canvas(_ columns: Int = 10, rows: Int = 3) -> Canvas {
        Canvas(size: Size(rows: rows, columns: columns))
    }

    @Test func putAndRead() {
        var c = canvas()
        #expect(c.put("hello", row: 1, column: 2) == 5)
        #expect(c.lines == ["", "  hello", ""])
        #expect(c.text == "\n  hello\n")
        #expect(c[1, 2].glyph.text == "h")
    }

    @Test func clipsToTheCanvas() {
        var c = canvas(5, rows: 1)
        #expect(c.put("abcdefgh", row: 0, column: 2) == 3)
        #expect(c.line(0) == "  abc")
        #expect(c.put("x", row: 5, column: 0) == 0)
        #expect(c.put("x", row: -1, column: 0) == 0)
        #expect(c.put("x", row: 0, column: -1) == 0)
    }

    @Test func limit() {
        var c = canvas()
        #expect(c.put("abcdef", row: 0, column: 0, limit: 3) == 3)
        #expect(c.line(0) == "abc")
    }

    @Test func truncationWithEllipsis() {
        var c = canvas()
        #expect(c.putTruncated("abcdefgh", row: 0, column: 0, width: 5) == 5)
        #expect(c.line(0) == "abcd…")
        #expect(c.putTruncated("abc", row: 1, column: 0, width: 5) == 3)
        #expect(c.line(1) == "abc")
    }

    @Test func wideCharacterThatDoesNotFitIsLeftOut() {
        var c = canvas(5, rows: 1)
        #expect(c.put("ab日本", row: 0, column: 0) == 4)
        #expect(c.line(0) == "ab日")
        #expect(c[0, 4].glyph == .space)
    }

    @Test func wideCharacterTakesTwoCells() {
        var c = canvas()
        c.put("日x", row: 0, column: 0)
        #expect(c[0, 0].glyph.width == 2)
        #expect(c[0, 1].isContinuation)
        #expect(c[0, 2].glyph.text == "x")
        #expect(c.line(0) == "日x")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOther() {
        var c = canvas()
        c.put("日本", row: 0, column: 0)
        c.put("x", row: 0, column: 1)  // the right half of 日
        #expect(c.line(0) == " x本")
        c.put("y", row: 0, column: 2)  // the left half of 本
        #expect(c.line(0) == " xy")
        #expect(!c[0, 3].isContinuation)
    }

    @Test func wideOverWide() {
        var c = canvas()
        c.put("日本", row: 0, column: 0)
        c.put("中", row: 0, column: 1)
        #expect(c.line(0) == " 中")
        #expect(c[0, 3].glyph == .space)
    }

    @Test func controlsShowAsPlaceholders() {
        var c = canvas()
        c.put("a\u{1B}[2Jb\n", row: 0, column: 0)
        #expect(c.line(0) == "a␛[2Jb␊")
    }

    @Test func fill() {
        var c = canvas(4, rows: 1)
        c.fill(row: 0, style: .reverse)
        #expect((0..<4).allSatisfy { c[0, $0].style == .reverse })
    }
}

@Suite("MemoryTerminal")
struct MemoryTerminalTests {
    @Test func eventsInOrder() {
        let terminal = MemoryTerminal()
        terminal.type("hi")
        terminal.press(.enter)
        terminal.send(.paste("x"))
        #expect(terminal.nextEvent(timeout: 0) == .key(.character("h")))
        #expect(terminal.nextEvent(timeout: 0) == .key(.character("i")))
        #expect(terminal.nextEvent(timeout: 0) == .key(.enter))
        #expect(terminal.nextEvent(timeout: 0) == .paste("x"))
        #expect(terminal.nextEvent(timeout: 0) == nil)
    }

    @Test func screenAndResize() {
        let terminal = MemoryTerminal(size: Size(rows: 2, columns: 5))
        var frame = Canvas(size: terminal.size)
        frame.put("hey", row: 1, column: 0)
        terminal.present(frame)
        #expect(terminal.screenLines == ["", "hey"])
        terminal.resize(to: Size(rows: 3, columns: 7))
        #expect(terminal.size == Size(rows: 3, columns: 7))
        #expect(terminal.nextEvent(timeout: 0) == .resize(Size(rows: 3, columns: 7)))
    }

    @Test func suspendQueuesResumeAndShutdownIsRecorded() {
        let terminal = MemoryTerminal()
        terminal.suspend()
        #expect(terminal.suspendCount == 1)
        #expect(terminal.nextEvent(timeout: 0) == .resume)
        var ran = false
        terminal.runOutside { ran = true }
        #expect(ran && terminal.outsideRuns == 1)
        terminal.shutdown()
        terminal.shutdown()
        #expect(terminal.isShutDown)
    }
}

@Suite("ColorPalette")
struct ColorPaletteTests {
    @Test func noColorDisablesColour() {
        #expect(ColorPalette.isEnabled(environment: [:], hasColors: true))
        #expect(ColorPalette.isEnabled(environment: ["NO_COLOR": ""], hasColors: true))
        #expect(!ColorPalette.isEnabled(environment: ["NO_COLOR": "1"], hasColors: true))
        #expect(!ColorPalette.isEnabled(environment: ["NO_COLOR": "yes"], hasColors: true))
        #expect(!ColorPalette.isEnabled(environment: [:], hasColors: false))
    }

    @Test func rolesHaveDistinctPairs() {
        let roles: [ColorRole] = [.accent, .muted, .warning, .highlight, .heading, .code, .link, .tag, .quote, .marker]
        #expect(Set(roles.map(ColorPalette.pair(for:))).count == roles.count)
        #expect(!roles.map(ColorPalette.pair(for:)).contains(0))
    }

    @Test func colourUsesPairs() {
        let palette = ColorPalette(usesColor: true, hasGrey: true)
        #expect(palette.attributes(for: .accent).pair == ColorPalette.pair(for: .accent))
        #expect(palette.attributes(for: .accent).bold)
        #expect(palette.attributes(for: .muted).pair == ColorPalette.pair(for: .muted))
        #expect(palette.attributes(for: .plain) == ColorPalette.Attributes())
    }

    @Test func mutedWithoutGreyIsDim() {
        let attributes = ColorPalette(usesColor: true, hasGrey: false).attributes(for: .muted)
        #expect(attributes.pair == 0 && attributes.dim)
    }

    @Test func monochromeUsesAttributesOnly() {
        let palette = ColorPalette(usesColor: false)
        #expect(palette.attributes(for: Style(color: .accent)) == ColorPalette.Attributes(bold: true))
        #expect(palette.attributes(for: .muted) == ColorPalette.Attributes(dim: true))
        #expect(palette.attributes(for: Style(color: .highlight)) == ColorPalette.Attributes(underline: true))
        #expect(palette.attributes(for: Style(reverse: true, color: .warning)) == ColorPalette.Attributes(bold: true, reverse: true))
    }

    /// Markdown without colour: each kind keeps attributes no other has.
    @Test func monochromeMarkdownRolesDiffer() {
        let palette = ColorPalette(usesColor: false)
        let roles: [ColorRole] = [.heading, .code, .link, .tag, .quote]
        let attributes = roles.map { palette.attributes(for: Style(color: $0)) }
        #expect(Set(attributes.map { "\($0)" }).count == roles.count)
        #expect(!attributes.contains(ColorPalette.Attributes()))
        #expect(palette.attributes(for: Style(italic: true)).italic)
    }
}
