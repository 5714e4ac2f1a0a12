/// Note text made fit for a terminal or for one line of output.
///
/// A note may hold anything, escape sequences included; printed raw to a
/// terminal they would recolour or rewrite it (CONTRACT §3). For a
/// terminal, every control character becomes a visible placeholder (`␛`,
/// `␇`), as the screens show them. For a pipe, text is left as it is, except
/// that one-line fields never break a line.
enum SafeText {
    /// One line: line breaks and tabs become spaces; for a terminal, other
    /// control characters become visible.
    static func line(_ text: String, forTerminal: Bool) -> String {
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
