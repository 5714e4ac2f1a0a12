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
        /// `v`: the selected note read-only, full screen.
        case read
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

    static var browsingKeys: KeyMap<Action> {
        KeyMap([
            KeyBinding("list.down", [.down, .character("j")], .move, help: moveHelp, about: "move down"),
            KeyBinding("list.up", [.up, .character("k")], .move, help: moveHelp, about: "move up"),
            KeyBinding("list.page_down", [.pageDown], .move, help: pageHelp, about: "a page down"),
            KeyBinding("list.page_up", [.pageUp], .move, help: pageHelp, about: "a page up"),
            KeyBinding("list.first", [.home, .character("g")], .move, help: pageHelp, about: "the first note"),
            KeyBinding("list.last", [.end, .character("G")], .move, help: pageHelp, about: "the last note"),
            KeyBinding("list.open", [.enter], .open, footer: "Enter open", help: KeyHelp("Enter", "open note")),
            KeyBinding("list.read", [.character("v")], .read, help: KeyHelp("v", "read it: read-only, full screen")),
            KeyBinding("list.new", [.character("n"), .character("+")], .newNote, footer: "n new", help: KeyHelp("n or +", "new note")),
            KeyBinding("list.edit", [.character("e")], .editExternally, help: KeyHelp("e", "edit in $VISUAL/$EDITOR")),
            KeyBinding("list.delete", [.character("d"), .delete], .delete, footer: "d delete",
                       help: KeyHelp("d or Delete", "move to the trash (asks)")),
            KeyBinding("list.undo", [.character("u")], .undoDelete, footer: "u undo",
                       help: KeyHelp("u", "undo the last delete, again and again")),
            KeyBinding("list.pin", [.character("p")], .togglePin, footer: "p pin", help: KeyHelp("p", "pin or unpin (pinned come first)")),
            KeyBinding("list.sort", [.character("s")], .nextSort, footer: "s sort", help: KeyHelp("s", "sort: modified → created → title")),
            KeyBinding("list.tags", [.character("t")], .showTags, footer: "t tags", help: KeyHelp("t", "tags; Enter filters by one")),
            KeyBinding("list.links", [.character("b")], .showLinks, help: KeyHelp("b", "links: to and from this note")),
            KeyBinding("list.history", [.character("h")], .showHistory, help: KeyHelp("h", "history: this note's versions")),
            KeyBinding("list.trash", [.character("T")], .showTrash, footer: "T trash",
                       help: KeyHelp("T", "the trash: restore, delete for good")),
            KeyBinding("list.filter", [.character("/")], .startFilter, footer: "/ filter", help: filterHelp, about: "filter as you type"),
            KeyBinding("list.clear_filter", [.escape], .clearFilter, footer: "Esc clear filter", help: filterHelp,
                       about: "clear a kept filter"),
            KeyBinding("list.quit", [.character("q")], .quit, footer: "q quit", help: KeyHelp("q", "quit")),
            KeyBinding("list.preview_down", [.character("J")], .scrollPreview, help: previewHelp, about: "scroll the preview down"),
            KeyBinding("list.preview_up", [.character("K")], .scrollPreview, help: previewHelp, about: "scroll the preview up"),
            KeyBinding("list.quick_open", [.control("p")], .quickOpen, help: quickOpenHelp),
            KeyBinding("list.copy", [.character("y")], .copyBody, help: KeyHelp("y", "copy the body to the clipboard")),
            KeyBinding("list.template", [.character("N")], .newFromTemplate, help: startingHelp, about: "a new note from a template"),
            KeyBinding("list.daily", [.character("D")], .dailyNote, help: startingHelp, about: "today's note"),
        ])
    }

    private static let previewHelp = KeyHelp("J / K", "scroll the preview (120+ columns)")

    /// While typing into the filter; other keys are the filter's own
    /// line editing (`LineInput`: typing, ←/→, Home/End, Ctrl-U/W/K, Alt-b/f/d…).
    static var filterKeys: KeyMap<Action> {
        KeyMap([
            KeyBinding("filter.up", [.up], .move, footer: "↑↓ move", help: moveHelp, about: "move up"),
            KeyBinding("filter.down", [.down], .move, help: moveHelp, about: "move down"),
            KeyBinding("filter.page_down", [.pageDown], .move, help: pageHelp, about: "a page down"),
            KeyBinding("filter.page_up", [.pageUp], .move, help: pageHelp, about: "a page up"),
            KeyBinding("filter.keep", [.enter], .keepFilter, footer: "Enter keep", help: filterHelp,
                       about: "keep the filter (no match: a new note so titled)"),
            KeyBinding("filter.clear", [.escape], .clearFilter, footer: "Esc clear", help: filterHelp, about: "clear the filter"),
            KeyBinding("filter.quick_open", [.control("p")], .quickOpen, help: quickOpenHelp),
        ])
    }

    /// The first key in use of the binding `name`, as a message names it
    /// ("Press n to write your first note").
    static func keyName(_ name: String, in map: KeyMap<Action>) -> String {
        map.bindings.first { $0.label.name == name }.flatMap { $0.label.keys.first }.map(KeyName.text(of:)) ?? name
    }

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
            return [.enter, .character("n"), .character("/"), .character("d"), .function(1), .character("q")]
        case .browsing:
            return [.enter, .escape, .character("n"), .character("d"), .function(1), .character("q")]
        case .editingFilter: return [.up, .enter, .escape]
        case .confirmingDelete: return []
        }
    }

    /// The footer's labels left out first when it is too narrow: `F1 help`
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
