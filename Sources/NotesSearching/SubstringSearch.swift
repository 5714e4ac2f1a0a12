import Foundation

/// A query word, with what the byte search needs.
struct Needle {
    let word: String
    let bytes: [UInt8]
    let isASCII: Bool

    /// Longer needles get a KMP table (see `containsBytes`).
    static let shortLength = 32
    /// KMP's failure function: for each prefix, the length of its longest
    /// proper prefix that is also its suffix; nil for short needles.
    let failure: [Int]?

    /// The word canonically composed, as the folded notes' `composed`
    /// text is, and its KMP table: for the linear character search.
    let composedBytes: [UInt8]
    let composedFailure: [Int]

    /// What the word is in a text's ASCII stretches, which search keeps as
    /// they are and reads with capitals lowered (`FoldedText`): the
    /// composed word when that is ASCII with no capital (nil: it is in no
    /// ASCII stretch), and its KMP table when long.
    let asciiForm: [UInt8]?
    let asciiFailure: [Int]?

    init(_ word: String) {
        self.word = word
        bytes = Array(word.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        failure = bytes.count > Self.shortLength ? Self.failureTable(bytes) : nil
        composedBytes = isASCII ? bytes : Array(word.precomposedStringWithCanonicalMapping.utf8)
        composedFailure = Self.failureTable(composedBytes)
        let plain = composedBytes.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) }
        asciiForm = plain ? composedBytes : nil
        asciiFailure = plain && composedBytes.count > Self.shortLength ? composedFailure : nil
    }

    static func failureTable(_ bytes: [UInt8]) -> [Int] {
        var table = [Int](repeating: 0, count: bytes.count)
        var length = 0
        for index in bytes.indices.dropFirst() {
            while length > 0 && bytes[index] != bytes[length] { length = table[length - 1] }
            if bytes[index] == bytes[length] { length += 1 }
            table[index] = length
        }
        return table
    }
}

/// Substring search in linear time, for the search's long queries.
enum SubstringSearch {
    /// Words up to this many bytes are looked for with `String.contains`
    /// as they are: its cost, at most the text's length times the word's,
    /// stays linear in the text. Longer ones (a pasted paragraph, a
    /// crafted query) take the linear `containsCharacters`.
    static let directLength = 256

    /// Whether `needle`'s bytes occur in `haystack`. Short needles:
    /// `memchr` finds each candidate first byte, `memcmp` checks the rest
    /// (at most `Needle.shortLength` bytes a candidate). Longer ones: a
    /// Knuth–Morris–Pratt scan, linear whatever the text, so a crafted note
    /// and query cannot cost the product of their lengths.
    static func containsBytes(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: Needle) -> Bool {
        let bytes = needle.bytes
        guard let first = bytes.first else { return true }
        guard haystack.count >= bytes.count, let base = haystack.baseAddress else { return false }
        if let failure = needle.failure { return kmpMatches(haystack, bytes, failure) { _ in true } }
        return bytes.withUnsafeBufferPointer { needleBytes in
            var position = base
            let lastStart = base + (haystack.count - bytes.count)
            while position <= lastStart {
                guard let hit = memchr(position, Int32(first), lastStart - position + 1) else { return false }
                let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(candidate, needleBytes.baseAddress!, bytes.count) == 0 { return true }
                position = candidate + 1
            }
            return false
        }
    }

    /// Whether `needle` occurs in `composed` (canonically composed text):
    /// its composed bytes, ending where one of the text's characters ends
    /// (so "👍" does not match inside "👍🏽", nor "e" inside "é" written
    /// with a combining accent). `String.contains` agrees whenever this
    /// says yes; it may also match a word that ends inside a joined emoji.
    /// Linear: one KMP pass over the bytes, and one pass to mark the
    /// characters' boundaries, made only on a hit.
    static func containsCharacters(_ composed: String, _ needle: Needle) -> Bool {
        let bytes = needle.composedBytes
        guard !bytes.isEmpty else { return true }
        var text = composed
        return text.withUTF8 { haystack in
            guard haystack.count >= bytes.count else { return false }
            var boundaries: [Bool]?
            return kmpMatches(haystack, bytes, needle.composedFailure) { start in
                if boundaries == nil { boundaries = characterBoundaries(of: composed, byteCount: haystack.count) }
                return boundaries![start + bytes.count]
            }
        }
    }

    /// For each byte offset of `text`'s UTF-8 (and its end): whether a
    /// character starts there.
    private static func characterBoundaries(of text: String, byteCount: Int) -> [Bool] {
        var marks = [Bool](repeating: false, count: byteCount + 1)
        marks[byteCount] = true
        var offset = 0, previous = text.startIndex
        for index in text.indices {
            offset += text.utf8.distance(from: previous, to: index)
            marks[offset] = true
            previous = index
        }
        return marks
    }

    /// Every place `needle` occurs, in order, until `accept` takes one.
    /// `lowering`: the haystack's ASCII capitals read as small letters.
    static func kmpMatches(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], _ failure: [Int],
                           lowering: Bool = false, accept: (Int) -> Bool) -> Bool {
        var matched = 0
        for (offset, raw) in haystack.enumerated() {
            let byte = lowering ? lowered(raw) : raw
            while matched > 0 && needle[matched] != byte { matched = failure[matched - 1] }
            if needle[matched] == byte { matched += 1 }
            if matched == needle.count {
                if accept(offset + 1 - needle.count) { return true }
                matched = failure[matched - 1]
            }
        }
        return false
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
