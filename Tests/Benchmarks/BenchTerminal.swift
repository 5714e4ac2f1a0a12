import Foundation
import TerminalKit

/// A terminal that plays a script of events into the real app (AppDelegate,
/// SceneDelegate, router, screens) and times each labelled event from the
/// moment the loop receives it until the frame it caused is presented: the
/// handling, the autosave check and the drawing, as for a person's key.
/// `nil` in the script is a pause (the loop's idle turn). Each labelled
/// event's frame is also timed to the moment the loop asks for the next
/// event (`LABEL.wait`): how long a key typed next would wait (for a save,
/// say).
final class BenchTerminal: Terminal {
    let size: Size
    private var script: [(event: TerminalEvent?, label: String?)] = []
    private var next = 0
    private var pendingLabel: String?
    private var started: UInt64 = 0
    private var presented: (label: String, at: UInt64)?
    /// Milliseconds per label, in the order measured.
    private(set) var samples: [String: [Double]] = [:]
    private(set) var lastFrame: Canvas?

    init(size: Size = Size(rows: 24, columns: 80)) { self.size = size }

    func add(_ event: TerminalEvent?, label: String? = nil) { script.append((event, label)) }
    /// A pause of real time (for work on other threads to go on meanwhile):
    /// one idle turn of the loop after `milliseconds`.
    func pause(milliseconds: Int) { script.append((nil, Self.pauseLabel + String(milliseconds))) }
    private static let pauseLabel = "pause:"
    /// Idle turns until the app has no idle work left (every note prepared
    /// for search, the orders and quick open too), however many it takes.
    func waitUntilIdle() { script.append((nil, Self.untilIdleLabel)) }
    private static let untilIdleLabel = "until idle"
    private var idleTurns = 0
    func press(_ key: Key, label: String? = nil) { add(.key(key), label: label) }
    func type(_ text: String) { for character in text { press(.character(character)) } }

    /// Each scripted key is timed to its own frame, as when typed by hand.
    var hasPendingEvents: Bool { false }

    func nextEvent(timeout: Int?) -> TerminalEvent? {
        // After the script: Ctrl-C ends the loop (nothing changed, nothing is saved).
        if let presented {
            samples[presented.label + ".wait", default: []].append(milliseconds(since: presented.at))
            self.presented = nil
        }
        guard next < script.count else { return .key(.control("c")) }
        var (event, label) = script[next]
        // A timeout of 0: the loop has idle work to do before it waits.
        if label == Self.untilIdleLabel, timeout == 0 {
            idleTurns += 1
            // Idle work that never ends is a bug of its own: say so, go on.
            if idleTurns < 1_000_000 { return nil }
            FileHandle.standardError.write(Data("notes-tui-bench: the app still has idle work after a million turns\n".utf8))
        }
        idleTurns = 0
        next += 1
        if label == Self.untilIdleLabel { label = nil }
        if let pause = label, pause.hasPrefix(Self.pauseLabel) {
            usleep(useconds_t(Int(pause.dropFirst(Self.pauseLabel.count)) ?? 0) * 1_000)
            label = nil
        }
        pendingLabel = label
        started = DispatchTime.now().uptimeNanoseconds
        return event
    }

    func present(_ frame: Canvas) {
        if let label = pendingLabel {
            samples[label, default: []].append(milliseconds(since: started))
            pendingLabel = nil
            presented = (label, DispatchTime.now().uptimeNanoseconds)
        }
        lastFrame = frame
    }

    func copyToClipboard(_ text: String) {}
    func suspend() {}
    func runOutside(_ body: () -> Void) { body() }
    func shutdown() {}
}
