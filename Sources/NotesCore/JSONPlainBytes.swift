/// Finding the bytes a JSON string cannot hold as they are (`"`, `\` and
/// control characters), eight at a time: strings are nearly all of a
/// library's bytes, and both reading and writing them a byte at a time
/// was the largest cost of each (a third of a load, under callgrind).
enum JSONPlainBytes {
    /// The offset of the first such byte in `start..<end`, or `end`.
    ///
    /// The bit trick: for a 64-bit word `x`, `(x - 0x0101…) & ~x & 0x8080…`
    /// sets the high bit of each zero byte — exactly for the lowest one,
    /// which is all that is needed here (a borrow only runs upwards). XOR
    /// with a repeated byte turns "equals that byte" into "is zero";
    /// subtracting 0x2020… instead finds the bytes below 0x20.
    @inline(__always)
    static func firstSpecial(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = start
        while offset + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
            let special = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                | (word &- ones &* 0x20) & ~word) & highBits
            if special != 0 { return offset + special.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < end {
            let byte = base[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return offset }
            offset += 1
        }
        return end
    }
}
