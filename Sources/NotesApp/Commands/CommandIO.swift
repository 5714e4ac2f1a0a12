import Foundation
import NotesInterchange
#if canImport(Glibc)
import Glibc
#endif

/// The standard streams as a command sees them. A value, so a test can run
/// a command with its own stdin and terminal flags.
public struct CommandIO {
    /// Writes bytes to stdout; throws when they cannot all be written (a
    /// full disk behind `> file`, /dev/full): a backup that is silently
    /// empty is worse than an error.
    public var write: ([UInt8]) throws -> Void
    /// Everything on stdin, up to its end, at most `standardInputLimit`
    /// bytes; throws `CommandError` when stdin cannot be read or is larger.
    public var readStandardInput: () throws -> Data
    public var standardInputIsTerminal: Bool
    /// Decides whether note text is made safe for a terminal (docs/behaviour.md §6:
    /// no escape sequence from a note ever reaches a terminal raw).
    public var standardOutputIsTerminal: Bool
    /// Asks a y/n question on the terminal (`edit`'s links): true, false,
    /// or nil when there is no terminal to ask on.
    public var askOnTerminal: (String) -> Bool? = TerminalQuestion.ask
    /// A line for stderr that is no failure.
    public var warn: (String) -> Void = { ErrorLine.write($0) }

    public init(
        write: @escaping ([UInt8]) throws -> Void,
        readStandardInput: @escaping () throws -> Data,
        standardInputIsTerminal: Bool,
        standardOutputIsTerminal: Bool
    ) {
        self.write = write
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
    }

    /// The process's own stdin and stdout.
    public static var standard: CommandIO {
        CommandIO(
            write: { bytes in try writeAll(bytes, to: STDOUT_FILENO) },
            readStandardInput: { try readAll(STDIN_FILENO) },
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// The most `add` reads from stdin: far above any note, and half the
    /// largest library notes-tui reads, so a piped `/dev/zero` ends in an
    /// error instead of eating the memory.
    public static let standardInputLimit = 256 << 20

    /// `write(2)` until done; a closed pipe (`| head`) ends the process by
    /// SIGPIPE, as for any Unix tool. Any other failure (ENOSPC, EIO) throws.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        var failure: Int32?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure {
            throw CommandError.cannotWrite("could not write to stdout: \(String(cString: strerror(failure))); what was printed is incomplete")
        }
    }

    /// `read(2)` to the end, bounded; a folder, a closed stdin or a read
    /// error is one line, not a crash.
    static func readAll(_ fd: Int32) throws -> Data {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "it is a folder" : String(cString: strerror(errno))
                throw CommandError.badInput("cannot read the text on stdin: \(reason); pipe the text in, or give it as arguments; nothing was added")
            }
            if count == 0 { return Data(bytes) }
            guard bytes.count + count <= standardInputLimit else {
                throw CommandError.badInput("the text on stdin is larger than \(standardInputLimit >> 20) MiB, too large for a note; nothing was added")
            }
            bytes += chunk[..<count]
        }
    }
}
