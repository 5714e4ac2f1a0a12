import TerminalKit

/// The keys of the Links screen, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension LinksScreen {
    enum Action: Sendable {
        /// Moves the selection as the key says, past the section headings.
        case move
        case open, back
    }

    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("links.down", [.down, .character("j")], .move, footer: "↑↓ move", help: moveHelp, about: "move down"),
            KeyBinding("links.up", [.up, .character("k")], .move, help: moveHelp, about: "move up"),
            KeyBinding("links.page_down", [.pageDown], .move, help: pageHelp, about: "a page down"),
            KeyBinding("links.page_up", [.pageUp], .move, help: pageHelp, about: "a page up"),
            KeyBinding("links.first", [.home, .character("g")], .move, help: pageHelp, about: "the first"),
            KeyBinding("links.last", [.end, .character("G")], .move, help: pageHelp, about: "the last"),
            KeyBinding("links.open", [.enter], .open, footer: "Enter open",
                       help: KeyHelp("Enter", "open it (missing: a new note)")),
            KeyBinding("links.back", [.escape], .back, footer: "Esc back", help: KeyHelp("Esc", "back")),
        ])
    }

    private static let moveHelp = KeyHelp("↓ j / ↑ k", "move")
    private static let pageHelp = KeyHelp("PgDn/PgUp, Home/End", "page; first / last")

    static var helpRows: [KeyHelp] { keys.labels.helpRows }

    static let footerKeys: [Key] = [.enter, .escape, .down, .function(1)]

    /// Left out first on a narrow terminal: opening and going back stay.
    static let footerDropOrder: [Key] = [.down, .function(1)]

    static func footerLine(fitting columns: Int) -> String {
        (keys.labels + SceneKeys.map.labels).footer(footerKeys).footerLine(fitting: columns, dropping: footerDropOrder)
    }
}
