import TerminalKit

/// A row of the key help: the keys as the help writes them, and what they do.
struct KeyHelp: Hashable, Sendable {
    let keys: String
    let text: String

    init(_ keys: String, _ text: String) {
        self.keys = keys
        self.text = text
    }
}

/// What the footer and the help show of a binding, its action aside: the
/// keys that trigger it, the footer's label (keys included, e.g. "n new";
/// nil when the footer leaves it out) and its row of the help. Several
/// bindings may share a help row ("↓ j / ↑ k  move").
struct KeyLabel: Equatable, Sendable {
    let keys: [Key]
    /// The keys the table declares, before `[keys]` gave others: a footer
    /// names its bindings by these, so it follows a binding to its new key.
    let declaredKeys: [Key]
    let footer: String?
    let help: KeyHelp
    /// Its name in `[keys]` (`list.new`); nil: a key of its own that stays.
    let name: String?
    /// What it does, said alone: its help row once its keys are the user's.
    let about: String

    var isRemapped: Bool { keys != declaredKeys }
}

/// A key binding, declared once, as bubbles' `key.Binding` and Textual's
/// `BINDINGS`: key handling looks the key up, and the footer and the help
/// overlay are written from the same value.
struct KeyBinding<Action: Sendable>: Sendable {
    let label: KeyLabel
    let action: Action

    /// `name` makes it remappable (`[keys]`); `about` says what it does
    /// when its help row is shared with others (`help.text` otherwise).
    init(_ name: String, _ keys: [Key], _ action: Action, footer: String? = nil, help: KeyHelp, about: String? = nil) {
        label = KeyLabel(keys: keys, declaredKeys: keys, footer: footer, help: help, name: name, about: about ?? help.text)
        self.action = action
    }

    /// A binding whose keys stay as they are (the editor's own keys).
    init(_ keys: [Key], _ action: Action, footer: String? = nil, help: KeyHelp) {
        label = KeyLabel(keys: keys, declaredKeys: keys, footer: footer, help: help, name: nil, about: help.text)
        self.action = action
    }

    private init(label: KeyLabel, action: Action) {
        self.label = label
        self.action = action
    }

    func matches(_ key: Key) -> Bool { label.keys.contains(key) }

    /// The key the screen acts on for `key`: a remapped binding acts as
    /// its first declared key (a direction, a page), so handling is the same.
    func canonical(_ key: Key) -> Key { label.isRemapped ? label.declaredKeys[0] : key }

    /// This binding on `keys` instead: its footer label names the first.
    func on(_ keys: [Key]) -> KeyBinding {
        let footer = label.footer.map { footer in
            // "n new" → "a new": the declared key is the label's first word.
            KeyName.text(of: keys[0]) + " " + (footer.split(separator: " ", maxSplits: 1).dropFirst().first ?? "")
        }
        return KeyBinding(label: KeyLabel(keys: keys, declaredKeys: label.declaredKeys, footer: footer,
                                          help: label.help, name: label.name, about: label.about),
                          action: action)
    }

    /// Its help row written from its own keys, for a row no longer shared.
    func withOwnHelpRow() -> KeyBinding {
        KeyBinding(label: KeyLabel(keys: label.keys, declaredKeys: label.declaredKeys, footer: label.footer,
                                   help: KeyHelp(KeyName.text(of: label.keys), label.about),
                                   name: label.name, about: label.about),
                   action: action)
    }
}

/// The bindings of a screen, or of one mode of it, in the order of the help,
/// with the keys `[keys]` gave them (`KeyRemap.active`).
struct KeyMap<Action: Sendable>: Sendable {
    let bindings: [KeyBinding<Action>]

    init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = KeyRemap.active.apply(to: bindings)
    }

    /// The binding `key` triggers, if any.
    func binding(for key: Key) -> KeyBinding<Action>? {
        bindings.first { $0.matches(key) }
    }

    var labels: [KeyLabel] { bindings.map(\.label) }
}

extension Array where Element == KeyLabel {
    /// The help rows of these bindings, each once, in order.
    var helpRows: [KeyHelp] {
        var rows: [KeyHelp] = []
        for label in self where !rows.contains(label.help) { rows.append(label.help) }
        return rows
    }

    /// The labels of the bindings that `keys` (as declared) trigger, in the
    /// order of `keys`: a footer names a key and its binding says what it does.
    func footer(_ keys: [Key]) -> [KeyLabel] {
        keys.compactMap { key in first { $0.footer != nil && $0.declaredKeys.contains(key) } }
    }

    /// The footer line: the labels, one after the other.
    var footerLine: String { compactMap(\.footer).joined(separator: " · ") }

    /// The footer line in `columns`: when it is too wide, the labels of
    /// `dropOrder`'s keys go first, least important first, so the keys
    /// that matter most (help, quit) stay on a narrow terminal.
    func footerLine(fitting columns: Int, dropping dropOrder: [Key]) -> String {
        var kept = self
        for key in dropOrder where TextWidth.columns(of: kept.footerLine) > columns {
            kept.removeAll { $0.declaredKeys.contains(key) }
        }
        return kept.footerLine
    }
}
