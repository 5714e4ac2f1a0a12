import Foundation
import NotesModel

/// Folding worked out letter by letter for text in Latin scripts: each
/// letter of Latin-1 and Latin Extended-A whose folding is one ASCII
/// letter ("é", "Ç", "ø" to "e", "c", "o"), from a table made once with
/// search's own folding. A text whose every stretch folds exactly to its
/// letters mapped this way (`FoldedText.Form.mapped`, checked when the
/// text is folded) keeps no folding: search maps it as it reads. Kept
/// foldings would otherwise be a large part of search's memory in a
/// library where many notes have accented words.
enum LatinFolding {
    /// The scalars the table covers: U+0080 up to this.
    static let lastScalar: UInt32 = 0x17F
    /// For each scalar from U+0080: its folding when that is one ASCII
    /// letter, else 0.
    private static let table: [UInt8] = (0x80...lastScalar).map { value in
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        let folded = TextFolding.fold(String(Character(scalar))).utf8
        guard folded.count == 1, let byte = folded.first, byte &- 0x61 < 26 else { return 0 }
        return byte
    }

    /// Scalar `value`'s ASCII letter, or nil.
    static func letter(_ value: UInt32) -> UInt8? {
        guard value >= 0x80, value <= lastScalar else { return nil }
        let byte = table[Int(value - 0x80)]
        return byte == 0 ? nil : byte
    }

    /// The scalar starting at `index` of valid UTF-8 `bytes` (whose byte
    /// there is not ASCII), and the index after it.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, end: Int) {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, index + length)
    }

    /// `bytes[range]` folded letter by letter (ASCII lowered, the rest by
    /// the table), or nil when a scalar has no ASCII letter.
    static func mapped(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                out.append(SubstringSearch.lowered(byte))
                index += 1
                continue
            }
            let (value, end) = scalar(in: bytes, at: index)
            guard let letter = letter(value) else { return nil }
            out.append(letter)
            index = end
        }
        return out
    }

    /// Whether the folding of `bytes` (every scalar ASCII or a letter of
    /// the table) contains `needle` (ASCII, lowered), `failure` its KMP
    /// table when long. A match of ASCII bytes alone is found in the text
    /// as it is; one that takes in a mapped letter lies within
    /// `needle.count - 1` letters of it on either side, so only those
    /// stretches are mapped, into a buffer no longer than the text.
    static func contains(_ needle: [UInt8], failure: [Int]?, inMapped bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        // The folding has a byte a scalar, so no more bytes than the text.
        guard bytes.count >= needle.count else { return false }
        if SubstringSearch.containsIgnoringCase(bytes, needle, failure: failure) { return true }
        let reach = needle.count - 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { window in
            var index = 0
            while let lead = nextNonASCII(in: bytes, from: index) {
                // Back `reach` letters (a continuation byte is no letter's start).
                var start = lead, steps = 0
                while steps < reach, start > 0 {
                    start -= 1
                    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                    steps += 1
                }
                // On to `reach` ASCII letters past the last mapped one.
                var count = 0, position = start, asciiSinceMapped = 0, seenMapped = false
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte < 0x80 {
                        if seenMapped, asciiSinceMapped == reach { break }
                        window[count] = SubstringSearch.lowered(byte)
                        position += 1
                        if seenMapped { asciiSinceMapped += 1 }
                    } else {
                        let (value, end) = scalar(in: bytes, at: position)
                        // Never an ASCII byte: a letter the table lacks matches nothing.
                        window[count] = letter(value) ?? 0x80
                        position = end
                        (seenMapped, asciiSinceMapped) = (true, 0)
                    }
                    count += 1
                }
                let mapped = UnsafeBufferPointer(rebasing: window[..<count])
                if SubstringSearch.containsIgnoringCase(mapped, needle, failure: failure) { return true }
                index = position
            }
            return false
        }
    }

    /// The first byte at or after `index` that is not ASCII, eight bytes
    /// at a time.
    private static func nextNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = index
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let high = word & 0x8080_8080_8080_8080
            if high != 0 { return index + high.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }
}
