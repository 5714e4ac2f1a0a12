import TerminalKit

/// The keys of Note detail (docs/behaviour.md §2), declared once: the screen
/// dispatches through these tables and the footer and the help are written
/// from them.
extension NoteDetailScreen {
    enum Action: Sendable {
        case switchField
        /// Enter or ↓ in the title: on to the body.
        case toBody
        case save
        case back
        /// The focused field's own key (documented here; the field does it).
        case edit
        /// Ctrl-X: the next key completes the command.
        case startPrefix
        case editExternally
        /// Ctrl-Home / Ctrl-End (Alt-< / Alt->): the start / end of the body, from either field.
        case bodyStart, bodyEnd
        /// Ctrl-T: the task on the cursor's line, done ⇄ not done (or a new one).
        case toggleTask
        /// Ctrl-P: quick open, over this note.
        case quickOpen
        /// Ctrl-]: opens the note the [[link]] under the cursor names.
        case followLink
        /// Ctrl-G: the Links screen of this note.
        case showLinks
        /// Ctrl-X h: the History screen of this note (saved first).
        case showHistory
        /// Alt-y: the whole note (title, a blank line, the body) to the clipboard.
        case copyNote
    }

    private static let fieldsHelp = KeyHelp("Tab; Enter in title", "title ⇄ body")
    private static let undoHelp = KeyHelp("Ctrl-_ / Alt-_", "undo / redo (Ctrl-/; Alt-u/r)")
    /// One row for both ways out keeps the help within 80×24.
    private static let leaveHelp = KeyHelp("Ctrl-S / Esc", "go back saving / not saving (asks)")
    private static let bodyEdgesHelp = KeyHelp("Ctrl-Home / Ctrl-End", "body start / end (or Alt-< / Alt->)")
    private static let externalHelp = KeyHelp("Ctrl-X Ctrl-E", "edit in $VISUAL/$EDITOR")

    /// Keys not in a table go to the focused field too: typing, arrows,
    /// Backspace and Delete are the editor's own.
    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("note.switch_field", [.tab, .backTab], .switchField, footer: "Tab title/body", help: fieldsHelp,
                       about: "title ⇄ body"),
            KeyBinding("note.save", [.control("s")], .save, footer: "Ctrl-S save", help: leaveHelp, about: "save and go back"),
            KeyBinding("note.back", [.escape], .back, footer: "Esc back", help: leaveHelp, about: "go back not saving (asks)"),
            KeyBinding([.home, .end, .control("a"), .control("e")], .edit,
                       help: KeyHelp("Home/End, Ctrl-A/E", "screen line start / end")),
            KeyBinding("note.body_start", [.controlHome, .alt("<")], .bodyStart, help: bodyEdgesHelp, about: "body start"),
            KeyBinding("note.body_end", [.controlEnd, .alt(">")], .bodyEnd, help: bodyEdgesHelp, about: "body end"),
            KeyBinding([.altLeft, .altRight, .alt("b"), .alt("f"), .alt("d")], .edit,
                       help: KeyHelp("Alt-←/→ b/f, Alt-d", "word left / right; delete next word")),
            KeyBinding([.control("w"), .altBackspace, .control("u"), .control("k")], .edit,
                       help: KeyHelp("Ctrl-W/U/K", "delete word back / to start / to end")),
            KeyBinding([.control("_"), .alt("u")], .edit, footer: "Ctrl-_ undo", help: undoHelp),
            KeyBinding([.alt("_"), .alt("r")], .edit, footer: "Alt-_ redo", help: undoHelp),
            KeyBinding([.control("x")], .startPrefix, help: externalHelp),
            KeyBinding("note.toggle_task", [.control("t")], .toggleTask, help: KeyHelp("Ctrl-T", "task on this line: - [ ] ⇄ - [x]")),
            KeyBinding("note.quick_open", [.control("p")], .quickOpen, help: KeyHelp("Ctrl-P", "quick open another note over this one")),
            KeyBinding("note.follow_link", [.control("]")], .followLink, help: KeyHelp("Ctrl-]", "open the [[link]] at the cursor")),
            KeyBinding("note.links", [.control("g")], .showLinks, help: KeyHelp("Ctrl-G", "links: to and from this note")),
            KeyBinding("note.copy", [.alt("y")], .copyNote, help: KeyHelp("Alt-y", "copy the whole note to the clipboard")),
        ])
    }

    /// Looked up before `keys` while the title has the focus.
    static var titleKeys: KeyMap<Action> {
        KeyMap([
            KeyBinding("note.to_body", [.enter, .down], .toBody, help: fieldsHelp, about: "from the title to the body"),
        ])
    }

    /// The key after Ctrl-X; any other cancels.
    static var prefixKeys: KeyMap<Action> {
        KeyMap([
            KeyBinding([.control("e")], .editExternally, help: externalHelp),
            // `h` alone is typed into the note: after the prefix it is a command.
            KeyBinding([.character("h")], .showHistory, help: KeyHelp("Ctrl-X h", "history: this note's versions")),
        ])
    }

    static var helpRows: [KeyHelp] {
        (keys.labels + titleKeys.labels + prefixKeys.labels).helpRows + [completionHelp, mouseHelp]
    }

    /// `[[` is typed, not bound: the help says what follows it.
    static let completionHelp = KeyHelp("[[", "titles to complete a link (Tab)")

    /// The mouse, when it is on: not a key, but the help says what it does.
    static let mouseHelp = KeyHelp("click; wheel", "put the cursor there; scroll")

    /// The keys the footer names, in its order.
    static let footerKeys: [Key] = [.control("s"), .escape, .tab, .control("_"), .alt("_"), .function(1)]

    /// Left out first when the footer is too narrow: saving, going back and
    /// the help stay longest.
    static let footerDropOrder: [Key] = [.alt("_"), .control("_"), .tab]

    static func footerLine(fitting columns: Int) -> String {
        footerLabels.footerLine(fitting: columns, dropping: footerDropOrder)
    }

    /// The footer's labels, from the bindings its keys trigger.
    static var footerLabels: [KeyLabel] { (keys.labels + SceneKeys.map.labels).footer(footerKeys) }

    /// The binding `key` triggers with `focus` where it is.
    static func binding(for key: Key, focus: Field) -> KeyBinding<Action>? {
        (focus == .title ? titleKeys.binding(for: key) : nil) ?? keys.binding(for: key)
    }
}
