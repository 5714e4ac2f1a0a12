import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A y/n question on the controlling terminal (`/dev/tty`), so that it is
/// asked even when stdout or stdin is a pipe; no terminal: no answer.
enum TerminalQuestion {
    static func ask(_ question: String) -> Bool? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var prompt = Array(question.utf8)
        while true {
            _ = write(tty, &prompt, prompt.count)
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while true {
                let count = read(tty, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { return line.isEmpty ? nil : Self.answer(line) }
                if byte == 0x0A { break }
                line.append(byte)
            }
            if let answer = Self.answer(line) { return answer }
            prompt = Array("Please answer y or n: ".utf8)
        }
    }

    /// y/yes or n/no, any case, spaces around forgiven.
    static func answer(_ bytes: [UInt8]) -> Bool? {
        switch String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "y", "yes": return true
        case "n", "no": return false
        default: return nil
        }
    }
}
