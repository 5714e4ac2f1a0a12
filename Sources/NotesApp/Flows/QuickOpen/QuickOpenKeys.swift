import TerminalKit

/// The keys of Quick open, declared once: the screen dispatches through
/// this table and the footer and the help are written from it. Any other
/// key edits the query.
extension QuickOpenScreen {
    enum Action: Sendable {
        case up, down
        /// Moves the selection a page, as the key says.
        case page
        case open, close
    }

    static let moveHelp = KeyHelp("↑↓, Ctrl-P / Ctrl-N", "move; PgDn/PgUp a page")

    // As in fzf and Emacs: Ctrl-P up, Ctrl-N down. Home/End edit the query.
    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("quickopen.up", [.up, .control("p")], .up, help: moveHelp, about: "move up"),
            KeyBinding("quickopen.down", [.down, .control("n")], .down, footer: "↑↓ move", help: moveHelp, about: "move down"),
            KeyBinding("quickopen.page_up", [.pageUp], .page, help: moveHelp, about: "a page up"),
            KeyBinding("quickopen.page_down", [.pageDown], .page, help: moveHelp, about: "a page down"),
            KeyBinding("quickopen.open", [.enter], .open, footer: "Enter open",
                       help: KeyHelp("Enter", "open it; no match: new note so titled")),
            KeyBinding("quickopen.close", [.escape], .close, footer: "Esc close", help: KeyHelp("Esc", "close")),
        ])
    }

    /// Typing is no binding (every key no binding takes goes to the query),
    /// but the help and the footer say it.
    static let typingHelp = KeyHelp("type", "letters of a title, in order")
    static let typingHint = "type to find"

    static var helpRows: [KeyHelp] { [typingHelp] + keys.labels.helpRows }

    /// `?` is a letter here: the footer names F1 for the help.
    static let footerKeys: [Key] = [.enter, .escape, .down, .function(1)]

    static var footerLabels: [KeyLabel] { (keys.labels + SceneKeys.map.labels).footer(footerKeys) }

    /// The footer's hints, the least needed left out first on a narrow
    /// terminal, so `Enter` and `Esc` always show.
    static func footer(fitting columns: Int) -> String {
        FooterLine.fitting(footerLabels.compactMap(\.footer) + [typingHint], columns: columns, fallback: "Enter open · Esc close")
    }
}
