import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The standard streams as a command sees them. A value, so a test can run
/// a command with its own stdin and terminal flags.
public struct CommandIO {
    /// Writes bytes to stdout.
    public var write: ([UInt8]) -> Void
    /// Everything on stdin, up to its end.
    public var readStandardInput: () -> Data
    public var standardInputIsTerminal: Bool
    /// Decides whether note text is made safe for a terminal (docs/behaviour.md §6:
    /// no escape sequence from a note ever reaches a terminal raw).
    public var standardOutputIsTerminal: Bool

    public init(
        write: @escaping ([UInt8]) -> Void,
        readStandardInput: @escaping () -> Data,
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
            write: { bytes in writeAll(bytes, to: STDOUT_FILENO) },
            readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// `write(2)` until done; a closed pipe (`| head`) ends the process by
    /// SIGPIPE, as for any Unix tool.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
