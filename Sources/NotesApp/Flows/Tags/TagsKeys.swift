import TerminalKit

/// The keys of the Tags screen, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
/// Any other key edits the narrowing text.
extension TagsScreen {
    enum Action: Sendable {
        /// Moves the selection as the key says.
        case move
        case choose, back
    }

    // The arrows and page keys move; Home/End edit the text, as in the filter.
    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("tags.down", [.down], .move, help: moveHelp, about: "move down"),
            KeyBinding("tags.up", [.up], .move, help: moveHelp, about: "move up"),
            KeyBinding("tags.page_down", [.pageDown], .move, help: moveHelp, about: "a page down"),
            KeyBinding("tags.page_up", [.pageUp], .move, help: moveHelp, about: "a page up"),
            KeyBinding("tags.choose", [.enter], .choose, footer: "Enter show notes", help: KeyHelp("Enter", "the notes with that tag")),
            KeyBinding("tags.back", [.escape], .back, footer: "Esc back", help: KeyHelp("Esc", "back to the list as it was")),
        ])
    }

    private static let moveHelp = KeyHelp("↓ / ↑, PgDn/PgUp", "move")

    /// Typing is no binding (every key no binding takes goes to the text),
    /// but the help and the footer say it.
    static let typingHelp = KeyHelp("type", "narrow the tags; edits as the filter")
    static let typingHint = "type to narrow"

    static var helpRows: [KeyHelp] { [typingHelp] + keys.labels.helpRows }

    /// `?` is a letter here: the footer names F1 for the help.
    static let footerKeys: [Key] = [.enter, .escape, .function(1)]

    static var footerLabels: [KeyLabel] { (keys.labels + SceneKeys.map.labels).footer(footerKeys) }

    /// The footer's hints, the least needed left out first on a narrow
    /// terminal, so `Enter` and `Esc` always show.
    static func footer(fitting columns: Int) -> String {
        FooterLine.fitting(footerLabels.compactMap(\.footer) + [typingHint], columns: columns, fallback: "Enter notes · Esc back")
    }
}
