import CNcurses

/// Which curses key codes (`wgetch` values past 255) mean which keys.
/// The standard codes are fixed; extended ones such as kLFT3 (Alt-Left)
/// get their codes when the terminal starts, so the curses terminal adds
/// them with `adding(_:for:)`.
public struct KeyCodeTable: Sendable {
    public private(set) var keys: [Int32: Key]
    /// `KEY_RESIZE`.
    public var resize: Int32
    /// The bytes curses matched for each key code, from terminfo. Inside
    /// a bracketed paste a key code is not a key: it stands for these
    /// bytes of pasted text.
    public var sequences: [Int32: [UInt32]] = [:]

    public init(keys: [Int32: Key], resize: Int32) {
        self.keys = keys
        self.resize = resize
    }

    /// curses' fixed key codes.
    public static let standard: KeyCodeTable = {
        var keys: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_DC: .delete, KEY_IC: .insert, KEY_BACKSPACE: .backspace,
            KEY_BTAB: .backTab, KEY_ENTER: .enter,
            // vt220-style entries call Home and End "Find" and "Select".
            KEY_FIND: .home, KEY_SELECT: .end,
            // The keypad's corners and centre, as some terminals send them.
            KEY_A1: .home, KEY_C1: .end, KEY_A3: .pageUp, KEY_C3: .pageDown,
        ]
        for number in 1...24 { keys[KEY_F0 + Int32(number)] = .function(number) }
        return KeyCodeTable(keys: keys, resize: KEY_RESIZE)
    }()

    /// This table with `code` meaning `key`; a code of 0 or less (the
    /// terminal has no such key) changes nothing.
    public func adding(_ key: Key, for code: Int32) -> KeyCodeTable {
        guard code > 0, keys[code] == nil else { return self }
        var copy = self
        copy.keys[code] = key
        return copy
    }
}

extension KeyCodeTable {
    /// This table with `sequences` as the bytes behind its key codes.
    public func withSequences(_ sequences: [Int32: [UInt32]]) -> KeyCodeTable {
        var copy = self
        copy.sequences = sequences
        return copy
    }
}
