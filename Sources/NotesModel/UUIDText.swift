import Foundation

/// UUID text without Foundation's `uuid_parse`/`sprintf` path, which was the
/// largest single cost of loading and saving 10,000 notes on Linux.
/// Writes upper case (as `uuidString` does); reads either case.
public enum UUIDText {
    /// Dash positions in `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`.
    private static func isDashPosition(_ index: Int) -> Bool {
        index == 8 || index == 13 || index == 18 || index == 23
    }

    package static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = withUnsafeMutableBytes(of: &value) { bytes -> Bool in
            var byteIndex = 0
            var index = 0
            while index < 36 {
                if isDashPosition(index) {
                    guard text[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                    continue
                }
                guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else { return false }
                bytes[byteIndex] = high << 4 | low
                byteIndex += 1
                index += 2
            }
            return true
        }
        return isValid ? UUID(uuid: value) : nil
    }

    /// The upper-case text of `id`, or of its first `characters`, appended
    /// at once (byte by byte, each append checked the array: a twentieth of
    /// encoding a library).
    public static func append(_ id: UUID, characters: Int = 36, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
            write(id, into: text)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<min(max(0, characters), 36)]))
        }
    }

    /// The upper-case text of `id`, as `uuidString` gives it, without
    /// `snprintf`, which would be a large part of `list`'s time.
    static func string(_ id: UUID) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            write(id, into: buffer)
            return 36
        }
    }

    /// The 36 bytes of `id`'s text, into `text` (at least 36 long).
    private static func write(_ id: UUID, into text: UnsafeMutableBufferPointer<UInt8>) {
        var end = 0
        withUnsafeBytes(of: id.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[end] = UInt8(ascii: "-")
                    end += 1
                }
                text[end] = hexDigit(byte >> 4)
                text[end + 1] = hexDigit(byte & 0x0F)
                end += 2
            }
        }
    }

    /// The order of the ids' texts (upper-case hex compares as the bytes
    /// do), without making either text.
    static func precedes(_ lhs: UUID, _ rhs: UUID) -> Bool {
        withUnsafeBytes(of: lhs.uuid) { left in
            withUnsafeBytes(of: rhs.uuid) { right in
                left.lexicographicallyPrecedes(right)
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}

extension UUID {
    /// `uuidString`, made without Foundation's formatting path.
    public var text: String { UUIDText.string(self) }

    /// Whether this id's text sorts before `other`'s: the stable tie-break
    /// of every note order.
    public func textPrecedes(_ other: UUID) -> Bool { UUIDText.precedes(self, other) }
}
