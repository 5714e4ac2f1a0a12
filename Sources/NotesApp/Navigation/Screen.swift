import NotesModel
import TerminalKit

/// A screen, shaped like a UIKit view controller: the router calls its
/// lifecycle, it handles events and draws itself into a canvas. Screens never
/// know each other; they report through output closures that a coordinator
/// wires.
open class Screen {
    /// The name used in lifecycle trace lines: `Welcome`, `NotesList`, `NoteDetail`.
    public let name: String
    public private(set) var isViewLoaded = false

    public init(name: String) {
        self.name = name
    }

    // MARK: - Lifecycle (called by the router, never by the screen itself)

    /// Once, before the screen first appears.
    open func viewDidLoad() {}
    /// Each time the screen is about to come to the top.
    open func viewWillAppear() {}
    /// Each time the screen has come to the top.
    open func viewDidAppear() {}
    /// Each time another screen is about to cover or replace this one.
    open func viewWillDisappear() {}
    /// Each time another screen has covered or replaced this one.
    open func viewDidDisappear() {}

    // MARK: - Events and drawing

    /// Handles a key while this screen is on top.
    open func handle(_ key: Key) {}

    /// Handles a bracketed paste; by default, as if each character were typed.
    open func handlePaste(_ text: String) {
        for character in text { handle(character == "\n" ? .enter : .character(character)) }
    }

    /// Handles a click or a wheel notch while this screen is on top; by
    /// default nothing happens.
    open func handle(_ mouse: MouseEvent) {}

    /// Called when no event came for a while; for work that waits for a pause.
    open func idle() {}

    /// Whether `idle` has more to do: the loop then calls it again as soon
    /// as no key is waiting, instead of after a pause.
    open var hasIdleWork: Bool { false }

    /// Draws the whole screen into `canvas`.
    open func render(into canvas: inout Canvas) {}

    /// An edit that would be lost if the app stopped now; kept as the
    /// library's draft on quit and on signals (docs/behaviour.md §3).
    open var interruptedEdit: Draft? { nil }

    /// Whether a key that quits the app (`q`) should reach `handle` instead,
    /// because the screen is taking text (a filter, a field, a prompt).
    open var capturesText: Bool { false }

    // MARK: - Internal

    func markViewLoaded() { isViewLoaded = true }
}
