import Foundation

/// Building failures and turning byte offsets into what a person can find
/// in an editor.
extension JSONScanner {
    func fail(_ kind: Failure.Kind, at position: Int? = nil) -> Failure {
        Failure(kind: kind, offset: position ?? offset)
    }

    func unexpectedHere(expected: String) -> Failure {
        guard offset < bytes.count else { return fail(.unexpectedEnd) }
        let byte = bytes[offset]
        if byte >= 0x80 { return fail(.unexpected("unexpected non-ASCII character; expected \(expected)")) }
        let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
        return fail(.unexpected("unexpected \(shown); expected \(expected)"))
    }

    /// 1-based line and column (in bytes) of `position`.
    func lineAndColumn(of position: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, position - lineStart + 1)
    }
}
