/// Why the settings file cannot be used: one line, `FILE:LINE: what is
/// wrong (and what to do)`, and exit status 78 (EX_CONFIG).
public struct SettingsError: Error, Equatable, Sendable {
    /// The settings file, as it was named.
    public let path: String
    /// The line of the fault, from 1; nil for a fault of the whole file
    /// (a folder, no permission, missing when named).
    public let line: Int?
    public let problem: String

    public init(path: String, line: Int?, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    public static let exitCode: Int32 = 78

    /// Without the `notes-tui:` prefix, which the printer adds.
    public var message: String {
        if let line { return "\(path):\(line): \(problem)" }
        return "\(path): \(problem)"
    }
}
