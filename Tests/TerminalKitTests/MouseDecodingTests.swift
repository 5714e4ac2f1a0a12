import CNcurses
import Testing
@testable import TerminalKit

private let esc: RawInput = .char(0x1B)

/// Feeds `batches` one after another, then flushes (nothing more comes).
private func decode(_ batches: [[RawInput]]) -> [TerminalEvent] {
    var decoder = InputDecoder(table: .standard, currentSize: { Size(rows: 30, columns: 100) })
    var events: [TerminalEvent] = []
    for batch in batches { events += decoder.feed(batch) }
    return events + decoder.flush()
}

private func decode(_ input: [RawInput]) -> [TerminalEvent] { decode([input]) }

private func sgr(_ body: String) -> [RawInput] { [esc] + chars("[<" + body) }

private func mouse(_ action: MouseEvent.Action, row: Int, column: Int,
                   _ modifiers: MouseEvent.Modifiers = []) -> TerminalEvent {
    .mouse(MouseEvent(action, row: row, column: column, modifiers: modifiers))
}

@Suite("InputDecoder: SGR mouse reports")
struct MouseDecodingTests {
    @Test func pressAndReleaseAreZeroBased() {
        #expect(decode(sgr("0;10;5M") + sgr("0;10;5m"))
            == [mouse(.press(.left), row: 4, column: 9), mouse(.release(.left), row: 4, column: 9)])
    }

    @Test func buttonsWheelAndModifiers() {
        #expect(decode(sgr("1;1;1M")) == [mouse(.press(.middle), row: 0, column: 0)])
        #expect(decode(sgr("2;3;4M")) == [mouse(.press(.right), row: 3, column: 2)])
        #expect(decode(sgr("64;7;8M")) == [mouse(.wheelUp, row: 7, column: 6)])
        #expect(decode(sgr("65;7;8M")) == [mouse(.wheelDown, row: 7, column: 6)])
        #expect(decode(sgr("4;2;2M")) == [mouse(.press(.left), row: 1, column: 1, .shift)])
        #expect(decode(sgr("24;2;2M")) == [mouse(.press(.left), row: 1, column: 1, [.alt, .control])])
        #expect(decode(sgr("80;2;2M")) == [mouse(.wheelUp, row: 1, column: 1, .control)])
    }

    @Test func motionSidewaysWheelAndExtraButtonsAreDropped() {
        #expect(decode(sgr("32;5;5M") + sgr("35;5;5M") + sgr("66;5;5M") + sgr("67;5;5M") + sgr("128;5;5M")
            + chars("x")) == [.key(.character("x"))])
    }

    @Test func largeTerminalsStillWork() {
        #expect(decode(sgr("0;300;200M")) == [mouse(.press(.left), row: 199, column: 299)])
    }

    @Test(arguments: [
        "0;99999999;1M", "0;1;99999999M", "0;99999999999999999999999999;1M", "0;0;0M", "0;0;5M",
        "0;1M", "0;1;2;3M", ";;M", "-1;2;3M", "0;+1;2M", "0;1;1a", "0;1;1\u{7}", "<<0;1;1M",
        "0;1;1x", String(repeating: "9", count: 5000) + ";1;1M", "0;" + String(repeating: ";", count: 300) + "M",
    ])
    func malformedReportsNeverBecomeText(_ body: String) {
        let events = decode(sgr(body) + chars("z"))
        // Whatever is dropped, nothing of the report is typed: only z (and a
        // control byte that cut the report short, never a digit or ;).
        let typed = events.compactMap { event -> Character? in
            if case let .key(.character(character)) = event { return character }
            return nil
        }
        #expect(typed == ["z"], "\(body.prefix(40))")
        #expect(!events.contains { if case .mouse = $0 { return true } else { return false } })
    }

    @Test func x10ReportsAreDecodedNotTyped() {
        // ESC [ M then button+32, x+33, y+33: a left press at column 9, row 4.
        #expect(decode([esc] + chars("[M") + [.char(32), .char(42), .char(37)] + chars("a"))
            == [mouse(.press(.left), row: 4, column: 9), .key(.character("a"))])
        #expect(decode([esc] + chars("[M") + [.char(35), .char(42), .char(37)])
            == [mouse(.release(.left), row: 4, column: 9)])
        #expect(decode([esc] + chars("[M") + [.char(96), .char(34), .char(34)])
            == [mouse(.wheelUp, row: 1, column: 1)])
        #expect(decode([esc] + chars("[M") + [.char(32)]).isEmpty)
    }

    @Test func anUnfinishedReportWaitsLongerThanAnEscape() {
        var decoder = InputDecoder()
        _ = decoder.feed(sgr("0;10"))
        #expect(decoder.pendingTimeout == InputDecoder.mouseWait)
        #expect(decoder.feed(chars(";5M")) == [mouse(.press(.left), row: 4, column: 9)])
        _ = decoder.feed([esc])
        #expect(decoder.pendingTimeout == InputDecoder.escapeWait)
    }

    @Test func cursesKeyMouseNeverTypesTheReport() {
        // What curses hands out when its own kmous (ESC [ <) is left on:
        // the app turns it off, and the code itself is dropped.
        #expect(decode([.keyCode(KEY_MOUSE)]).isEmpty)
    }
}

/// A small deterministic generator, so a failure replays.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("InputDecoder: mouse reports split across reads")
struct MouseSplitPropertyTests {
    /// Pieces of input a terminal sends, each with the events it means.
    private static let pieces: [([RawInput], [TerminalEvent])] = [
        (sgr("0;10;5M"), [mouse(.press(.left), row: 4, column: 9)]),
        (sgr("0;10;5m"), [mouse(.release(.left), row: 4, column: 9)]),
        (sgr("65;120;40M"), [mouse(.wheelDown, row: 39, column: 119)]),
        (sgr("64;1;1M"), [mouse(.wheelUp, row: 0, column: 0)]),
        (sgr("2;33;12m"), [mouse(.release(.right), row: 11, column: 32)]),
        (sgr("0;99999999;1M"), []),
        ([esc] + chars("[M") + [.char(32), .char(40), .char(40)], [mouse(.press(.left), row: 7, column: 7)]),
        (chars("a"), [.key(.character("a"))]),
        (chars("日"), [.key(.character("日"))]),
        ([esc] + chars("OB"), [.key(.down)]),
        ([esc] + chars("[3~"), [.key(.delete)]),
        ([esc] + chars("[1;5H"), [.key(.controlHome)]),
        ([.char(13)], [.key(.enter)]),
        ([.keyCode(KEY_UP)], [.key(.up)]),
        ([esc] + chars("[200~x;1M") + [esc] + chars("[201~"), [.paste("x;1M")]),
    ]

    /// Any stream of reports and keys, cut into reads anywhere, decodes to
    /// the same events as when it came in one read.
    @Test func anySplitDecodesAsTheWhole() {
        var random = SplitMix(state: 18)
        for round in 0..<400 {
            var stream: [RawInput] = []
            var expected: [TerminalEvent] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let (input, events) = Self.pieces.randomElement(using: &random)!
                stream += input
                expected += events
            }
            #expect(decode(stream) == expected, "round \(round): whole")
            var batches: [[RawInput]] = []
            var start = 0
            while start < stream.count {
                let length = Int.random(in: 1...max(1, min(6, stream.count - start)), using: &random)
                batches.append(Array(stream[start..<(start + length)]))
                start += length
            }
            #expect(decode(batches) == expected, "round \(round): \(batches.count) reads")
        }
    }

    /// Garbage made of the pieces of reports and keys: however it is cut
    /// into reads, it decodes as it does whole, and never crashes.
    @Test func garbageDecodesTheSameHoweverItIsCut() {
        var random = SplitMix(state: 1006)
        let alphabet: [RawInput] = [esc, esc] + chars("[[<<;;0123456789MmaO~\r") + [.char(13), .char(0x7F), .keyCode(KEY_UP)]
        for round in 0..<2_000 {
            let stream = (0..<Int.random(in: 1...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let whole = decode(stream)
            var batches: [[RawInput]] = []
            var start = 0
            while start < stream.count {
                let length = Int.random(in: 1...(stream.count - start), using: &random)
                batches.append(Array(stream[start..<(start + length)]))
                start += length
            }
            #expect(decode(batches) == whole, "round \(round): \(stream)")
        }
    }

    @Test func everyCutOfOneReport() {
        let whole = sgr("0;10;5M") + chars("q") + sgr("65;3;4M")
        for cut in 1..<whole.count {
            #expect(decode([Array(whole[..<cut]), Array(whole[cut...])])
                == [mouse(.press(.left), row: 4, column: 9), .key(.character("q")), mouse(.wheelDown, row: 3, column: 2)],
                "cut at \(cut)")
        }
    }
}

@Suite("Terminal modes: mouse reporting on and off")
struct TerminalModesTests {
    @Test func mouseOnAsksForClicksAndTheWheelInSGRForm() {
        let modes = TerminalModes(mouse: true)
        #expect(modes.enter == "\u{1B}[?2004h\u{1B}[?1036h\u{1B}[?1000h\u{1B}[?1006h")
        #expect(modes.leave.contains("\u{1B}[?1000l") && modes.leave.contains("\u{1B}[?1006l"))
        #expect(modes.leave.contains("\u{1B}[?2004l"))
    }

    @Test func mouseOffNeverAsksForIt() {
        let modes = TerminalModes(mouse: false)
        #expect(modes.enter == "\u{1B}[?2004h\u{1B}[?1036h")
        for mode in ["1000", "1002", "1003", "1005", "1006", "1015"] {
            #expect(!modes.enter.contains("[?\(mode)h"))
            #expect(!modes.leave.contains("[?\(mode)h"))
        }
    }

    /// xterm (issue 38): Alt-b must arrive as Esc b, so the app asks for
    /// meta-sends-escape for its run and gives it back on every way out.
    @Test func metaSendsEscapeIsAskedForAndGivenBack() {
        for modes in [TerminalModes(mouse: true), TerminalModes(mouse: false)] {
            #expect(modes.enter.contains("\u{1B}[?1036h"))
            #expect(modes.leave.contains("\u{1B}[?1036l"))
            #expect(!modes.leave.contains("\u{1B}[?1036h"))
        }
    }
}
