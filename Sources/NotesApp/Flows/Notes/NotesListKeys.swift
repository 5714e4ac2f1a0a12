import TerminalKit

/// The keys of the Notes list (docs/behaviour.md §2), declared once: the
/// screen dispatches through these tables and the footer and the help are
/// written from them.
extension NotesListScreen {
    enum Action: Sendable {
        /// Moves the selection as the key says (one row, a page, the ends).
        case move
        case open, newNote, editExternally, delete, quit
        /// `D`: today's daily note, made when it is not there yet.
        case dailyNote
        /// `N`: a new note from a template, picked from a list.
        case newFromTemplate
        /// `p`: pins or unpins the selected note.
        case togglePin
        /// `u`: restores the note most recently moved to the trash.
        case undoDelete
        /// `s`: the next sort order.
        case nextSort
        case showTags, showTrash
        /// `Ctrl-P`: quick open, a palette of the notes' titles.
        case quickOpen
        /// `b`: the Links screen of the selected note (its backlinks first).
        case showLinks
        /// `h`: the History screen of the selected note.
        case showHistory
        case startFilter
        /// Enter while filtering: keeps the filter, or opens a new note
        /// titled with it when nothing matches (created on Ctrl-S).
        case keepFilter
        case clearFilter
        /// `J` / `K`: the preview beside the list, a row down / up.
        case scrollPreview
        /// `y`: the selected note's body to the terminal's clipboard (OSC 52).
        case copyBody
    }

    private static let moveHelp = KeyHelp("↓ j / ↑ k", "move")
    private static let pageHelp = KeyHelp("PgDn/PgUp, g / G", "page; first / last")
    private static let filterHelp = KeyHelp("/", "filter; Enter keeps, Esc clears")
    private static let startingHelp = KeyHelp("N / D", "new from a template / today's note")
    private static let quickOpenHelp = KeyHelp("Ctrl-P", "quick open: find a note by its title")

    static let browsingKeys = KeyMap<Action>([
        KeyBinding([.down, .up, .character("j"), .character("k")], .move, help: moveHelp),
        KeyBinding([.pageDown, .pageUp, .home, .end, .character("g"), .character("G")], .move, help: pageHelp),
        KeyBinding([.enter], .open, footer: "Enter open", help: KeyHelp("Enter", "open note")),
        KeyBinding([.character("n"), .character("+")], .newNote, footer: "n new", help: KeyHelp("n or +", "new note")),
        KeyBinding([.character("e")], .editExternally, help: KeyHelp("e", "edit in $VISUAL/$EDITOR")),
        KeyBinding([.character("d"), .delete], .delete, footer: "d delete",
                   help: KeyHelp("d or Delete", "move to the trash (asks)")),
        KeyBinding([.character("u")], .undoDelete, footer: "u undo", help: KeyHelp("u", "undo the last delete, again and again")),
        KeyBinding([.character("p")], .togglePin, footer: "p pin", help: KeyHelp("p", "pin or unpin (pinned come first)")),
        KeyBinding([.character("s")], .nextSort, footer: "s sort", help: KeyHelp("s", "sort: modified → created → title")),
        KeyBinding([.character("t")], .showTags, footer: "t tags", help: KeyHelp("t", "tags; Enter filters by one")),
        KeyBinding([.character("b")], .showLinks, help: KeyHelp("b", "links: to and from this note")),
        KeyBinding([.character("h")], .showHistory, help: KeyHelp("h", "history: this note's versions")),
        KeyBinding([.character("T")], .showTrash, footer: "T trash", help: KeyHelp("T", "the trash: restore, delete for good")),
        KeyBinding([.character("/")], .startFilter, footer: "/ filter", help: filterHelp),
        KeyBinding([.escape], .clearFilter, footer: "Esc clear filter", help: filterHelp),
        KeyBinding([.character("q")], .quit, footer: "q quit", help: KeyHelp("q", "quit")),
        KeyBinding([.character("J"), .character("K")], .scrollPreview,
                   help: KeyHelp("J / K", "scroll the preview (120+ columns)")),
        KeyBinding([.control("p")], .quickOpen, help: quickOpenHelp),
        KeyBinding([.character("y")], .copyBody, help: KeyHelp("y", "copy the body to the clipboard")),
        KeyBinding([.character("N")], .newFromTemplate, help: startingHelp),
        KeyBinding([.character("D")], .dailyNote, help: startingHelp),
    ])

    /// While typing into the filter; other keys are the filter's own
    /// line editing (`LineInput`: typing, ←/→, Home/End, Ctrl-U/W/K, Alt-b/f/d…).
    static let filterKeys = KeyMap<Action>([
        KeyBinding([.up, .down], .move, footer: "↑↓ move", help: moveHelp),
        KeyBinding([.pageDown, .pageUp], .move, help: pageHelp),
        KeyBinding([.enter], .keepFilter, footer: "Enter keep", help: filterHelp),
        KeyBinding([.escape], .clearFilter, footer: "Esc clear", help: filterHelp),
        KeyBinding([.control("p")], .quickOpen, help: quickOpenHelp),
    ])

    /// Before the filter's keys in its footer: typing is not a binding.
    static let filterTypingHint = "Type to filter"

    static var helpRows: [KeyHelp] { (browsingKeys.labels + filterKeys.labels).helpRows + [mouseHelp] }

    /// The mouse, when it is on: not a key, but the help says what it does.
    static let mouseHelp = KeyHelp("click, click again", "select, open; the wheel moves")

    /// The bindings of the current mode; nil while the delete prompt asks.
    var keys: KeyMap<Action>? {
        switch mode {
        case .browsing: return Self.browsingKeys
        case .editingFilter: return Self.filterKeys
        case .confirmingDelete: return nil
        }
    }

    /// The keys the footer names in the current mode, in its order.
    var footerKeys: [Key] {
        switch mode {
        case .browsing where filter.isEmpty:
            return [.enter, .character("n"), .character("/"), .character("d"), .character("?"), .character("q")]
        case .browsing:
            return [.enter, .escape, .character("n"), .character("d"), .character("?"), .character("q")]
        case .editingFilter: return [.up, .enter, .escape]
        case .confirmingDelete: return []
        }
    }

    /// The footer's labels left out first when it is too narrow: `? help`
    /// and `q quit` stay longest, then the way to leave a filter.
    static let footerDropOrder: [Key] = [.character("d"), .up, .character("/"), .character("n"), .enter, .escape]

    /// The footer's keys as they fit in `columns`.
    func footerLine(fitting columns: Int) -> String {
        footerLabels.footerLine(fitting: columns, dropping: Self.footerDropOrder)
    }

    /// The footer's labels, from the bindings its keys trigger here.
    var footerLabels: [KeyLabel] {
        ((keys?.labels ?? []) + SceneKeys.map.labels).footer(footerKeys)
    }
}
