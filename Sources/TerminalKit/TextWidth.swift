import CNcurses

/// How a grapheme cluster is shown and how many columns it takes, exactly
/// as curses will draw it. Control characters and anything unprintable get
/// a visible one-column placeholder, so no note can send raw escape
/// sequences to the terminal.
public struct Glyph: Hashable, Sendable {
    /// What is sent to the terminal: a spacing character, then at most four
    /// combining marks (curses' limit per cell).
    public let text: String
    /// 1 or 2.
    public let width: Int

    public static let space = Glyph(text: " ", width: 1)
}

public enum TextWidth {
    /// Columns `character` takes on screen (1 or 2).
    public static func columns(of character: Character) -> Int {
        glyph(for: character).width
    }

    /// Columns `text` takes on screen.
    public static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The safe, measured form of one grapheme cluster.
    public static func glyph(for character: Character) -> Glyph {
        let scalars = character.unicodeScalars
        let first = scalars.first!.value
        // Fast path: plain ASCII, by far the most common.
        if scalars.count == 1, first >= 0x20, first < 0x7F {
            return Glyph(text: String(character), width: 1)
        }
        if let picture = controlPicture(first) {
            return Glyph(text: String(picture), width: 1)
        }
        _ = ensureUTF8Locale
        let leadWidth = wcwidth(wchar_t(bitPattern: first))
        if leadWidth < 0 {
            return Glyph(text: "\u{FFFD}", width: 1)
        }
        var text = String.UnicodeScalarView()
        // A cluster that starts with a zero-width scalar (a lone combining
        // mark, a zero-width space) gets a dotted circle to sit on.
        text.append(leadWidth == 0 ? "\u{25CC}" : scalars.first!)
        // The lone mark itself then goes on the circle.
        let marksToKeep = leadWidth == 0 ? Substring.UnicodeScalarView(scalars) : scalars.dropFirst()
        var marks = 0
        for scalar in marksToKeep where marks < 4 {
            // Format characters (joiners, bidi overrides, BOM) are never sent:
            // a terminal may join cells or reorder text around them.
            guard controlPicture(scalar.value) == nil, !isFormat(scalar),
                  wcwidth(wchar_t(bitPattern: scalar.value)) == 0 else { continue }
            text.append(scalar)
            marks += 1
        }
        return Glyph(text: String(text), width: leadWidth == 2 ? 2 : 1)
    }

    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    /// ␀…␟ for C0 controls, ␡ for DEL, � for C1 controls.
    private static func controlPicture(_ value: UInt32) -> Character? {
        switch value {
        case 0x00..<0x20: return Character(Unicode.Scalar(0x2400 + value)!)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return nil
        }
    }

    /// wcwidth follows LC_CTYPE; with a non-UTF-8 locale every non-ASCII
    /// character measures -1. Take the user's locale, and fall back to
    /// C.UTF-8 (always installed) when it is not UTF-8.
    private static let ensureUTF8Locale: Void = {
        if let current = setlocale(LC_CTYPE, nil), isUTF8(String(cString: current)) { return }
        if let chosen = setlocale(LC_CTYPE, ""), isUTF8(String(cString: chosen)) { return }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }()

    static func isUTF8(_ locale: String) -> Bool {
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
