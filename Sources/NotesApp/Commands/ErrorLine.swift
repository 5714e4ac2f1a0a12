import Foundation
import NotesInterchange
import NotesStorage
import NotesVault
import TerminalKit

/// A failure a person reads as one line, with the exit status it means.
public protocol ReportedError: Error {
    /// One line, without the `notes-tui:` prefix.
    var message: String { get }
    var exitCode: Int32 { get }
}

extension LaunchError: ReportedError {}
extension CommandError: ReportedError {}
extension StoreError: ReportedError {}
extension ConversionError: ReportedError {}
extension TerminalError: ReportedError {
    public var exitCode: Int32 { 64 }
}

/// Failures as one `notes-tui:` line on stderr. Commands and the launch
/// both report through it, so it sits below both.
public enum ErrorLine {
    static let maximumCharacters = 1000

    /// Prints one line for `error` and returns its exit status.
    @discardableResult
    public static func report(_ error: Error) -> Int32 {
        let (message, exitCode) = line(for: error)
        write(message)
        return exitCode
    }

    /// What `report` says of `error` and the status it returns: 70 for a
    /// failure nobody named.
    static func line(for error: Error) -> (message: String, exitCode: Int32) {
        guard let error = error as? ReportedError else { return ("\(error)", 70) }
        return (error.message, error.exitCode)
    }

    /// One line on stderr, whatever `message` holds: line breaks and control
    /// characters (from a title or a path) are made visible, so an error is
    /// always exactly one line and never drives the terminal; and bounded,
    /// whatever input it repeats (each echo is cut too, see `Echo`).
    public static func write(_ message: String, prefix: String = "notes-tui:") {
        var line = SafeText.line(message, forTerminal: true)
        if line.count > maximumCharacters { line = String(line.prefix(maximumCharacters - 1)) + "…" }
        FileHandle.standardError.write(Data("\(prefix) \(line)\n".utf8))
    }
}
