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

    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("history.down", [.down, .character("j")], .move, footer: "↓↑ version", help: moveHelp, about: "an older version"),
            KeyBinding("history.up", [.up, .character("k")], .move, help: moveHelp, about: "a newer version"),
            KeyBinding("history.first", [.home, .character("g")], .move, help: moveHelp, about: "the newest version"),
            KeyBinding("history.last", [.end, .character("G")], .move, help: moveHelp, about: "the oldest version"),
            KeyBinding("history.page_down", [.pageDown, .character(" ")], .scrollText, help: scrollHelp,
                       about: "the version's text a page down"),
            KeyBinding("history.page_up", [.pageUp], .scrollText, help: scrollHelp, about: "the version's text a page up"),
            KeyBinding("history.restore", [.character("r")], .restore, footer: "r restore",
                       help: KeyHelp("r", "restore this version (a new edit)")),
            KeyBinding("history.back", [.escape, .character("q")], .back, footer: "Esc back", help: KeyHelp("Esc", "back to the note")),
        ])
    }

    private static let moveHelp = KeyHelp("↓ j / ↑ k, g / G", "another version; first / last")
    private static let scrollHelp = KeyHelp("PgDn/PgUp, Space", "scroll the version's text")

    static let footerKeys: [Key] = [.down, .character("r"), .escape, .function(1)]
    /// With no version to choose or restore, only the ways out.
    static let emptyFooterKeys: [Key] = [.escape, .function(1)]
    /// Left out first when the footer is too narrow.
    static let footerDropOrder: [Key] = [.down]

    static var helpRows: [KeyHelp] { keys.labels.helpRows }

    static var footerLine: [KeyLabel] { footerLabels(hasVersions: true) }

    static func footerLabels(hasVersions: Bool) -> [KeyLabel] {
        (keys.labels + SceneKeys.map.labels).footer(hasVersions ? footerKeys : emptyFooterKeys)
    }
}
