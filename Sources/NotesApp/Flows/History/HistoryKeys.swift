import TerminalKit

/// The keys of the History screen, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension HistoryScreen {
    enum Action: Sendable {
        /// Another version (a row, the first, the last).
        case move
        /// The version's text, a page down or up.
        case scrollText
        case restore
        case back
    }

    static let keys = KeyMap<Action>([
        KeyBinding([.down, .up, .character("j"), .character("k"), .home, .end, .character("g"), .character("G")], .move,
                   footer: "↓↑ version", help: KeyHelp("↓ j / ↑ k, g / G", "another version; first / last")),
        KeyBinding([.pageDown, .pageUp, .character(" ")], .scrollText,
                   help: KeyHelp("PgDn/PgUp, Space", "scroll the version's text")),
        KeyBinding([.character("r")], .restore, footer: "r restore",
                   help: KeyHelp("r", "restore this version (a new edit)")),
        KeyBinding([.escape, .character("q")], .back, footer: "Esc back", help: KeyHelp("Esc", "back to the note")),
    ])

    static let footerKeys: [Key] = [.down, .character("r"), .escape, .character("?")]
    /// With no version to choose or restore, only the ways out.
    static let emptyFooterKeys: [Key] = [.escape, .character("?")]
    /// Left out first when the footer is too narrow.
    static let footerDropOrder: [Key] = [.down]

    static var helpRows: [KeyHelp] { keys.labels.helpRows }

    static var footerLine: [KeyLabel] { footerLabels(hasVersions: true) }

    static func footerLabels(hasVersions: Bool) -> [KeyLabel] {
        (keys.labels + SceneKeys.map.labels).footer(hasVersions ? footerKeys : emptyFooterKeys)
    }
}
