import TerminalKit

/// The keys of the read-only note, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension NoteReaderScreen {
    enum Action: Sendable {
        case lineDown, lineUp, pageDown, pageUp, first, last
        case back
    }

    static let scrollHelp = KeyHelp("↓ ↑, PgDn/PgUp", "scroll a note being read")

    static let keys = KeyMap<Action>([
        KeyBinding([.down, .character("j")], .lineDown, footer: "↓↑ scroll", help: scrollHelp),
        KeyBinding([.up, .character("k")], .lineUp, help: scrollHelp),
        KeyBinding([.pageDown, .character(" ")], .pageDown, help: scrollHelp),
        KeyBinding([.pageUp], .pageUp, help: scrollHelp),
        KeyBinding([.home, .character("g")], .first, help: scrollHelp),
        KeyBinding([.end, .character("G")], .last, help: scrollHelp),
        KeyBinding([.escape, .character("q"), .enter], .back, footer: "Esc back", help: backHelp),
    ])

    /// Esc goes back here as in the Trash, whose help row says so.
    static let backHelp = KeyHelp("Esc", "back to the trash")

    /// Its rows beyond the Trash screen's (the help shows them together).
    static var helpRows: [KeyHelp] { keys.labels.helpRows.filter { $0 != backHelp } }

    static let footerKeys: [Key] = [.down, .escape]

    static var footerLabels: [KeyLabel] { keys.labels.footer(footerKeys) }

    /// Where the reading is (when the note is longer than the screen), then the keys.
    static func footer(position: String) -> String {
        position + "In the trash: read only · " + footerLabels.footerLine
    }
}
