import Foundation

/// Appends one line per lifecycle step to the file named by
/// `NOTES_TUI_TRACE` (docs/behaviour.md §1), so tests can see the launch order.
public struct LifecycleTrace: Sendable {
    public let path: String?

    public static let disabled = LifecycleTrace(path: nil)

    public init(path: String?) {
        self.path = (path?.isEmpty ?? true) ? nil : path
    }

    public init(environment: [String: String]) {
        self.init(path: environment["NOTES_TUI_TRACE"])
    }

    public func record(_ step: String) {
        guard let path else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let line = Array((step + "\n").utf8)
        // One write per line: O_APPEND keeps lines from several processes whole.
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
