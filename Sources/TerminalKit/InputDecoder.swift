/// One input from the terminal: a character (decoded from UTF-8, U+FFFD
/// for bytes that are not) or a curses key code.
public enum RawInput: Hashable, Sendable {
    case char(UInt32)
    case keyCode(Int32)
}

/// Turns what curses reads into `TerminalEvent`s: key codes, control bytes,
/// escape sequences curses left undecoded, Alt keys, bracketed pastes and
/// printable text assembled into grapheme clusters. Pure: it is fed values
/// and never touches a terminal, so tests drive it directly.
///
/// Feed it everything that is available right now in one `feed` call; a
/// sequence cut off at the end of a batch waits for the next batch, or for
/// `flush()` when nothing more arrives within `pendingTimeout`
/// milliseconds. Unknown sequences are dropped.
public struct InputDecoder {
    /// How long an incomplete escape sequence waits for the rest (curses
    /// has already waited its escape delay before handing out a lone Esc).
    public static let escapeWait = 10
    /// How long a paste whose end marker never came waits before it is
    /// delivered as it is.
    public static let pasteWait = 1000
    /// How long an unfinished mouse report waits: long enough for one
    /// split by a slow link, so its tail never arrives alone and reads
    /// as typed text.
    public static let mouseWait = 150

    private let table: KeyCodeTable
    private let currentSize: () -> Size
    /// Input cut off in the middle of an escape sequence.
    private var pending: [RawInput] = []
    /// True while inside a bracketed paste, collected into `paste`.
    private var inPaste = false
    private var paste = PasteCollector()

    /// - Parameters:
    ///   - table: which curses key codes mean which keys.
    ///   - currentSize: the terminal's size, read when a resize arrives.
    public init(table: KeyCodeTable = .standard,
                currentSize: @escaping () -> Size = { Size(rows: 0, columns: 0) }) {
        self.table = table
        self.currentSize = currentSize
    }

    /// True inside a bracketed paste, between its start and end markers.
    public var isInPaste: Bool { inPaste }

    /// Milliseconds to wait for more input before calling `flush()`; nil
    /// when nothing is held back.
    public var pendingTimeout: Int? {
        if inPaste { return Self.pasteWait }
        if pending.isEmpty { return nil }
        return pending.starts(with: [.char(0x1B), .char(0x5B), .char(0x3C)]) ? Self.mouseWait : Self.escapeWait
    }

    /// Decodes one batch of input.
    public mutating func feed(_ batch: [RawInput]) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        if pending.isEmpty {
            decode(batch, final: false, into: &events)
        } else {
            let input = pending + batch
            pending = []
            decode(input, final: false, into: &events)
        }
        return events
    }

    /// Nothing more came: a held-back Esc is a lone Esc, an unfinished
    /// sequence is dropped, an unfinished paste is delivered as it is.
    public mutating func flush() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        if inPaste {
            inPaste = false
            events.append(.paste(paste.finish()))
        }
        let input = pending
        pending = []
        decode(input, final: true, into: &events)
        return events
    }

    // MARK: - Decoding

    private mutating func decode(_ input: [RawInput], final: Bool, into events: inout [TerminalEvent]) {
        var index = 0
        while index < input.count {
            if inPaste {
                let (next, leftover) = consumePaste(input, from: index, into: &events)
                if !leftover.isEmpty {
                    // The end marker came inside a key's bytes: the rest of them, then the rest.
                    return decode(leftover + input[next...], final: final, into: &events)
                }
                index = next
                continue
            }
            switch input[index] {
            case let .keyCode(code):
                if let event = event(forKeyCode: code) { events.append(event) }
                index += 1
            case let .char(value) where value == 0x1B:
                switch EscapeParser.parse(input, at: index, final: final, table: table) {
                case .incomplete:
                    pending = Array(input[index...])
                    return
                case let .consumed(count, result):
                    index += count
                    switch result {
                    case let .event(event): events.append(event)
                    case .startPaste:
                        inPaste = true
                        paste = PasteCollector()
                    case nil: break
                    }
                }
            case let .char(value) where Self.isPrintable(value):
                index = appendText(input, from: index, into: &events)
            case let .char(value):
                if let event = Self.controlEvent(value) { events.append(event) }
                index += 1
            }
        }
    }

    private func event(forKeyCode code: Int32) -> TerminalEvent? {
        if code == table.resize { return .resize(currentSize()) }
        return table.keys[code].map { .key($0) }
    }

    /// Collects the run of printable characters from `start` and splits it
    /// into grapheme clusters, so e + U+0301 or an emoji ZWJ sequence that
    /// arrived together is one key.
    private func appendText(_ input: [RawInput], from start: Int, into events: inout [TerminalEvent]) -> Int {
        var scalars = String.UnicodeScalarView()
        var index = start
        while index < input.count, case let .char(value) = input[index], Self.isPrintable(value),
              let scalar = Unicode.Scalar(value) {
            scalars.append(scalar)
            index += 1
        }
        for character in String(scalars) { events.append(.key(.character(character))) }
        return index
    }

    /// Feeds paste content until the end marker; returns the next index,
    /// and inputs still to decode when the marker ended inside a key's bytes.
    private mutating func consumePaste(_ input: [RawInput], from start: Int,
                                       into events: inout [TerminalEvent]) -> (next: Int, leftover: [RawInput]) {
        var index = start
        while index < input.count {
            switch input[index] {
            case let .keyCode(code) where code == table.resize:
                events.append(.resize(currentSize()))
            case let .keyCode(code):
                // curses matched a key's sequence in the pasted text: the
                // text it was (or an unknown code, dropped).
                let values = table.sequences[code] ?? []
                for (offset, value) in values.enumerated() {
                    guard paste.add(value) else { continue }
                    endPaste(into: &events)
                    return (index + 1, values[(offset + 1)...].map { .char($0) })
                }
            case let .char(value):
                if paste.add(value) {
                    endPaste(into: &events)
                    return (index + 1, [])
                }
            }
            index += 1
        }
        return (index, [])
    }

    private mutating func endPaste(into events: inout [TerminalEvent]) {
        events.append(.paste(paste.finish()))
        paste = PasteCollector()
        inPaste = false
    }

    // MARK: - Single characters

    /// Printable: not a C0/C1 control or DEL, and a valid scalar.
    static func isPrintable(_ value: UInt32) -> Bool {
        if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) { return false }
        return Unicode.Scalar(value) != nil
    }

    /// Control bytes; nil for anything else that is not printable (dropped).
    static func controlEvent(_ value: UInt32) -> TerminalEvent? {
        switch value {
        case 0x7F, 0x08: return .key(.backspace)
        case 0x0D, 0x0A: return .key(.enter)
        case 0x09: return .key(.tab)
        case 0x1A: return .suspend
        case 0x00: return .key(.control("@"))
        case 0x01...0x1A:  // Ctrl-A…Ctrl-Z
            return .key(.control(Character(Unicode.Scalar(value + 0x60)!)))
        case 0x1B...0x1F:  // Ctrl-[ \ ] ^ _ (Esc itself is decoded before this)
            return .key(.control(Character(Unicode.Scalar(value + 0x40)!)))
        default: return nil
        }
    }
}

/// Accumulates a bracketed paste: CR and CRLF become `\n`, the end marker
/// `ESC [ 2 0 1 ~` is watched for even when it is split across reads.
struct PasteCollector {
    private static let endMarker: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    private var text = String.UnicodeScalarView()
    private var matched = 0
    private var afterCR = false

    /// Adds one character; true when it completed the end marker.
    mutating func add(_ value: UInt32) -> Bool {
        if matched > 0 {
            if value == Self.endMarker[matched] {
                matched += 1
                if matched == Self.endMarker.count {
                    matched = 0
                    return true
                }
                return false
            }
            // Not the marker after all: keep what looked like its start.
            for part in Self.endMarker[..<matched] { append(part) }
            matched = 0
        }
        if value == 0x1B {
            matched = 1
            return false
        }
        append(value)
        return false
    }

    private mutating func append(_ value: UInt32) {
        switch value {
        case 0x0D:
            text.append("\n")
            afterCR = true
        case 0x0A:
            if !afterCR { text.append("\n") }
            afterCR = false
        default:
            afterCR = false
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
    }

    /// The text so far (a half-seen end marker is kept as text).
    func finish() -> String {
        var copy = self
        for part in Self.endMarker[..<copy.matched] { copy.append(part) }
        return String(copy.text)
    }
}
