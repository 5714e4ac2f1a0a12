import Foundation

extension SubstringSearch {
    /// Whether `needle` (ASCII, no capitals) occurs in `text` with the
    /// text's ASCII capitals read as small letters: what a byte search of
    /// the folded text answers in ASCII text, whose folding lowers its
    /// capitals and nothing else (`NotesSearch.fastFold`). So ASCII text
    /// keeps no folded copy (`FoldedText`).
    ///
    /// Candidates for the first byte are found 16 bytes at a time (either
    /// case of a letter); each is checked for at most `Needle.shortLength`
    /// bytes. Longer needles take a KMP scan, linear whatever the text.
    static func containsIgnoringCase(_ text: String, _ needle: [UInt8], failure: [Int]?) -> Bool {
        var text = text
        return text.withUTF8 { containsIgnoringCase($0, needle, failure: failure) }
    }

    static func containsIgnoringCase(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], failure: [Int]?) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count, let base = haystack.baseAddress else { return false }
        if let failure { return kmpMatches(haystack, needle, failure, lowering: true) { _ in true } }
        return needle.withUnsafeBufferPointer { needle in
            let lastStart = haystack.count - needle.count
            func matches(at start: Int) -> Bool {
                for offset in 1..<needle.count where lowered(base[start + offset]) != needle[offset] { return false }
                return true
            }
            // A small letter's capital differs from it only in 0x20.
            let isLetter = first &- 0x61 < 26
            let pattern = SIMD16<UInt8>(repeating: first)
            let caseBit = SIMD16<UInt8>(repeating: isLetter ? 0x20 : 0)
            var start = 0
            while start + 16 <= lastStart + 1 {
                let block = UnsafeRawPointer(base + start).loadUnaligned(as: SIMD16<UInt8>.self)
                let hits = (block | caseBit) .== pattern
                if any(hits) {
                    for lane in 0..<16 where hits[lane] && matches(at: start + lane) { return true }
                }
                start += 16
            }
            while start <= lastStart {
                if (isLetter ? base[start] | 0x20 : base[start]) == first, matches(at: start) { return true }
                start += 1
            }
            return false
        }
    }
}
