/// Note text made fit for a terminal or for one line of output.
///
/// A note may hold anything, escape sequences included; printed raw to a
/// terminal they would recolour or rewrite it (docs/behaviour.md §6). For a
/// terminal, every control character becomes a visible placeholder (`␛`,
/// `␇`), as the screens show them. For a pipe, text is left as it is, except
/// that one-line fields never break a line.
enum SafeText {
    /// One line: line breaks and tabs become spaces; for a terminal, other
    /// control characters become visible.
    static func line(_ text: String, forTerminal: Bool) -> String {
        // Most titles need nothing: printable ASCII and ordinary UTF-8 (no
        // byte below 0x20, no DEL, no C1 lead byte 0xC2 0x80–0x9F, no
        // U+2028/9 or U+0085) go out as they are — `list` prints thousands.
        if !needsChange(text) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || scalar == "\t" {
                out.append(" ")
            } else if forTerminal, let picture = picture(for: scalar) {
                out.append(picture)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Several lines: newlines and tabs are kept; for a terminal, every other
    /// control character becomes visible. Unchanged for a pipe.
    static func block(_ text: String, forTerminal: Bool) -> String {
        guard forTerminal else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                out.append(scalar)
            } else if let picture = picture(for: scalar) {
                out.append(picture)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `line` could change `text`: a cheap scan of its UTF-8 for
    /// control bytes and the lead bytes of C1 controls and line separators.
    private static func needsChange(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, byte < 0xA0 { return true }       // U+0080–U+009F
            if previous == 0xE2, byte == 0x80 { return true }      // U+2000–U+203F: maybe U+2028/9
            previous = byte
        }
        return false
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// ␀…␟ for C0 controls, ␡ for DEL, � for C1 controls; nil for the rest.
    private static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return nil
        }
    }
}
