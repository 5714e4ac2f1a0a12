import CNcurses

// INTERIM: replaced by the real adapter (issue 3 work in progress).

/// Why the full-screen terminal could not start; exit status 64.
public enum TerminalError: Error, Equatable, Sendable {
    case notATerminal
    case unknownTerminalType(String)

    public var message: String {
        switch self {
        case .notATerminal:
            return "the interactive app needs a terminal on stdin and stdout; run it in a terminal, or use a command such as 'notes-tui list' from scripts"
        case let .unknownTerminalType(name):
            return "unknown terminal type TERM=\(name.isEmpty ? "(empty)" : name); set TERM to one your system knows, e.g. TERM=xterm-256color"
        }
    }
}

/// The real terminal, through ncursesw.
public final class CursesTerminal: Terminal {
    public static func start(environment: [String: String]) throws -> CursesTerminal {
        throw TerminalError.notATerminal
    }

    public var size: Size { Size(rows: 24, columns: 80) }
    public func nextEvent(timeout: Int?) -> TerminalEvent? { nil }
    public func present(_ frame: Canvas) {}
    public func suspend() {}
    public func runOutside(_ body: () -> Void) { body() }
    public func shutdown() {}
}
