import CNcurses

/// How a `Style` is drawn: with colour pairs when the terminal has colours
/// and `NO_COLOR` is not set, otherwise with bold, reverse, dim and
/// underline only. The decisions are pure functions, so tests check them
/// without a terminal.
public struct ColorPalette: Equatable, Sendable {
    /// Attributes and colour pair for one cell.
    public struct Attributes: Equatable, Sendable {
        public var bold = false
        public var reverse = false
        public var dim = false
        public var underline = false
        public var italic = false
        /// 0: the terminal's default colours.
        public var pair: Int16 = 0
    }

    /// Whether colour is used at all.
    public let usesColor: Bool
    /// Whether the terminal has a distinct grey (bright black) for `muted`.
    public let hasGrey: Bool
    /// Roles shown in the terminal's own colour, dimmed: the theme's grey
    /// where the terminal has none.
    public let dimmedRoles: Set<ColorRole>

    public init(usesColor: Bool, hasGrey: Bool = false) {
        self.usesColor = usesColor
        self.hasGrey = hasGrey
        self.dimmedRoles = hasGrey ? [] : [.muted]
    }

    /// The palette of `plan`: colour for every role it colours.
    public init(plan: ColorPlan, hasGrey: Bool) {
        self.usesColor = true
        self.hasGrey = hasGrey
        self.dimmedRoles = plan.dimmed
    }

    /// Colour only when the terminal has it and `NO_COLOR` is unset or
    /// empty (https://no-color.org).
    public static func isEnabled(environment: [String: String], hasColors: Bool) -> Bool {
        hasColors && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The colour pair each role uses; pairs 1…10, on the default background.
    public static func pair(for role: ColorRole) -> Int16 {
        switch role {
        case .accent: return 1
        case .muted: return 2
        case .warning: return 3
        case .highlight: return 4
        case .heading: return 5
        case .code: return 6
        case .link: return 7
        case .tag: return 8
        case .quote: return 9
        case .marker: return 10
        }
    }

    /// What `style` becomes on this terminal.
    public func attributes(for style: Style) -> Attributes {
        var result = Attributes(bold: style.bold, reverse: style.reverse,
                                dim: style.dim, underline: style.underline, italic: style.italic)
        guard let role = style.color else { return result }
        if usesColor {
            result.pair = Self.pair(for: role)
            // Without a grey, grey text is the default colour, dimmed.
            if dimmedRoles.contains(role) {
                result.pair = 0
                result.dim = true
            }
        } else {
            switch role {
            case .accent: result.bold = true
            case .muted: result.dim = true
            case .warning: result.bold = true
            case .highlight: result.underline = true
            // Markdown without colour: each kind by attributes of its own,
            // bold, underline, dim and reverse only (no-color.org's spirit:
            // italics show on too few terminals to carry meaning).
            case .heading: result.bold = true; result.underline = true
            case .code: result.reverse = true
            case .link: result.underline = true
            case .tag: result.bold = true; result.reverse = true
            case .quote: result.dim = true
            case .marker: result.bold = true
            }
        }
        return result
    }

    // MARK: - Curses

    /// Starts colour on the current curses screen when it should be used
    /// (a theme with colours, a terminal that has them, no `NO_COLOR`),
    /// and returns the palette that was set up.
    static func setUp(environment: [String: String], theme: ColorTheme) -> ColorPalette {
        guard theme.foregrounds != nil, isEnabled(environment: environment, hasColors: has_colors()),
              start_color() == OK else {
            return ColorPalette(usesColor: false)
        }
        // -1 is the terminal's own background (and foreground).
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        let colors = Int(notes_colors())
        let plan = ColorPlan(theme: theme, colors: colors)
        for role in ColorRole.allCases {
            let foreground = plan.foregrounds[role] ?? -1
            let color = foreground == -1 && background != -1 ? Int16(COLOR_WHITE) : foreground
            init_pair(pair(for: role), color, background)
        }
        return ColorPalette(plan: plan, hasGrey: colors >= 16)
    }

    /// Attributes for `setcchar`.
    func cursesAttributes(_ attributes: Attributes) -> attr_t {
        var value = notes_a_normal()
        if attributes.bold { value |= notes_a_bold() }
        if attributes.reverse { value |= notes_a_reverse() }
        if attributes.dim { value |= notes_a_dim() }
        if attributes.underline { value |= notes_a_underline() }
        if attributes.italic { value |= notes_a_italic() }
        return value
    }
}
