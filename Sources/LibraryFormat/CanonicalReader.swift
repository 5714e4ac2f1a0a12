import Foundation
import NotesModel

/// Reads a library file's bytes forward, accepting only what
/// `LibraryCodec.encode` writes: each method checks one piece and moves on,
/// or says no and leaves the reader where it was. What it accepts, the
/// decoder reads and the encoder writes back unchanged (the property
/// `CanonicalLibraryTests` checks).
struct CanonicalReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var base: UnsafePointer<UInt8> { bytes.baseAddress! }

    mutating func literal(_ text: StaticString) -> Bool {
        text.withUTF8Buffer { literal(bytes: $0) }
    }

    mutating func literal(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { literal(bytes: $0) }
    }

    private mutating func literal(bytes text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count - offset >= text.count, memcmp(base + offset, text.baseAddress!, text.count) == 0 else { return false }
        offset += text.count
        return true
    }

    /// An id as the encoder writes it (upper-case hex, dashes in place):
    /// its 128 bits and where its text starts.
    mutating func uuid() -> (value: IDBits, start: Int)? {
        guard bytes.count - offset >= 36 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for index in 0..<36 {
            let byte = base[offset + index]
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            high = high << 4 | low >> 60
            low = low << 4 | digit
        }
        defer { offset += 36 }
        return (IDBits(high: high, low: low), offset)
    }

    /// An id's 128 bits, to find a repeated one without making UUIDs.
    struct IDBits: Hashable {
        let high: UInt64
        let low: UInt64
    }

    /// Whether the id text at `left` sorts before the one at `right`.
    func idText(at left: Int, precedes right: Int) -> Bool {
        memcmp(base + left, base + right, 36) < 0
    }

    /// A date's text up to its closing quote as the encoder writes it,
    /// `YYYY-MM-DDTHH:MM:SSZ` or with `.mmm` when the milliseconds are not
    /// zero; its milliseconds since 1970. (In UTC, the text is the date's
    /// calendar fields one for one, so a valid date in this shape is
    /// exactly what `LibraryDate.append` writes for it.)
    mutating func date() -> Int64? {
        let length: Int
        if bytes.count - offset > 20, base[offset + 19] == UInt8(ascii: "Z"), base[offset + 20] == UInt8(ascii: "\"") {
            length = 20
        } else if bytes.count - offset > 24, base[offset + 19] == UInt8(ascii: "."), base[offset + 23] == UInt8(ascii: "Z"),
                  base[offset + 24] == UInt8(ascii: "\""),
                  !(base[offset + 20] == UInt8(ascii: "0") && base[offset + 21] == UInt8(ascii: "0") && base[offset + 22] == UInt8(ascii: "0")) {
            length = 24
        } else {
            return nil
        }
        // Digits everywhere but the separators, which must be these.
        for index in 0..<length - 1 {
            let byte = base[offset + index]
            switch index {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 10: guard byte == UInt8(ascii: "T") else { return nil }
            case 13, 16: guard byte == UInt8(ascii: ":") else { return nil }
            case 19: continue
            default: guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            }
        }
        guard let milliseconds = LibraryDate.parseMilliseconds(UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
        else { return nil }
        offset += length
        return milliseconds
    }

    /// A string literal as the encoder writes one: UTF-8 text with only
    /// quotes, backslashes and control characters escaped, each in its
    /// shortest form (`\n`, else `\u00XX` in lower case). Eight bytes at a
    /// time while they are plain ASCII (most text).
    mutating func string() -> Bool {
        guard offset < bytes.count, base[offset] == UInt8(ascii: "\"") else { return false }
        var position = offset + 1
        let end = bytes.count
        while position < end {
            if position + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let flagged = JSONPlainBytes.specialOrNonASCIIBits(word)
                // Straight to the first byte that needs a look.
                position += flagged == 0 ? 8 : flagged.trailingZeroBitCount / 8
                if flagged == 0 { continue }
            }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                offset = position + 1
                return true
            case UInt8(ascii: "\\"):
                guard let length = canonicalEscapeLength(at: position) else { return false }
                position += length
            case 0..<0x20:
                // A raw control character: not JSON.
                return false
            case 0x80...:
                guard let length = UTF8Check.sequenceLength(base, at: position, end: end) else { return false }
                position += length
            default:
                position += 1
            }
        }
        return false
    }

    /// The length of the escape at `start` when the encoder writes it so.
    private func canonicalEscapeLength(at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch base[start + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"),
             UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
            return 2
        case UInt8(ascii: "u"):
            guard start + 6 <= bytes.count, base[start + 2] == UInt8(ascii: "0"), base[start + 3] == UInt8(ascii: "0")
            else { return nil }
            let high = base[start + 4], low = base[start + 5]
            guard high == UInt8(ascii: "0") || high == UInt8(ascii: "1") else { return nil }
            let lowValue: UInt8
            switch low {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lowValue = low - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): lowValue = low - UInt8(ascii: "a") + 10
            default: return nil
            }
            let value = (high - UInt8(ascii: "0")) << 4 | lowValue
            // These have short forms, which the encoder writes instead.
            guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) else { return nil }
            return 6
        default:
            return nil
        }
    }
}

/// UTF-8 as the standard library accepts it (Unicode's table 3-7: no
/// overlong forms, no surrogates, nothing past U+10FFFF).
enum UTF8Check {
    static func isValid(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if base[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(base, at: index, end: end) else { return false }
            index += length
        }
        return true
    }

    /// The length of the well-formed sequence at `index` (whose lead byte
    /// is not ASCII), or nil when it is not one.
    @inline(__always)
    static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int? {
        // The second byte's range depends on the lead; the rest are 80–BF.
        let count: Int, second: ClosedRange<UInt8>
        switch base[index] {
        case 0xC2...0xDF: (count, second) = (2, 0x80...0xBF)
        case 0xE0: (count, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (count, second) = (3, 0x80...0xBF)
        case 0xED: (count, second) = (3, 0x80...0x9F)
        case 0xF0: (count, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (count, second) = (4, 0x80...0xBF)
        case 0xF4: (count, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + count <= end, second.contains(base[index + 1]) else { return nil }
        for offset in 2..<count where base[index + offset] & 0xC0 != 0x80 { return nil }
        return count
    }
}
