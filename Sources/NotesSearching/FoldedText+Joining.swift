import Foundation

// Whether a byte match of an ASCII word in a stretch's folding is a
// match by characters (`FoldedStretches.asciiStandsAlone`).
extension FoldedText {
    /// Whether no ASCII scalar of `text` shares a character with another
    /// scalar. Only these rules of Unicode's character breaking (UAX #29)
    /// join something to an ASCII scalar: GB9 (× Extend or ZWJ), GB9a
    /// (× SpacingMark) and GB9b (Prepend ×); CR LF (GB3) is two ASCII
    /// scalars, and a query word never holds a line break.
    static func asciiStandsAlone(in text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard let before = previous else { continue }
            if scalar.isASCII, !before.isASCII, isPrepend(before) { return false }
            if before.isASCII, !scalar.isASCII, joinsThePrevious(scalar) { return false }
        }
        return true
    }

    private static func joinsThePrevious(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isGraphemeExtend || scalar.value == 0x200D { return true }
        switch properties.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark: return true
        default: return properties.isEmojiModifier
        }
    }

    /// Grapheme_Cluster_Break = Prepend (Unicode 15/16): a short, stable list.
    private static func isPrepend(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
             0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            // Anything else unusual before an ASCII scalar: stay on the safe side.
            return scalar.properties.generalCategory == .format && scalar.value != 0x200B
        }
    }
}
