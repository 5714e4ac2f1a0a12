import TerminalKit

/// A row of the key help: the keys as the help writes them, and what they do.
struct KeyHelp: Equatable, Sendable {
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
    let footer: String?
    let help: KeyHelp
}

/// A key binding, declared once, as bubbles' `key.Binding` and Textual's
/// `BINDINGS`: key handling looks the key up, and the footer and the help
/// overlay are written from the same value.
struct KeyBinding<Action: Sendable>: Sendable {
    let label: KeyLabel
    let action: Action

    init(_ keys: [Key], _ action: Action, footer: String? = nil, help: KeyHelp) {
        label = KeyLabel(keys: keys, footer: footer, help: help)
        self.action = action
    }

    func matches(_ key: Key) -> Bool { label.keys.contains(key) }
}

/// The bindings of a screen, or of one mode of it, in the order of the help.
struct KeyMap<Action: Sendable>: Sendable {
    let bindings: [KeyBinding<Action>]

    init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
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

    /// The labels of the bindings that `keys` trigger, in the order of
    /// `keys`: a footer names a key and its binding says what it does.
    func footer(_ keys: [Key]) -> [KeyLabel] {
        keys.compactMap { key in first { $0.footer != nil && $0.keys.contains(key) } }
    }

    /// The footer line: the labels, one after the other.
    var footerLine: String { compactMap(\.footer).joined(separator: " · ") }

    /// The footer line in `columns`: when it is too wide, the labels of
    /// `dropOrder`'s keys go first, least important first, so the keys
    /// that matter most (help, quit) stay on a narrow terminal.
    func footerLine(fitting columns: Int, dropping dropOrder: [Key]) -> String {
        var kept = self
        for key in dropOrder where TextWidth.columns(of: kept.footerLine) > columns {
            kept.removeAll { $0.keys.contains(key) }
        }
        return kept.footerLine
    }
}
