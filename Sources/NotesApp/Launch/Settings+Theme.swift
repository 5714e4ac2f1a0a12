import NotesSettings
import TerminalKit

extension Settings {
    /// The theme and `[colors]` as the terminal layer takes them.
    var colorTheme: ColorTheme {
        guard let colors = resolvedColors else { return .monochrome }
        var foregrounds: [ColorRole: TerminalColor] = [:]
        for (element, color) in colors {
            switch color {
            case .terminalDefault: foregrounds[element.role] = .terminalDefault
            case let .index(number): foregrounds[element.role] = .index(number)
            }
        }
        return ColorTheme(foregrounds: foregrounds)
    }
}

extension ColorElement {
    /// What the screens call it.
    var role: ColorRole {
        switch self {
        case .header: .accent
        case .muted: .muted
        case .warning: .warning
        case .match: .highlight
        case .heading: .heading
        case .code: .code
        case .link: .link
        case .tag: .tag
        case .quote: .quote
        case .marker: .marker
        }
    }
}
