import TerminalCharacters

/// Note text made fit for a terminal or for one line of output.
///
/// A note may hold anything, escape sequences and bidi overrides included;
/// printed raw to a terminal they would recolour, rewrite or reorder it
/// (docs/behaviour.md §6). For a terminal, every character is treated as the
/// screens treat it (`TerminalCharacterPolicy`): controls become visible
/// pictures (`␛`, `␇`), invisible format characters are left out. For a
/// pipe or a file, text is left exactly as it is — scripts get the data —
/// except that one-line fields never break a line.
package enum SafeText {
    /// One line: line breaks and tabs become spaces; for a terminal, the
    /// rest as the screens show it.
    package static func line(_ text: String, forTerminal: Bool) -> String {
        // Most titles need nothing (`list` prints thousands).
        if isPlain(text, forTerminal: forTerminal) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || scalar == "\t" {
                out.append(" ")
            } else if forTerminal {
                append(scalar, to: &out)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Several lines: newlines and tabs are kept; for a terminal, the rest
    /// as the screens show it. Unchanged for a pipe.
    package static func block(_ text: String, forTerminal: Bool) -> String {
        guard forTerminal, !isPlain(text, forTerminal: true) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                out.append(scalar)
            } else {
                append(scalar, to: &out)
            }
        }
        return String(out)
    }

    /// JSON for a terminal: every character the screens would not send
    /// as it is (DEL, C1 controls, format characters) is written as a
    /// `\uXXXX` escape, which is the same JSON value. Only characters from
    /// U+007F up are touched: below that, a valid encoder has already
    /// escaped controls inside strings, and the newlines between them are
    /// the document's own layout.
    package static func json(_ bytes: [UInt8], forTerminal: Bool) -> [UInt8] {
        guard forTerminal, bytes.contains(where: { $0 >= 0x7F }) else { return bytes }
        var out = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            guard scalar.value >= 0x7F, TerminalCharacterPolicy.treatment(of: scalar) != .asIs else {
                out.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return Array(String(out).utf8)
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        switch TerminalCharacterPolicy.treatment(of: scalar) {
        case .asIs: out.append(scalar)
        case let .picture(picture): out.append(picture)
        case .omitted: break
        }
    }

    /// Whether `line`/`block` would leave `text` as it is: a cheap scan of
    /// its UTF-8. For a pipe, only line breaks matter (bytes below 0x20, and
    /// the lead bytes of U+0085 and U+2028/9); for a terminal, anything but
    /// printable ASCII is looked at closely.
    private static func isPlain(_ text: String, forTerminal: Bool) -> Bool {
        // Over the UTF-8 in place: through `utf8`'s iterator each byte costs
        // several times more, on a path `list` takes for every line.
        text.utf8.withContiguousStorageIfAvailable { isPlain($0, forTerminal: forTerminal) }
            ?? isPlain(Array(text.utf8), forTerminal: forTerminal)
    }

    private static func isPlain<Bytes: Sequence<UInt8>>(_ bytes: Bytes, forTerminal: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return false }
            if forTerminal, byte >= 0x80 { return false }
            if previous == 0xC2, byte < 0xA0 { return false }      // U+0080–U+009F
            if previous == 0xE2, byte == 0x80 { return false }     // U+2000–U+203F: maybe U+2028/9
            previous = byte
        }
        return true
    }

    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
