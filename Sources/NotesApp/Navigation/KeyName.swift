import TerminalKit

/// Keys as `[keys]` spells them and as the footer and help show a key a
/// person chose: `a`, `Ctrl-N`, `Alt-b`, `Enter`, `F2`, `PgDn`.
enum KeyName {
    /// The name the footer and the help show for `key`.
    static func text(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case let .character(character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case let .control(character): "Ctrl-" + character.uppercased()
        case let .alt(character): "Alt-" + String(character)
        case .altLeft: "Alt-←"
        case .altRight: "Alt-→"
        case .altBackspace: "Alt-Backspace"
        case .controlHome: "Ctrl-Home"
        case .controlEnd: "Ctrl-End"
        case let .function(number): "F\(number)"
        }
    }

    /// The names of `keys`, as a help row lists them.
    static func text(of keys: [Key]) -> String { keys.map(text(of:)).joined(separator: " or ") }

    /// Why `name` is no key, in words that say what to write instead.
    enum Refusal: Error, Equatable {
        case unknown
        /// A Ctrl- key the terminal sends as another key (Ctrl-M is Enter).
        case sameAs(String)
    }

    /// The key `name` spells: one character as it is (case counts), else a
    /// name, any case (`ctrl-n` = `Ctrl-N`; `C-n`, `M-b` as Emacs writes them).
    static func key(_ name: String) throws(Refusal) -> Key {
        if let key = named[name.lowercased()] { return key }
        if name.count == 1, let character = name.first, !character.isWhitespace || character == " " {
            guard !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { throw .unknown }
            return .character(character)
        }
        let lowered = name.lowercased()
        for prefix in ["ctrl-", "ctrl+", "c-"] where lowered.hasPrefix(prefix) {
            return try control(String(lowered.dropFirst(prefix.count)))
        }
        for prefix in ["alt-", "alt+", "m-", "meta-"] where lowered.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            switch rest.lowercased() {
            case "left", "←": return .altLeft
            case "right", "→": return .altRight
            case "backspace": return .altBackspace
            default: break
            }
            if rest.count == 1, let character = rest.first, !character.isWhitespace,
               !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return .alt(character)
            }
            throw .unknown
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number), lowered.count <= 3 {
            return .function(number)
        }
        throw .unknown
    }

    private static func control(_ rest: String) throws(Refusal) -> Key {
        switch rest {
        case "home": return .controlHome
        case "end": return .controlEnd
        case "h": throw .sameAs("Backspace")
        case "i": throw .sameAs("Tab")
        case "j", "m": throw .sameAs("Enter")
        case "[": throw .sameAs("Esc")
        case "z": throw .sameAs("Ctrl-Z, which suspends the app")
        default: break
        }
        guard rest.count == 1, let character = rest.first,
              character.isASCII, character.isLetter || "@\\]^_".contains(character) else { throw .unknown }
        return .control(character)
    }

    private static let named: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "esc": .escape, "escape": .escape,
        "backspace": .backspace, "delete": .delete, "del": .delete, "insert": .insert,
        "up": .up, "down": .down, "left": .left, "right": .right, "↑": .up, "↓": .down, "←": .left, "→": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// What a message suggests writing.
    static let examples = "a letter, Ctrl-N, Alt-b, F2, Enter, Tab, Esc, Space, Up, PgDn, Home…"
}
