
/// Why a headless command stopped: one line for stderr (without the
/// `notes-tui:` prefix) and the exit status (docs/behaviour.md §5).
public struct CommandError: Error, Equatable, Sendable {
    public let message: String
    public let exitCode: Int32

    /// 1: nothing matched (`search`, as grep does).
    package static func nothingFound(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: 1)
    }

    /// 1: what was asked could not be done, and nothing changed (the
    /// editor failed, a title another note goes by).
    package static func refused(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: 1)
    }

    /// 64: the command line asked for something that cannot be done.
    package static func usage(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: 64)
    }

    /// `add` with no title and no text.
    package static let nothingToAdd = usage("nothing to add; give the text as arguments, pipe it on stdin, or pass --title")

    /// 65: an input (an import file, stdin) is not what it should be.
    package static func badInput(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: 65)
    }

    /// 73: an output file or folder cannot be written.
    package static func cannotWrite(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: 73)
    }
}
