import TerminalKit

/// The keys of the template picker, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension TemplatePickerScreen {
    enum Action: Sendable {
        /// Moves the selection as the key says.
        case move
        case choose, back
    }

    static let keys = KeyMap<Action>([
        KeyBinding([.down, .up, .character("j"), .character("k")], .move, footer: "↑↓ move", help: KeyHelp("↓ j / ↑ k", "move")),
        KeyBinding([.pageDown, .pageUp, .home, .end, .character("g"), .character("G")], .move,
                   help: KeyHelp("PgDn/PgUp, Home/End", "page; first / last")),
        KeyBinding([.enter], .choose, footer: "Enter new note", help: KeyHelp("Enter", "a new note from that template")),
        KeyBinding([.escape], .back, footer: "Esc back", help: KeyHelp("Esc", "back")),
    ])

    static let footerKeys: [Key] = [.enter, .escape, .down, .function(1)]

    /// Left out first on a narrow terminal: choosing and going back stay.
    static let footerDropOrder: [Key] = [.down, .function(1)]

    static func footerLine(fitting columns: Int) -> String {
        (keys.labels + SceneKeys.map.labels).footer(footerKeys).footerLine(fitting: columns, dropping: footerDropOrder)
    }
}
