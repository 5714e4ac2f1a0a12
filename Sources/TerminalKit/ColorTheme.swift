/// A colour as a theme names it: the terminal's own, or a number of the
/// 256-colour palette (0–7 basic, 8–15 bright, 16–255 cube and greys).
public enum TerminalColor: Hashable, Sendable {
    case terminalDefault
    case index(Int)

    public static let black = TerminalColor.index(0), red = TerminalColor.index(1), green = TerminalColor.index(2)
    public static let yellow = TerminalColor.index(3), blue = TerminalColor.index(4), magenta = TerminalColor.index(5)
    public static let cyan = TerminalColor.index(6), white = TerminalColor.index(7), grey = TerminalColor.index(8)
}

/// The colour of each role, or none at all (a monochrome theme). The
/// palette turns it into what the terminal at hand can show.
public struct ColorTheme: Equatable, Sendable {
    /// nil: no colours, attributes only.
    public var foregrounds: [ColorRole: TerminalColor]?

    public init(foregrounds: [ColorRole: TerminalColor]?) {
        self.foregrounds = foregrounds
    }

    /// The colours the app had before themes: cyan headers, grey dates…
    public static let standard = ColorTheme(foregrounds: [
        .accent: .cyan, .muted: .grey, .warning: .red, .highlight: .yellow, .heading: .magenta,
        .code: .green, .link: .blue, .tag: .yellow, .quote: .grey, .marker: .cyan,
    ])

    public static let monochrome = ColorTheme(foregrounds: nil)
}

/// What a theme becomes on a terminal with a given number of colours.
public struct ColorPlan: Equatable, Sendable {
    /// Each role's curses foreground (-1: the terminal's own).
    public var foregrounds: [ColorRole: Int16] = [:]
    /// Roles drawn in the terminal's own colour, dimmed: grey where the
    /// terminal has no grey.
    public var dimmed: Set<ColorRole> = []

    public init(theme: ColorTheme, colors: Int) {
        for (role, color) in theme.foregrounds ?? [:] {
            switch Self.index(color, colors: colors) {
            case nil: foregrounds[role] = -1; dimmed.insert(role)
            case let index?: foregrounds[role] = index
            }
        }
    }

    /// The colour `color` is shown as with `colors` colours; nil for a
    /// grey the terminal lacks (the caller dims the default instead).
    public static func index(_ color: TerminalColor, colors: Int) -> Int16? {
        guard case let .index(given) = color else { return -1 }
        let number = max(0, min(255, given))
        if number < colors { return Int16(number) }
        if colors >= 16 { return Int16(nearest(number, among: 16) ?? 8) }
        if number == 8 { return nil }
        if number < 16 { return Int16(number - 8) }
        return nearest(number, among: 8).map(Int16.init) ?? nil
    }

    /// The basic colour nearest to palette colour `number` (16–255): a
    /// grey by its lightness (nil: a middle grey), else the nearest hue.
    static func nearest(_ number: Int, among count: Int) -> Int? {
        let rgb = Self.rgb(of: number)
        let chroma = max(rgb.0, rgb.1, rgb.2) - min(rgb.0, rgb.1, rgb.2)
        if chroma < 40 {
            let light = (rgb.0 + rgb.1 + rgb.2) / 3
            if light < 50 { return 0 }
            if light > 200 { return count >= 16 ? 15 : 7 }
            return count >= 16 ? 8 : nil
        }
        let candidates = count >= 16 ? Array(1...6) + Array(9...14) : Array(1...6)
        return candidates.min { distance(Self.rgb(of: $0), rgb) < distance(Self.rgb(of: $1), rgb) }
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
    }

    /// xterm's colours.
    static func rgb(of number: Int) -> (Int, Int, Int) {
        let basic: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        if number < 16 { return basic[number] }
        if number >= 232 { let level = 8 + 10 * (number - 232); return (level, level, level) }
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = number - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }
}
