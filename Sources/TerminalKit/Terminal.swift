/// The one seam between the app and a terminal. The curses terminal is the
/// real one; the memory terminal backs the tests.
public protocol Terminal: AnyObject {
    var size: Size { get }

    /// Waits up to `timeout` milliseconds (nil: for ever) for the next event;
    /// nil when the time ran out.
    func nextEvent(timeout: Int?) -> TerminalEvent?

    /// Whether events are already waiting (typed ahead, a paste that came
    /// as keys): the app handles them all before it draws again.
    var hasPendingEvents: Bool { get }

    /// Shows a finished frame (and its cursor).
    func present(_ frame: Canvas)

    /// Puts `text` on the terminal's clipboard (OSC 52). The caller checks
    /// the size first (`OSC52.fits`).
    func copyToClipboard(_ text: String)

    /// Restores the terminal and stops the process until it is continued,
    /// then takes the screen back; a `.resume` event follows.
    func suspend()

    /// Leaves the full-screen mode while `body` runs (an external editor),
    /// then takes the screen back and redraws on the next `present`.
    func runOutside(_ body: () -> Void)

    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
}
