import TerminalKit

/// The keys of the Links screen, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension LinksScreen {
    enum Action: Sendable {
        /// Moves the selection as the key says, past the section headings.
        case move
        case open, back
    }

    static let keys = KeyMap<Action>([
        KeyBinding([.down, .up, .character("j"), .character("k")], .move, footer: "↑↓ move", help: KeyHelp("↓ j / ↑ k", "move")),
        KeyBinding([.pageDown, .pageUp, .home, .end, .character("g"), .character("G")], .move,
                   help: KeyHelp("PgDn/PgUp, Home/End", "page; first / last")),
        KeyBinding([.enter], .open, footer: "Enter open",
                   help: KeyHelp("Enter", "open it (missing: a new note)")),
        KeyBinding([.escape], .back, footer: "Esc back", help: KeyHelp("Esc", "back")),
    ])

    static var helpRows: [KeyHelp] { keys.labels.helpRows }

    static let footerKeys: [Key] = [.enter, .escape, .down, .character("?")]

    /// Left out first on a narrow terminal: opening and going back stay.
    static let footerDropOrder: [Key] = [.down, .character("?")]

    static func footerLine(fitting columns: Int) -> String {
        (keys.labels + SceneKeys.map.labels).footer(footerKeys).footerLine(fitting: columns, dropping: footerDropOrder)
    }
}
