/// The colours each theme gives the things the app colours; `mono` gives
/// none. Only the 8 basic colours and grey, so every theme reads the same
/// on an 8-colour terminal as on a 256-colour one.
extension ThemeName {
    public var colors: [ColorElement: SettingsColor]? {
        let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, grey = 8
        let table: [ColorElement: Int]
        switch self {
        case .mono:
            return nil
        case .default:
            table = [.header: cyan, .muted: grey, .warning: red, .match: yellow, .heading: magenta,
                     .code: green, .link: blue, .tag: yellow, .quote: grey, .marker: cyan]
        case .light:
            // Yellow and cyan fade on white: blue, magenta and black instead.
            table = [.header: blue, .muted: grey, .warning: red, .match: magenta, .heading: magenta,
                     .code: green, .link: blue, .tag: magenta, .quote: grey, .marker: black]
        }
        return table.mapValues { .index($0) }
    }
}

extension Settings {
    /// The colour of each thing: the theme's, with `[colors]` over it; nil
    /// for no colours at all (theme `mono`).
    public var resolvedColors: [ColorElement: SettingsColor]? {
        guard var resolved = theme.colors else { return nil }
        resolved.merge(colors) { _, chosen in chosen }
        return resolved
    }
}
