/// The private modes the app turns on for its run and off again on every
/// way out (quit, suspend, the user's editor, a crash): bracketed paste,
/// xterm's meta-sends-escape (1036: Alt-b arrives as Esc b, not as `â`;
/// other terminals ignore it), and, unless turned off, mouse reporting — clicks and the wheel (1000)
/// in SGR form (1006), which has no limit on coordinates and tells a
/// release from a press. No motion reporting (1002/1003): nothing drags.
public struct TerminalModes: Equatable, Sendable {
    public static let pasteOn = "\u{1B}[?2004h"
    public static let pasteOff = "\u{1B}[?2004l"
    public static let metaEscapeOn = "\u{1B}[?1036h"
    public static let metaEscapeOff = "\u{1B}[?1036l"
    public static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    public static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// Whether the mouse is reported to the app; off, the terminal keeps
    /// its own text selection.
    public var mouse: Bool

    public init(mouse: Bool = true) {
        self.mouse = mouse
    }

    /// Written when the app takes the screen (at start and after `fg` or the editor).
    public var enter: String { Self.pasteOn + Self.metaEscapeOn + (mouse ? Self.mouseOn : "") }

    /// Written when the app gives the screen back. The mouse is turned off
    /// even when it was never on: harmless, and safe if it was.
    public var leave: String { Self.mouseOff + Self.metaEscapeOff + Self.pasteOff }
}
