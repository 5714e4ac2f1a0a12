
/// Finding the bytes a JSON string cannot hold as they are (`"`, `\` and
/// control characters), eight at a time: strings are nearly all of a
/// library's bytes, and both reading and writing them a byte at a time
/// would be the largest cost of each.
enum JSONPlainBytes {
    /// The high bit of each special byte of `word` (little-endian) —
    /// exactly for the lowest one, which is all a reader needs.
    ///
    /// The bit trick: for a 64-bit word `x`, `(x - 0x0101…) & ~x & 0x8080…`
    /// sets the high bit of each zero byte — exactly for the lowest one
    /// (a borrow only runs upwards). XOR with a repeated byte turns "equals
    /// that byte" into "is zero"; subtracting 0x2020… instead finds the
    /// bytes below 0x20.
    @inline(__always)
    static func specialBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
        return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
            & 0x8080_8080_8080_8080
    }

    /// `specialBits`, and the high bit of each byte that is not ASCII: in
    /// a little-endian word, the lowest set bit is in the first byte a
    /// string reader must look at (zero: eight plain ASCII bytes).
    @inline(__always)
    static func specialOrNonASCIIBits(_ word: UInt64) -> UInt64 {
        specialBits(word) | (word & 0x8080_8080_8080_8080)
    }

    /// The offset of the first special byte in `start..<end`, or `end`.
    @inline(__always)
    static func firstSpecial(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        while offset + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let special = specialBits(word)
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
