import Foundation
import NotesModel

// MARK: - Strings: the hot path of loading a library (most of a file is
// note bodies), so plain bytes are skipped eight at a time and UTF-8 is
// checked once per string.

extension JSONScanner {
    /// Reads a string value, checking that it is UTF-8 (escapes only ever
    /// add whole scalars, so checking the unescaped bytes is enough).
    mutating func readString() throws -> String {
        if let raw = try readRawString() { return try string(raw) }
        return try scratch.withUnsafeBufferPointer { try string($0) }
    }

    /// Reads a string value into `texts`, checked as `readString` checks
    /// it, and returns where its bytes are there.
    mutating func readText(into texts: inout NoteTextWriter) throws -> Range<Int> {
        if let raw = try readRawString() {
            try checkUTF8(raw)
            return texts.append(raw)
        }
        return try scratch.withUnsafeBufferPointer { bytes in
            try checkUTF8(bytes)
            return texts.append(bytes)
        }
    }

    private func checkUTF8(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        // Checked in place: a string made only to be checked cost an
        // allocation a text, on the heap both decoding threads share.
        guard let base = bytes.baseAddress, !Self.isASCII(bytes) else { return }
        guard UTF8Check.isValid(base, from: 0, to: bytes.count) else { throw fail(.unexpected("text that is not UTF-8")) }
    }

    /// Skips a string value, checking it as `readString` does.
    mutating func skipString() throws {
        _ = try readString()
    }

    /// Makes a String, checking the bytes once. ASCII (most strings) is
    /// UTF-8 by definition and goes through `String(decoding:)`, which is
    /// specialised (the generic `String(validating:)` spends much of a
    /// load in runtime metadata look-ups).
    func string(_ bytes: UnsafeBufferPointer<UInt8>) throws -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if Self.isASCII(bytes) { return text }
        // Other text: the repairing decode (specialised, fast) changes the
        // bytes exactly when they are not UTF-8, so comparing them is the
        // check — far cheaper than `String(validating:)`.
        let isUnchanged = text.withUTF8 { decoded in
            decoded.count == bytes.count && memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        guard isUnchanged else { throw fail(.unexpected("text that is not UTF-8")) }
        return text
    }

    /// Whether no byte has its high bit set, eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var seen: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            seen |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    /// Calls `body` with the bytes of a string value (escapes resolved), not yet
    /// checked as UTF-8; for values parsed further, such as dates.
    mutating func withStringBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        if let raw = try readRawString() { return try body(raw) }
        return try scratch.withUnsafeBufferPointer { try body($0) }
    }

    /// Consumes a string. Returns its bytes when it has no escapes; otherwise
    /// leaves the unescaped bytes in `scratch` and returns nil.
    mutating func readRawString() throws -> UnsafeBufferPointer<UInt8>? {
        try expect(UInt8(ascii: "\""), "a string")
        let start = offset
        while offset < bytes.count {
            skipPlainStringBytes()
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)])
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail(.unexpected("a control character inside a string")) }
            offset += 1
        }
        guard offset < bytes.count else { throw fail(.unexpectedEnd) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        var runStart = offset
        while offset < bytes.count {
            skipPlainStringBytes()
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                // Plain runs are copied in one go; bodies have many escaped newlines.
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                if byte == UInt8(ascii: "\"") { offset += 1; return nil }
                try readEscape()
                runStart = offset
            } else if byte < 0x20 {
                throw fail(.unexpected("a control character inside a string"))
            } else {
                offset += 1
            }
        }
        throw fail(.unexpectedEnd)
    }

    /// Moves past bytes that need no attention inside a string — anything
    /// but `"`, `\\` and control characters — eight at a time.
    mutating func skipPlainStringBytes() {
        guard let base = bytes.baseAddress else { return }
        offset = JSONPlainBytes.firstSpecial(in: base, from: offset, to: bytes.count)
    }

    mutating func readEscape() throws {
        offset += 1
        guard offset < bytes.count else { throw fail(.unexpectedEnd) }
        let code = bytes[offset]
        offset += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalarValue = try readHex4()
            if (0xD800...0xDBFF).contains(scalarValue) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw fail(.unexpected("a lone UTF-16 surrogate in a \\u escape"))
                }
                offset += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw fail(.unexpected("a lone UTF-16 surrogate in a \\u escape")) }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw fail(.unexpected("a lone UTF-16 surrogate in a \\u escape"))
            }
            scratch.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw fail(.unexpected("an unknown escape \\\(Character(Unicode.Scalar(code)))"), at: offset - 2)
        }
    }

    mutating func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw fail(.unexpectedEnd) }
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail(.unexpected("a \\u escape needs four hex digits"))
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
