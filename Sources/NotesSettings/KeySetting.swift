import TOMLKit

/// One line of `[keys]`: an action of a screen and the keys that do it
/// instead of its own, as written (`"list.new" = "a"`, or a list of keys).
/// Which actions and keys exist is the app's to know: it checks them.
public struct KeySetting: Equatable, Sendable {
    /// The action's name, `screen.action` (`list.new`).
    public let action: String
    /// The keys as the file spells them (`"a"`, `"Ctrl-N"`).
    public let keys: [String]
    /// Where the file says it, for a message naming the line.
    public let line: Int

    public init(action: String, keys: [String], line: Int) {
        self.action = action
        self.keys = keys
        self.line = line
    }
}

extension Reader {
    /// `[keys]`: `"list.new" = "a"` and `list.new = "a"` (a dotted key,
    /// which TOML reads as a table) say the same; kept in the file's order.
    mutating func readKeys(_ table: TOMLTable, at path: [String]) {
        for (key, value) in table {
            let at = path + [key]
            let action = at.dropFirst().joined(separator: ".")
            if value.type == .table, let inner = value.table {
                readKeys(inner, at: at)
                continue
            }
            let expecting = "a key in quotes, such as \"a\" or \"Ctrl-N\", or a list of them"
            var keys: [String] = []
            if value.type == .array, let list = value.array {
                if let wrong = list.first(where: { $0.type != .string }) {
                    wrongType(at, wrong, expecting: expecting)
                    continue
                }
                keys = list.compactMap(\.string)
            } else if let text = string(value, at, expecting: expecting) {
                keys = [text]
            } else {
                continue
            }
            if keys.isEmpty || keys.contains(where: \.isEmpty) {
                fault(at, "keys.\(SettingsEcho.text(action)) names no key; give one, such as \"a\" or \"Ctrl-N\", or remove the line")
                continue
            }
            settings.keys.append(KeySetting(action: action, keys: keys, line: lines.line(of: at)))
        }
        settings.keys.sort { $0.line < $1.line }
    }
}
