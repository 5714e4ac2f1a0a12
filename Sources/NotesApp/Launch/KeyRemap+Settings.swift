import NotesSettings
import TerminalKit

extension KeyRemap {
    /// The remap `[keys]` asks for, or the fault nearest the top of the
    /// file: an action no screen has, a key no terminal sends, a printable
    /// key where text is typed, or two actions on one key of one screen.
    init(_ settings: [KeySetting], file: String) throws(SettingsError) {
        var faults: [(line: Int, problem: String)] = []
        let known = Set(KeyTables.actions.compactMap(\.name))
        var keys: [String: [Key]] = [:]
        var lines: [String: Int] = [:]
        for setting in settings {
            let shown = "keys.\(Self.echo(setting.action))"
            guard known.contains(setting.action) else {
                faults.append((setting.line, "no action '\(Self.echo(setting.action))' to give a key to; "
                               + Self.knownNames(like: setting.action, among: known)))
                continue
            }
            var parsed: [Key] = []
            for name in setting.keys {
                do {
                    parsed.append(try KeyName.key(name))
                } catch .sameAs(let other) {
                    faults.append((setting.line, "\(shown) = \"\(Self.echo(name))\" reaches the app as \(other); write that instead"))
                } catch {
                    faults.append((setting.line, "\(shown) = \"\(Self.echo(name))\" is not a key; write \(KeyName.examples)"))
                }
            }
            guard parsed.count == setting.keys.count else { continue }
            keys[setting.action] = parsed
            lines[setting.action] = setting.line
        }
        let declared = KeyTables.actions.filter { $0.name.map { keys[$0] != nil } ?? false }
        let remap = KeyRemap(keys, splitRows: Set(declared.map(\.help)))
        for group in KeyRemap.$active.withValue(remap, operation: { KeyTables.groups }) {
            faults += Self.faults(in: group, lines: lines)
        }
        if let first = faults.min(by: { $0.line < $1.line }) {
            throw SettingsError(path: file, line: first.line, problem: first.problem)
        }
        self = remap
    }

    /// A printable key given where text is typed, and keys on two actions.
    private static func faults(in group: KeyTables.Group, lines: [String: Int]) -> [(line: Int, problem: String)] {
        var faults: [(line: Int, problem: String)] = []
        let labels = group.labels
        for label in labels where label.isRemapped {
            guard group.takesText, let name = label.name, let line = lines[name],
                  case let .character(typed)? = label.keys.first(where: { if case .character = $0 { true } else { false } })
            else { continue }
            faults.append((line, "keys.\(name) = \"\(typed)\" would take \(typed) from what is typed in \(group.screen); "
                           + "give it a Ctrl-, Alt- or function key"))
        }
        for (index, first) in labels.enumerated() {
            for second in labels[(index + 1)...] where first.isRemapped || second.isRemapped {
                guard let key = first.keys.first(where: second.keys.contains) else { continue }
                let mine = first.isRemapped ? first : second
                let other = first.isRemapped ? second : first
                guard let name = mine.name, let mineLine = lines[name] else { continue }
                let line = max(mineLine, other.name.flatMap { lines[$0] } ?? 0)
                let otherName = other.name.map { "\($0)'s key" } ?? "the key that does “\(other.help.text)”"
                faults.append((line, "keys.\(name) puts \(KeyName.text(of: key)) on two actions of \(group.screen): "
                               + "it is also \(otherName); give one of them another key"))
            }
        }
        return faults
    }

    /// The names of the screen `action` names, or the screens' prefixes.
    private static func knownNames(like action: String, among known: Set<String>) -> String {
        let prefix = action.split(separator: ".").first.map(String.init) ?? ""
        let alike = KeyTables.actions.compactMap(\.name).filter { $0.hasPrefix(prefix + ".") }
        if !alike.isEmpty, action.contains(".") { return "known here: " + alike.joined(separator: ", ") }
        var prefixes: [String] = []
        for name in KeyTables.actions.compactMap(\.name) {
            let first = String(name.split(separator: ".")[0]) + ".*"
            if !prefixes.contains(first) { prefixes.append(first) }
        }
        return "names are " + prefixes.joined(separator: ", ") + " (see notes-tui(1), KEYS)"
    }

    /// A name from the file, short and with no control characters.
    private static func echo(_ text: String) -> String {
        let shown = String(text.unicodeScalars.prefix(40).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return text.unicodeScalars.count > 40 ? shown + "…" : shown
    }
}
