/// Decodes UTF-8 that arrives in arbitrary pieces (a character may be split
/// between two reads) into characters. All input is decoded here rather
/// than by curses' `get_wch`, which takes the bytes after an invalid one
/// into the same failed character (up to 16): a stray 0x9B swallowed the
/// text after it and a paste's end marker.
///
/// Bytes that are not UTF-8 become U+FFFD, one for each maximal invalid
/// part, as Swift's own decoding does; the next byte always starts afresh,
/// so nothing valid after them is lost.
struct UTF8Stream {
    private var value: UInt32 = 0
    private var needed = 0
    /// The range the next continuation byte must be in (narrower after
    /// E0, ED, F0 and F4: no overlong forms, surrogates or values past U+10FFFF).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// True while a character has begun but not ended.
    var isInsideCharacter: Bool { needed > 0 }

    mutating func decode(_ bytes: UnsafeRawBufferPointer, into output: inout [RawInput]) {
        output.reserveCapacity(output.count + bytes.count)
        for byte in bytes { decode(byte, into: &output) }
    }

    mutating func decode(_ byte: UInt8, into output: inout [RawInput]) {
        if needed > 0 {
            if byte >= lower, byte <= upper {
                value = value << 6 | UInt32(byte & 0x3F)
                needed -= 1
                (lower, upper) = (0x80, 0xBF)
                if needed == 0 { output.append(.char(value)) }
                return
            }
            // The character was cut short; this byte starts afresh.
            interrupt(into: &output)
        }
        switch byte {
        case 0x00..<0x80: output.append(.char(UInt32(byte)))
        case 0xC2...0xDF: begin(byte & 0x1F, needing: 1)
        case 0xE0: begin(0, needing: 2, lower: 0xA0)
        case 0xED: begin(0x0D, needing: 2, upper: 0x9F)
        case 0xE1...0xEF: begin(byte & 0x0F, needing: 2)
        case 0xF0: begin(0, needing: 3, lower: 0x90)
        case 0xF4: begin(0x04, needing: 3, upper: 0x8F)
        case 0xF1...0xF3: begin(byte & 0x07, needing: 3)
        default: output.append(.char(0xFFFD))
        }
    }

    /// Something other than a byte came (a key code): a character begun
    /// and not ended is U+FFFD.
    mutating func interrupt(into output: inout [RawInput]) {
        guard needed > 0 else { return }
        output.append(.char(0xFFFD))
        needed = 0
        (lower, upper) = (0x80, 0xBF)
    }

    private mutating func begin(_ bits: UInt8, needing count: Int, lower: UInt8 = 0x80, upper: UInt8 = 0xBF) {
        value = UInt32(bits)
        needed = count
        (self.lower, self.upper) = (lower, upper)
    }
}
