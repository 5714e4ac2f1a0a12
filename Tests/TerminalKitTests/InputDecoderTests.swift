import CNcurses
import Testing
@testable import TerminalKit

/// The inputs the reading code hands out for `text`, one per scalar.
func chars(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .char($0.value) }
}

private let esc: RawInput = .char(0x1B)

/// Feeds `batches` one after another, then flushes (nothing more comes).
private func decode(_ batches: [RawInput]..., table: KeyCodeTable = .standard) -> [TerminalEvent] {
    var decoder = InputDecoder(table: table, currentSize: { Size(rows: 30, columns: 100) })
    var events: [TerminalEvent] = []
    for batch in batches { events += decoder.feed(batch) }
    return events + decoder.flush()
}

private func keys(_ keys: Key...) -> [TerminalEvent] { keys.map { .key($0) } }

@Suite("InputDecoder: curses key codes")
struct KeyCodeDecodingTests {
    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
        (KEY_DC, .delete), (KEY_IC, .insert), (KEY_BACKSPACE, .backspace),
        (KEY_BTAB, .backTab), (KEY_ENTER, .enter), (KEY_F0 + 1, .function(1)),
        (KEY_F0 + 12, .function(12)), (KEY_FIND, .home), (KEY_SELECT, .end),
    ])
    func keyCode(_ code: Int32, _ key: Key) {
        #expect(decode([.keyCode(code)]) == [.key(key)])
    }

    @Test func resizeReadsTheCurrentSize() {
        #expect(decode([.keyCode(KEY_RESIZE)]) == [.resize(Size(rows: 30, columns: 100))])
    }

    @Test func unknownKeyCodesAreDropped() {
        #expect(decode([.keyCode(KEY_MOUSE), .keyCode(0o777)], chars("a")) == keys(.character("a")))
    }

    @Test func extendedCodesAddedAtStart() {
        let table = KeyCodeTable.standard.adding(.altLeft, for: 600).adding(.altRight, for: 601)
        #expect(decode([.keyCode(600), .keyCode(601)], table: table) == keys(.altLeft, .altRight))
        // A code of 0 (the terminal has no such key) adds nothing.
        #expect(KeyCodeTable.standard.adding(.altLeft, for: 0).keys == KeyCodeTable.standard.keys)
    }
}

@Suite("InputDecoder: control bytes")
struct ControlDecodingTests {
    @Test func editingBytes() {
        #expect(decode([.char(127), .char(8), .char(13), .char(10), .char(9)])
            == keys(.backspace, .backspace, .enter, .enter, .tab))
    }

    @Test func ctrlZSuspends() {
        #expect(decode([.char(0x1A)]) == [.suspend])
    }

    @Test func ctrlLetters() {
        #expect(decode([.char(0x13), .char(0x03), .char(0x11), .char(0x01), .char(0x05)])
            == keys(.control("s"), .control("c"), .control("q"), .control("a"), .control("e")))
    }

    @Test func ctrlPunctuation() {
        #expect(decode([.char(0), .char(0x1C), .char(0x1D), .char(0x1E), .char(0x1F)])
            == keys(.control("@"), .control("\\"), .control("]"), .control("^"), .control("_")))
    }

    @Test func c1ControlsAndInvalidScalarsAreDropped() {
        #expect(decode([.char(0x85), .char(0x9B), .char(0xD800), .char(0x110000)], chars("x"))
            == keys(.character("x")))
    }
}

@Suite("InputDecoder: Esc and Alt")
struct EscapeDecodingTests {
    @Test func loneEscAfterTheWait() {
        var decoder = InputDecoder()
        #expect(decoder.feed([esc]).isEmpty)
        #expect(decoder.pendingTimeout == InputDecoder.escapeWait)
        #expect(decoder.flush() == keys(.escape))
        #expect(decoder.pendingTimeout == nil)
    }

    @Test func escThenAKeyInTheNextBatchIsAlt() {
        #expect(decode([esc], chars("b")) == keys(.alt("b")))
    }

    @Test func altPrintable() {
        #expect(decode([esc] + chars("b") + [esc] + chars("F") + [esc] + chars("é"))
            == keys(.alt("b"), .alt("F"), .alt("é")))
    }

    @Test func altBackspace() {
        #expect(decode([esc, .char(127), esc, .char(8), esc, .keyCode(KEY_BACKSPACE)])
            == keys(.altBackspace, .altBackspace, .altBackspace))
    }

    @Test func altArrowsAsCSI() {
        #expect(decode([esc] + chars("[1;3D") + [esc] + chars("[1;3C")) == keys(.altLeft, .altRight))
    }

    /// Ctrl-Home / Ctrl-End as xterm sends them, as the tilde forms some
    /// terminals use, and Alt-< / Alt-> (Esc then the character).
    @Test func ctrlHomeAndEndAndAltAngles() {
        #expect(decode([esc] + chars("[1;5H") + [esc] + chars("[1;5F")) == keys(.controlHome, .controlEnd))
        #expect(decode([esc] + chars("[1;5~") + [esc] + chars("[4;5~")) == keys(.controlHome, .controlEnd))
        #expect(decode([esc] + chars("<") + [esc] + chars(">")) == keys(.alt("<"), .alt(">")))
    }

    /// curses' extended codes for them (terminfo kHOM5 / kEND5), added at start.
    @Test func ctrlHomeAndEndAsCursesCodes() {
        let table = KeyCodeTable.standard.adding(.controlHome, for: 602).adding(.controlEnd, for: 603)
        #expect(decode([.keyCode(602), .keyCode(603)], table: table) == keys(.controlHome, .controlEnd))
    }

    @Test func escThenArrowKeyCodeIsAltArrow() {
        #expect(decode([esc, .keyCode(KEY_LEFT), esc, .keyCode(KEY_RIGHT)]) == keys(.altLeft, .altRight))
    }

    @Test func escThenOtherKeyCode() {
        #expect(decode([esc, .keyCode(KEY_UP)]) == keys(.escape, .up))
    }

    @Test func twoEscapes() {
        #expect(decode([esc, esc]) == keys(.escape, .escape))
    }

    @Test func escThenControl() {
        #expect(decode([esc, .char(0x13)]) == keys(.escape, .control("s")))
    }

    @Test(arguments: [
        ("[1~", Key.home), ("[7~", .home), ("[4~", .end), ("[8~", .end), ("[3~", .delete),
        ("[2~", .insert), ("[5~", .pageUp), ("[6~", .pageDown), ("[H", .home), ("[F", .end),
        ("[1;1H", .home), ("OH", .home), ("OF", .end), ("[A", .up), ("[B", .down), ("[C", .right),
        ("[D", .left), ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left), ("[Z", .backTab),
        ("OP", .function(1)), ("OS", .function(4)), ("[15~", .function(5)), ("[24~", .function(12)),
        ("OM", .enter),
    ])
    func undecodedSequence(_ sequence: String, _ key: Key) {
        #expect(decode([esc] + chars(sequence)) == keys(key))
    }

    @Test func sequenceSplitAcrossBatches() {
        #expect(decode([esc], chars("[3"), chars("~x")) == keys(.delete, .character("x")))
        #expect(decode([esc, .char(0x4F)], chars("A")) == keys(.up))
    }

    @Test func unknownSequencesAreDropped() {
        let input = [esc] + chars("[1;5D") + chars("a") + [esc] + chars("[99~") + [esc] + chars("[?1;2c") + chars("b")
        #expect(decode(input) == keys(.character("a"), .character("b")))
    }

    @Test func overlongSequenceIsDroppedWithoutHanging() {
        let long = [esc] + chars("[" + String(repeating: "1;", count: 40) + "~") + chars("z")
        let events = decode(long)
        #expect(events.last == .key(.character("z")))
        #expect(!events.contains(.key(.delete)))
    }

    @Test func cutOffSequencesResolveOnFlush() {
        #expect(decode([esc] + chars("[")) == keys(.alt("[")))
        #expect(decode([esc] + chars("O")) == keys(.alt("O")))
        #expect(decode([esc] + chars("[12")).isEmpty)
    }

    @Test func altOThenAnotherKey() {
        #expect(decode([esc] + chars("Ox")) == keys(.alt("O"), .character("x")))
    }
}

@Suite("InputDecoder: bracketed paste")
struct PasteDecodingTests {
    private let start = [esc] + chars("[200~")
    private let end = [esc] + chars("[201~")

    @Test func oneEventWithNewlines() {
        #expect(decode(start + chars("one\rtwo\r\nthree\nfour") + end) == [.paste("one\ntwo\nthree\nfour")])
    }

    @Test func keysAfterThePasteAreKeys() {
        #expect(decode(chars("a") + start + chars("x y") + end + chars("b"))
            == [.key(.character("a")), .paste("x y"), .key(.character("b"))])
    }

    @Test func splitAcrossReadsAnywhere() {
        let whole = start + chars("héllo\r\n日本😀\r") + end + [esc] + chars("OA")
        for cut in 1..<whole.count {
            #expect(decode(Array(whole[..<cut]), Array(whole[cut...]))
                == [.paste("héllo\n日本😀\n"), .key(.up)], "cut at \(cut)")
        }
    }

    @Test func crlfSplitBetweenReads() {
        #expect(decode(start + chars("a\r"), chars("\nb") + end) == [.paste("a\nb")])
    }

    @Test func escapeInsideThePasteIsKeptAsText() {
        #expect(decode(start + [esc] + chars("[20x") + end) == [.paste("\u{1B}[20x")])
    }

    @Test func keyCodesInsideThePasteAreIgnored() {
        #expect(decode(start + chars("a\tb") + [.keyCode(KEY_UP)] + chars("c") + end) == [.paste("a\tbc")])
    }

    @Test func resizeDuringAPaste() {
        #expect(decode(start + chars("a") + [.keyCode(KEY_RESIZE)] + chars("b") + end)
            == [.resize(Size(rows: 30, columns: 100)), .paste("ab")])
    }

    @Test func unfinishedPasteIsDeliveredOnFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed(start + chars("abc")).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.pendingTimeout == InputDecoder.pasteWait)
        #expect(decoder.flush() == [.paste("abc")])
        #expect(!decoder.isInPaste)
    }

    @Test func strayPasteEndIsDropped() {
        #expect(decode(end + chars("a")) == keys(.character("a")))
    }

    @Test func largePasteIsFast() {
        let line = "line of pasted text with é and 日本\r"
        var input = start
        for _ in 0..<10_000 { input += chars(line) }
        input += end
        var events: [TerminalEvent] = []
        let elapsed = ContinuousClock().measure { events = decode(input) }
        #expect(events.count == 1)
        if case let .paste(text)? = events.first {
            #expect(text.utf8.count == line.utf8.count * 10_000)
            #expect(text.hasSuffix("日本\n"))
        }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }
}

@Suite("InputDecoder: text")
struct TextDecodingTests {
    @Test func asciiAndWide() {
        #expect(decode(chars("a日😀")) == keys(.character("a"), .character("日"), .character("😀")))
    }

    @Test func combiningMarkJoinsItsBase() {
        #expect(decode(chars("e\u{301}x")) == keys(.character("e\u{301}"), .character("x")))
    }

    @Test func emojiSequencesAreOneKey() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let heart = "❤\u{FE0F}"
        #expect(decode(chars(family + heart)) == keys(.character(Character(family)), .character(Character(heart))))
    }

    @Test func textAroundKeys() {
        #expect(decode(chars("ab") + [.keyCode(KEY_LEFT)] + chars("c"))
            == keys(.character("a"), .character("b"), .left, .character("c")))
    }
}

@Suite("UTF8Stream")
struct UTF8StreamTests {
    private func decodeBytes(_ pieces: [[UInt8]]) -> [RawInput] {
        var stream = UTF8Stream()
        var output: [RawInput] = []
        for piece in pieces { piece.withUnsafeBytes { stream.decode($0, into: &output) } }
        return output
    }

    @Test func splitCharacters() {
        let bytes = Array("a日😀é".utf8)
        for cut in 1..<bytes.count {
            #expect(decodeBytes([Array(bytes[..<cut]), Array(bytes[cut...])]) == chars("a日😀é"))
        }
    }

    @Test func invalidBytesBecomeReplacement() {
        #expect(decodeBytes([[0xFF, 0x41, 0xE6, 0x41]]) == [.char(0xFFFD), .char(0x41), .char(0xFFFD), .char(0x41)])
    }
}
