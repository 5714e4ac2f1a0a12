import TerminalKit

/// The keys the scene handles over any screen (docs/behaviour.md §2).
enum SceneKeys {
    enum Action: Sendable {
        case quit
        case help
        /// `?`: the help, unless the screen takes it as text.
        case helpUnlessTyping
    }

    /// The help's own keys: written in its heading, not as a row.
    static let helpRow = KeyHelp("? or F1", "this help")

    static var map: KeyMap<Action> {
        KeyMap([
            KeyBinding("app.quit", [.control("c")], .quit, help: KeyHelp("Ctrl-C", "quit (keeps edits as a draft)")),
            KeyBinding([.function(1)], .help, footer: "F1 help", help: helpRow),
            KeyBinding("app.help", [.character("?")], .helpUnlessTyping, help: helpRow,
                       about: "this help (where nothing is typed)"),
        ])
    }

    /// Ctrl-Z comes as a suspend event from the terminal, not as a key:
    /// documented here, handled by the scene's event loop.
    static let suspend = KeyHelp("Ctrl-Z", "suspend (saves first); fg resumes")

    /// The help's keys as its heading names them: the ones in use.
    static var helpKeys: String {
        guard let help = map.bindings.first(where: { $0.label.name == "app.help" })?.label, help.isRemapped else {
            return helpRow.keys
        }
        return KeyName.text(of: help.keys) + " or F1"
    }

    /// The "Everywhere" rows of the help.
    static var helpRows: [KeyHelp] {
        [suspend] + map.labels.helpRows.filter { $0 != helpRow }
    }
}
