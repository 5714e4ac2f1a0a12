import TerminalKit

/// The keys of the read-only note, declared once: the screen dispatches
/// through this table and the footer and the help are written from it.
extension NoteReaderScreen {
    enum Action: Sendable {
        case lineDown, lineUp, pageDown, pageUp, first, last
        case back
    }

    static let scrollHelp = KeyHelp("↓ ↑, PgDn/PgUp", "scroll a note being read")

    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("reader.down", [.down, .character("j")], .lineDown, footer: "↓↑ scroll", help: scrollHelp, about: "a line down"),
            KeyBinding("reader.up", [.up, .character("k")], .lineUp, help: scrollHelp, about: "a line up"),
            KeyBinding("reader.page_down", [.pageDown, .character(" ")], .pageDown, help: scrollHelp, about: "a page down"),
            KeyBinding("reader.page_up", [.pageUp], .pageUp, help: scrollHelp, about: "a page up"),
            KeyBinding("reader.first", [.home, .character("g")], .first, help: scrollHelp, about: "the top"),
            KeyBinding("reader.last", [.end, .character("G")], .last, help: scrollHelp, about: "the end"),
            KeyBinding("reader.back", [.escape, .character("q"), .enter], .back, footer: "Esc back", help: backHelp, about: "back"),
        ])
    }

    /// Esc goes back here as in the Trash, whose help row says so.
    static let backHelp = KeyHelp("Esc", "back to the trash")

    /// Its rows beyond the Trash screen's (the help shows them together).
    static var helpRows: [KeyHelp] { keys.labels.helpRows.filter { $0 != backHelp } }

    static let footerKeys: [Key] = [.down, .escape]

    static var footerLabels: [KeyLabel] { keys.labels.footer(footerKeys) }

    /// Where the reading is (when the note is longer than the screen), then the keys.
    static func footer(position: String, place: Place = .trash) -> String {
        position + (place == .trash ? "In the trash: read only · " : "Read only · ") + footerLabels.footerLine
    }
}
