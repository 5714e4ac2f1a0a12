/// The one rule for which characters of a note may reach a terminal as they
/// are. The screens (through `TextWidth`) and the commands that print to a
/// terminal (`list`, `show`, `search`, error lines) all ask this, so a note
/// looks the same in the app and in a command's output.
///
/// - Controls (C0, DEL, C1) would move the cursor or start an escape
///   sequence: they are shown as a visible picture (`␛`, `␡`, `�`); a tab
///   as one space.
/// - Format characters (Unicode category Cf: bidi overrides and isolates,
///   LRM/RLM/ALM, zero-width space and joiners, BOM…) are invisible and can
///   reorder or hide what is around them: they are left out.
/// - Everything else is sent as it is.
public enum TerminalCharacterPolicy {
    public enum Treatment: Equatable, Sendable {
        case asIs
        case picture(Unicode.Scalar)
        case omitted
    }

    public static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        let value = scalar.value
        // Fast path: printable ASCII.
        if value >= 0x20, value < 0x7F { return .asIs }
        if let picture = picture(forControl: value) { return .picture(picture) }
        if value >= 0xAD, scalar.properties.generalCategory == .format { return .omitted }
        return .asIs
    }

    /// ␀…␟ for C0 controls, ␡ for DEL, � for C1 controls; nil for the rest.
    /// A tab is the exception: one space. In a one-line field (a title, a
    /// list row) it cannot be a tab stop, and it is white space to the
    /// reader, as in the body (which lays it out to its tab stop) and in the
    /// commands' one-line output.
    public static func picture(forControl value: UInt32) -> Unicode.Scalar? {
        switch value {
        case 0x09: return " "
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + value)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return nil
        }
    }
}
