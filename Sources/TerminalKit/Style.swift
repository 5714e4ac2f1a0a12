/// What a screen means by a colour; the curses terminal picks the colours
/// (or none, with `NO_COLOR` or a monochrome terminal).
public enum ColorRole: Hashable, Sendable, CaseIterable {
    case accent    // headers, the app's name
    case muted     // dates, hints, secondary text
    case warning   // errors and prompts that need an answer
    case highlight // matches of a filter
    // Markdown in a note's body:
    case heading   // `# Heading` lines
    case code      // `code` spans and fenced code blocks
    case link      // [[links]] and URLs
    case tag       // #tags
    case quote     // `> quoted` lines
    case marker    // list bullets and task boxes
}

/// How a cell is drawn.
public struct Style: Hashable, Sendable {
    public var bold = false
    public var reverse = false
    public var dim = false
    public var underline = false
    /// Drawn only where the terminal has italics (else as plain).
    public var italic = false
    public var color: ColorRole?

    public init(bold: Bool = false, reverse: Bool = false, dim: Bool = false,
                underline: Bool = false, italic: Bool = false, color: ColorRole? = nil) {
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
        self.underline = underline
        self.italic = italic
        self.color = color
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let reverse = Style(reverse: true)
    public static let muted = Style(color: .muted)
    public static let accent = Style(bold: true, color: .accent)
    public static let warning = Style(bold: true, color: .warning)
}
