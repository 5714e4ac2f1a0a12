import TerminalKit

/// A terminal that lives in memory: tests queue keys, run the app, and read
/// the screen as text. It lives in a test-support target, as swift-nio's
/// `NIOEmbedded` does, so the shipped TerminalKit holds only real terminals.
public final class MemoryTerminal: Terminal {
    public private(set) var size: Size
    public private(set) var frames: [Canvas] = []
    public private(set) var suspendCount = 0
    public private(set) var outsideRuns = 0
    public private(set) var isShutDown = false
    /// What the real terminal would have written for each clipboard copy.
    public private(set) var clipboardOutput: [String] = []
    private var pending: [TerminalEvent] = []
    /// The next event to hand out (taking one is O(1), as in the real terminal).
    private var pendingHead = 0

    public init(size: Size = Size(rows: 24, columns: 80)) {
        self.size = size
    }

    // MARK: - Feeding events

    public func send(_ events: TerminalEvent...) { pending.append(contentsOf: events) }

    public func press(_ keys: Key...) { pending.append(contentsOf: keys.map { .key($0) }) }

    /// Types `text` one character at a time, as a person would.
    public func type(_ text: String) {
        pending.append(contentsOf: text.map { .key(.character($0)) })
    }

    public func resize(to newSize: Size) {
        size = newSize
        pending.append(.resize(newSize))
    }

    public var hasPendingEvents: Bool { pendingHead < pending.count }

    // MARK: - Reading the screen

    public var lastFrame: Canvas? { frames.last }

    /// The screen as a person sees it now.
    public var screenText: String { lastFrame?.text ?? "" }

    public var screenLines: [String] { lastFrame?.lines ?? [] }

    // MARK: - Terminal

    public func nextEvent(timeout: Int?) -> TerminalEvent? {
        guard pendingHead < pending.count else { return nil }
        defer {
            pendingHead += 1
            if pendingHead == pending.count { pending.removeAll(); pendingHead = 0 }
        }
        return pending[pendingHead]
    }

    public func present(_ frame: Canvas) { frames.append(frame) }

    public func copyToClipboard(_ text: String) {
        clipboardOutput.append(OSC52.sequence(copying: text))
    }

    public func suspend() {
        suspendCount += 1
        pending.insert(.resume, at: pendingHead)
    }

    public func runOutside(_ body: () -> Void) {
        outsideRuns += 1
        body()
    }

    public func shutdown() { isShutDown = true }
}
