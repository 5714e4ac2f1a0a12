import CNcurses
import TerminalCharacters

/// One terminal cell's worth of a grapheme cluster, as curses will draw it:
/// a spacing character and at most four combining marks (curses' limit per
/// cell). Control characters and anything unprintable become a visible
/// one-column placeholder, so no note can send raw escape sequences.
public struct Glyph: Hashable, Sendable {
    public let text: String
    /// 1 or 2.
    public let width: Int

    public static let space = Glyph(text: " ", width: 1)
}

public enum TextWidth {
    /// Columns `character` takes on screen: the sum of its glyphs' widths.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!.value
        // Fast path: plain ASCII, by far the most common.
        if scalars.count == 1, first >= 0x20, first < 0x7F { return 1 }
        // Mirrors GlyphBuilder without building anything: this runs for
        // every character the editor wraps.
        var total = 0
        var cellOpen = false
        for scalar in scalars {
            if controlPicture(scalar.value) != nil {
                total += 1
                cellOpen = false
                continue
            }
            if isFormat(scalar) { continue }
            let width = scalarWidth(scalar)
            if width < 0 {
                total += 1
                cellOpen = false
            } else if width == 0 {
                if !cellOpen { total += 1 }
                cellOpen = true
            } else {
                total += min(width, 2)
                cellOpen = true
            }
        }
        return max(total, 1)
    }

    /// Columns `text` takes on screen.
    public static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// Columns `text` takes, counted no further than `limit`: enough to lay
    /// out a row without measuring all of a huge title.
    public static func columns(of text: some StringProtocol, upTo limit: Int) -> Int {
        var total = 0
        for character in text {
            total += columns(of: character)
            if total >= limit { return limit }
        }
        return total
    }

    /// Whether `text` fits in `width` columns. Stops measuring once it
    /// does not, so asking of a 20-million-character title costs what a
    /// row shows, not the title's length.
    public static func fits(_ text: some StringProtocol, in width: Int) -> Bool {
        var total = 0
        for character in text {
            total += columns(of: character)
            if total > width { return false }
        }
        return true
    }

    /// The cells one grapheme cluster is drawn in. Most clusters are one
    /// glyph; a cluster of several spacing characters (a flag's two
    /// letters, a ZWJ family, an emoji with a skin tone, a Thai vowel, an
    /// Indic conjunct) is drawn as one glyph per spacing character, as a
    /// terminal lays them out cell by cell, so nothing is hidden and the
    /// columns agree with `columns(of:)`. Joiners and other format
    /// characters are never sent: a terminal may join or reorder around them.
    public static func glyphs(for character: Character) -> [Glyph] {
        let scalars = character.unicodeScalars
        let first = scalars.first!.value
        if scalars.count == 1, first >= 0x20, first < 0x7F {
            return [Glyph(text: String(character), width: 1)]
        }
        var builder = GlyphBuilder()
        for scalar in scalars { builder.add(scalar) }
        return builder.finish()
    }

    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        _ = ensureUTF8Locale
        return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// Left out of the drawing (see `TerminalCharacterPolicy`).
    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        TerminalCharacterPolicy.treatment(of: scalar) == .omitted
    }

    /// ␀…␟ for C0 controls, ␡ for DEL, � for C1 controls (see `TerminalCharacterPolicy`).
    static func controlPicture(_ value: UInt32) -> Character? {
        TerminalCharacterPolicy.picture(forControl: value).map(Character.init)
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

/// Splits a cluster's scalars into cells: a new cell at each spacing
/// scalar, marks on the cell before them (on a dotted circle when none).
private struct GlyphBuilder {
    private var glyphs: [Glyph] = []
    private var text = String.UnicodeScalarView()
    private var width = 0
    private var marks = 0

    mutating func add(_ scalar: Unicode.Scalar) {
        if let picture = TextWidth.controlPicture(scalar.value) {
            flush()
            glyphs.append(Glyph(text: String(picture), width: 1))
            return
        }
        if TextWidth.isFormat(scalar) { return }
        let scalarWidth = TextWidth.scalarWidth(scalar)
        if scalarWidth < 0 {
            flush()
            glyphs.append(Glyph(text: "\u{FFFD}", width: 1))
        } else if scalarWidth == 0 {
            if width == 0 { start("\u{25CC}", width: 1) }
            if marks < 4 {
                text.append(scalar)
                marks += 1
            }
        } else {
            flush()
            start(scalar, width: min(scalarWidth, 2))
        }
    }

    mutating func finish() -> [Glyph] {
        flush()
        return glyphs.isEmpty ? [Glyph(text: "\u{25CC}", width: 1)] : glyphs
    }

    private mutating func start(_ base: Unicode.Scalar, width: Int) {
        text = String.UnicodeScalarView([base])
        self.width = width
        marks = 0
    }

    private mutating func flush() {
        guard width > 0 else { return }
        glyphs.append(Glyph(text: String(text), width: width))
        text = String.UnicodeScalarView()
        width = 0
    }
}
