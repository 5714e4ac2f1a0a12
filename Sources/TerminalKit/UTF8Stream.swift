/// Decodes UTF-8 that arrives in arbitrary pieces (a character may be split
/// between two reads) into the same values `get_wch` hands out. Invalid
/// bytes become U+FFFD. Used for the bulk of a bracketed paste, which is
/// read straight from the terminal rather than byte by byte through curses.
struct UTF8Stream {
    private var value: UInt32 = 0
    private var needed = 0

    mutating func decode(_ bytes: UnsafeRawBufferPointer, into output: inout [RawInput]) {
        output.reserveCapacity(output.count + bytes.count)
        for byte in bytes {
            if needed > 0 {
                if byte & 0xC0 == 0x80 {
                    value = value << 6 | UInt32(byte & 0x3F)
                    needed -= 1
                    if needed == 0 { output.append(.char(value)) }
                    continue
                }
                // The character was cut short; this byte starts afresh.
                output.append(.char(0xFFFD))
                needed = 0
            }
            switch byte {
            case 0x00..<0x80:
                output.append(.char(UInt32(byte)))
            case 0xC2...0xDF:
                value = UInt32(byte & 0x1F)
                needed = 1
            case 0xE0...0xEF:
                value = UInt32(byte & 0x0F)
                needed = 2
            case 0xF0...0xF4:
                value = UInt32(byte & 0x07)
                needed = 3
            default:
                output.append(.char(0xFFFD))
            }
        }
    }
}
