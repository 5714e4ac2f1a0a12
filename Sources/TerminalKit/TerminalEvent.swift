/// A terminal's size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    public var description: String { "\(columns)×\(rows)" }
}

/// A cell on screen, counted from 0 at the top left.
public struct Position: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A key as the app sees it, decoded once at the edge from curses' codes
/// and escape sequences. Screens never see raw integers.
public enum Key: Hashable, Sendable {
    /// Printable text: one grapheme cluster.
    case character(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl with a letter or one of `@[\]^_`, always lowercase: `.control("s")`.
    case control(Character)
    /// Alt (or Esc then the key) with a printable character: `.alt("b")`.
    case alt(Character)
    case altLeft, altRight, altBackspace
    /// Ctrl-Home / Ctrl-End: the start / end of the whole text.
    case controlHome, controlEnd
    case function(Int)
}

/// Why the app is asked to end from outside.
public enum TerminationSignal: Hashable, Sendable {
    case interrupt   // SIGINT
    case terminate   // SIGTERM
    case hangup      // SIGHUP: the terminal went away
}

/// Everything the event loop reacts to.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// A bracketed paste, whole, newlines as `\n`.
    case paste(String)
    /// A click or a wheel notch (only while mouse reporting is on).
    case mouse(MouseEvent)
    case resize(Size)
    /// Ctrl-Z or SIGTSTP: save, then stop until `fg`.
    case suspend
    /// The process was continued after `suspend`; redraw everything.
    case resume
    case terminate(TerminationSignal)
}
