import ArgumentParser
import Foundation
import NotesApp

/// Turns what the parser or a command threw into its exit status (docs/behaviour.md §5),
/// with one `notes-tui:` line on stderr for every failure.
enum CommandLineErrors {
    static func exitStatus(for error: Error) -> Int32 {
        if let exitCode = error as? ExitCode { return exitCode.rawValue }
        let code = NotesTUICommand.exitCode(for: error)
        if code == .success {
            // --help, --version and completion scripts: print as usual.
            let text = NotesTUICommand.fullMessage(for: error)
            print(text)
            return 0
        }
        let message = NotesTUICommand.message(for: error)
            .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        let cleaned = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        NotesApplication.printError("\(cleaned); see 'notes-tui --help'")
        return 64
    }
}
