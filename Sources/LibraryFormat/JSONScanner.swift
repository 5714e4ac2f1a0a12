import Foundation

/// A strict, allocation-light JSON tokenizer over UTF-8 bytes (RFC 8259).
///
/// The library decoder drives it field by field, so a large file is read in
/// one pass with no intermediate tree, and every error knows its byte offset
/// (turned into a line and column only when reporting).
struct JSONScanner {
    /// What went wrong, and at which byte.
    struct Failure: Error {
        enum Kind {
            case unexpectedEnd
            case unexpected(String)
        }
        var kind: Kind
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// Deep nesting in an unknown field must not overflow the stack.
    private static let maximumDepth = 512
    /// Reused for strings with escapes, to avoid an allocation per string.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A byte-order mark is not JSON, but editors add it; skip it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    // MARK: - Structure

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// The next significant byte, without consuming it; nil at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard let next = peek() else { throw fail(.unexpectedEnd) }
        guard next == byte else { throw unexpectedHere(expected: what) }
        offset += 1
    }

    /// Moves into the object or array at hand; the caller checked its kind.
    mutating func enter() { offset += 1 }

    /// The next key of the object being read, or nil after its closing brace.
    mutating func nextKey(isFirst: inout Bool) throws -> String? {
        guard let next = peek() else { throw fail(.unexpectedEnd) }
        if next == UInt8(ascii: "}") { offset += 1; return nil }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw unexpectedHere(expected: "',' or '}'") }
            offset += 1
        }
        isFirst = false
        guard let quote = peek() else { throw fail(.unexpectedEnd) }
        guard quote == UInt8(ascii: "\"") else { throw unexpectedHere(expected: "a quoted key") }
        let key = try readString()
        try expect(UInt8(ascii: ":"), "':' after a key")
        return key
    }

    /// Whether another element of the array being read follows; false after `]`.
    mutating func nextElement(isFirst: inout Bool) throws -> Bool {
        guard let next = peek() else { throw fail(.unexpectedEnd) }
        if next == UInt8(ascii: "]") { offset += 1; return false }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw unexpectedHere(expected: "',' or ']'") }
            offset += 1
        }
        isFirst = false
        return true
    }

    // MARK: - Kinds

    /// How a person would call the value that starts here ("a string", …).
    mutating func kindOfNextValue() throws -> String {
        guard let next = peek() else { throw fail(.unexpectedEnd) }
        switch next {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "true/false"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: throw unexpectedHere(expected: "a value")
        }
    }

    // MARK: - Values

    /// Reads a literal (`true`, `false`, `null`) or reports what is there.
    mutating func readLiteral() throws -> Bool? {
        guard let first = peek() else { throw fail(.unexpectedEnd) }
        switch first {
        case UInt8(ascii: "t"): try matchLiteral("true"); return true
        case UInt8(ascii: "f"): try matchLiteral("false"); return false
        case UInt8(ascii: "n"): try matchLiteral("null"); return nil
        default: throw unexpectedHere(expected: "a value")
        }
    }

    private mutating func matchLiteral(_ word: String) throws {
        for (index, expected) in word.utf8.enumerated() {
            guard offset + index < bytes.count else { throw fail(.unexpectedEnd, at: bytes.count) }
            guard bytes[offset + index] == expected else {
                throw fail(.unexpected("unexpected character in '\(word)'"), at: offset + index)
            }
        }
        offset += word.utf8.count
    }

    /// Reads a number; returns it when it is a whole number that fits an Int.
    mutating func readNumber() throws -> Int? {
        _ = peek()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        try skipDigits(atLeastOne: true)
        if offset - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw fail(.unexpected("a number with a leading zero"), at: integerStart)
        }
        var isWhole = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            isWhole = false
            try skipDigits(atLeastOne: true)
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            isWhole = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            try skipDigits(atLeastOne: true)
        }
        guard isWhole else { return nil }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
    }

    private mutating func skipDigits(atLeastOne: Bool) throws {
        let start = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
        if atLeastOne && offset == start {
            if offset >= bytes.count { throw fail(.unexpectedEnd) }
            throw fail(.unexpected("a digit is missing"))
        }
    }

    /// Skips any value (for fields this version does not know), checking it is JSON.
    mutating func skipValue(depth: Int = 0) throws {
        guard depth < Self.maximumDepth else { throw fail(.unexpected("nesting deeper than \(Self.maximumDepth) levels")) }
        guard let next = peek() else { throw fail(.unexpectedEnd) }
        switch next {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"):
            enter()
            var isFirst = true
            while try nextKey(isFirst: &isFirst) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            enter()
            var isFirst = true
            while try nextElement(isFirst: &isFirst) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readNumber()
        default:
            _ = try readLiteral()
        }
    }
}
