/// A mouse button press, release or wheel notch, as the terminal reports
/// it with SGR mouse reporting (`ESC [ < b ; x ; y M`, `m` on release).
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public enum Action: Hashable, Sendable {
        case press(Button)
        case release(Button)
        case wheelUp
        case wheelDown
    }

    /// Shift, Alt (Meta) and Ctrl held while the mouse acted.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let alt = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)
    }

    public var action: Action
    /// The cell, counted from 0 at the top left.
    public var position: Position
    public var modifiers: Modifiers

    public init(_ action: Action, row: Int, column: Int, modifiers: Modifiers = []) {
        self.action = action
        self.position = Position(row: row, column: column)
        self.modifiers = modifiers
    }

    /// No terminal is this large; a coordinate beyond it is garbage.
    public static let largestCoordinate = 65_535

    /// Decodes SGR mouse parameters (`b;x;y`, the `<` already taken; x and
    /// y count from 1) with the final `M` (press, wheel) or `m` (release).
    /// Nil for anything that is not a click or a wheel notch: motion, the
    /// sideways wheel, extra buttons, missing or absurd numbers.
    static func sgr(parameters: Substring, isRelease: Bool) -> MouseEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let code = number(fields[0]), let x = number(fields[1]), let y = number(fields[2]),
              x >= 1, y >= 1 else { return nil }
        return decode(code: code, row: y - 1, column: x - 1, isRelease: isRelease)
    }

    /// Decodes the old X10 form `ESC [ M b x y`: three values, each 32 more
    /// than the number; a release does not say which button.
    static func x10(code: UInt32, x: UInt32, y: UInt32) -> MouseEvent? {
        guard code >= 32, x > 32, y > 32 else { return nil }
        let button = Int(code - 32)
        if button & 3 == 3, button & 64 == 0 {
            return MouseEvent(.release(.left), row: Int(y) - 33, column: Int(x) - 33, modifiers: modifiers(button))
        }
        return decode(code: button, row: Int(y) - 33, column: Int(x) - 33, isRelease: false)
    }

    private static func decode(code: Int, row: Int, column: Int, isRelease: Bool) -> MouseEvent? {
        guard row <= largestCoordinate, column <= largestCoordinate else { return nil }
        // Motion (32) is not asked for; extra buttons (128+) are not used.
        guard code & 32 == 0, code < 128 else { return nil }
        let modifiers = modifiers(code)
        if code & 64 != 0 {
            guard !isRelease else { return nil }
            switch code & 3 {
            case 0: return MouseEvent(.wheelUp, row: row, column: column, modifiers: modifiers)
            case 1: return MouseEvent(.wheelDown, row: row, column: column, modifiers: modifiers)
            default: return nil  // sideways
            }
        }
        let button: Button
        switch code & 3 {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        default: return nil
        }
        return MouseEvent(isRelease ? .release(button) : .press(button), row: row, column: column, modifiers: modifiers)
    }

    private static func modifiers(_ code: Int) -> Modifiers {
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// Digits only, at most 9 of them (no overflow, no sign).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
