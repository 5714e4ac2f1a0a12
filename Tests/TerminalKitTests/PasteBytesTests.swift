import CNcurses
import TestSupport
import Testing
@testable import TerminalKit

/// A bracketed paste is the text between its markers, whatever bytes are
/// inside: what the terminal sends goes through the reading code (bytes
/// from `wgetch`, decoded as UTF-8 here; or read straight from the
/// terminal) and the decoder, in any pieces.
@Suite("Paste: any bytes inside")
struct PasteBytesTests {
    static let start: [UInt8] = Array("\u{1B}[200~".utf8)
    static let end: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Key sequences the stand-in for curses decodes (as a terminfo would).
    static let keySequences: [Int32: [UInt8]] = [
        KEY_UP: Array("\u{1B}OA".utf8),
        KEY_F0 + 9: Array("\u{1B}[20~".utf8),
        KEY_DC: Array("\u{1B}[3~".utf8),
    ]

    static let table = KeyCodeTable.standard.withSequences(keySequences.mapValues { $0.map(UInt32.init) })

    /// A stand-in for curses with its keypad on: hands out one piece of
    /// input a value at a time — a key code where a whole key sequence
    /// lies in the piece, else a byte — then nil.
    struct FakeCurses {
        var bytes: ArraySlice<UInt8>

        mutating func read() -> Int32? {
            guard let first = bytes.first else { return nil }
            if first == 0x1B {
                for (code, sequence) in PasteBytesTests.keySequences where bytes.starts(with: sequence) {
                    bytes.removeFirst(sequence.count)
                    return code
                }
            }
            bytes.removeFirst()
            return Int32(first)
        }
    }

    /// Reads `pieces` as the terminal would: each through curses (in
    /// batches of at most `limit`), or, inside a paste with curses
    /// drained, straight from the terminal. Then nothing more comes.
    static func events(of pieces: [[UInt8]], limit: Int = 65_536, direct: (Int) -> Bool = { _ in false }) -> [TerminalEvent] {
        var decoder = InputDecoder(table: table, currentSize: { Size(rows: 24, columns: 80) })
        var utf8 = UTF8Stream()
        var events: [TerminalEvent] = []
        var drained = true
        for (number, piece) in pieces.enumerated() {
            if decoder.isInPaste, drained, direct(number) {
                var batch: [RawInput] = []
                piece.withUnsafeBytes { utf8.decode($0, into: &batch) }
                events += decoder.feed(batch)
                continue
            }
            var curses = FakeCurses(bytes: piece[...])
            repeat {
                let read = CursesTerminal.readBatch(limit: limit, resizeCode: KEY_RESIZE, utf8: &utf8) { curses.read() }
                drained = read.drained
                events += decoder.feed(read.batch)
            } while !drained
        }
        return events + decoder.flush()
    }

    /// What a paste of `bytes` must give: UTF-8 with U+FFFD for what is
    /// not, and CR or CRLF as a line break.
    static func pasteText(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        var afterCR = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\n", afterCR { afterCR = false; continue }
            afterCR = scalar == "\r"
            text.append(afterCR ? "\n" : scalar)
        }
        return String(text)
    }

    // MARK: - The case of the report

    @Test func anInvalidByteInAPasteEndsNothing() {
        let input = Self.start + Array("abc".utf8) + [0x9B] + Array("def".utf8) + Self.end + Array("xy".utf8) + [0x13]
        #expect(Self.events(of: [input]) == [
            .paste("abc\u{FFFD}def"), .key(.character("x")), .key(.character("y")), .key(.control("s")),
        ])
    }

    /// Outside a paste, an invalid byte no longer takes the keys after it.
    @Test func anInvalidTypedByteIsOneReplacementCharacter() {
        let input: [UInt8] = [0x61, 0x9B, 0x62, 0xE2, 0x82, 0x63, 0xFF, 0x0D]
        #expect(Self.events(of: [input]) == [
            .key(.character("a")), .key(.character("\u{FFFD}")), .key(.character("b")),
            .key(.character("\u{FFFD}")), .key(.character("c")), .key(.character("\u{FFFD}")), .key(.enter),
        ])
    }

    /// Curses decodes key sequences it knows, in a paste too: there they
    /// are the pasted text they were.
    @Test func keySequencesInAPasteAreText() {
        let content = Array("a\u{1B}OAb\u{1B}[20~c\u{1B}[3~".utf8)
        #expect(Self.events(of: [Self.start + content + Self.end]) == [.paste("a\u{1B}OAb\u{1B}[20~c\u{1B}[3~")])
    }

    // MARK: - Search for more

    /// Bytes that matter here, more often than chance would pick them.
    static func contentByte(_ random: inout SeededRandom) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return [0x1B]
        case 1: return [0x9B]
        case 2: return Array(end.prefix(Int.random(in: 1...5, using: &random)))  // the marker's start, not all of it
        case 3: return Array(start)
        case 4: return keySequences.values.randomElement(using: &random)!
        case 5: return [[0x0D], [0x0A], [0x0D, 0x0A], [0xE2, 0x82, 0xAC], [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80], [0xC3]]
            .randomElement(using: &random)!
        default: return [UInt8.random(in: 0...255, using: &random)]
        }
    }

    @Test func anyBytesBetweenTheMarkersAreThePasteAndTheKeysAfterAreKeys() {
        var random = SeededRandom.fromEnvironment(fallback: 32_009)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            var content: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                content += Self.contentByte(&random)
                // The end marker written whole inside would end the paste there.
                while content.count >= Self.end.count, Array(content.suffix(Self.end.count)) == Self.end { content.removeLast() }
            }
            let typed = "x\u{1B}OAy"
            let input = Self.start + content + Self.end + Array(typed.utf8) + [0x9B, 0x13]
            var pieces: [[UInt8]] = []
            var rest = input[...]
            while !rest.isEmpty {
                let size = Int.random(in: 1...max(1, rest.count), using: &random)
                pieces.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            let limit = Int.random(in: 1...80, using: &random)
            var chooser = SeededRandom(seed: random.next())
            let events = Self.events(of: pieces, limit: limit) { _ in Bool.random(using: &chooser) }
            let expected: [TerminalEvent] = [
                .paste(Self.pasteText(content)), .key(.character("x")), .key(.up), .key(.character("y")),
                .key(.character("\u{FFFD}")), .key(.control("s")),
            ]
            #expect(events == expected, "seed \(random.seed): content \(content), pieces \(pieces.map(\.count)), limit \(limit)")
        }
    }
}
