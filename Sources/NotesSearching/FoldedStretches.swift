import Foundation

/// The stretches of a text that are not ASCII (`FoldedText`), packed in
/// one allocation: each stretch's place in the text, then all their
/// foldings joined by line breaks, then the same canonically composed
/// (only when composing changes it).
///
/// Search asks only whether a word occurs in any stretch's folding, and a
/// query word holds no white space, so a match in the joined foldings lies
/// inside one stretch: every stretch but the last ends in the ASCII white
/// space where its piece was cut, and the line break after it is a
/// character of its own (nothing joins to it but a CR before it, and
/// neither is in a word). One allocation a text, because a record and a
/// string for each stretch would make these foldings a large part of
/// search's memory in a library where many notes are not ASCII.
final class FoldedStretches: ManagedBuffer<FoldedStretches.Counts, UInt8> {
    /// 32-bit counts: 16 bytes, not 40, in every text that is not ASCII.
    struct Counts {
        let stretchCount: UInt32
        let foldedCount: UInt32
        let composedCount: UInt32
        /// False when composing the foldings changes nothing (nearly
        /// always): then no composed copy is kept.
        let hasComposed: Bool
        /// Whether every ASCII character of the composed foldings is a
        /// character on its own (`FoldedText.asciiStandsAlone`): then a
        /// byte match of an ASCII word is a match.
        let asciiStandsAlone: Bool
    }

    /// Bytes a stretch's record takes: its start and end in the text's
    /// UTF-8, and where its folding ends in the joined foldings.
    private static let recordSize = 3 * MemoryLayout<UInt32>.size
    static let separator = UInt8(ascii: "\n")

    /// Nil when there is no stretch. Places and the foldings' length must
    /// fit 32 bits, or this traps: a text of 4 GiB could not have been
    /// loaded, and folding grows text at most elevenfold (U+FDFA).
    static func make(_ stretches: [(start: Int, end: Int, folded: String)]) -> FoldedStretches? {
        guard !stretches.isEmpty else { return nil }
        var joined: [UInt8] = []
        var records: [UInt32] = []
        for (index, stretch) in stretches.enumerated() {
            if index > 0 { joined.append(separator) }
            joined += stretch.folded.utf8
            records += [UInt32(stretch.start), UInt32(stretch.end), UInt32(joined.count)]
        }
        let folded = String(decoding: joined, as: UTF8.self)
        let composed = folded.precomposedStringWithCanonicalMapping
        let composedBytes: [UInt8]? = composed.utf8.elementsEqual(joined) ? nil : Array(composed.utf8)
        let counts = Counts(stretchCount: UInt32(stretches.count), foldedCount: UInt32(joined.count),
                            composedCount: UInt32(composedBytes?.count ?? 0), hasComposed: composedBytes != nil,
                            asciiStandsAlone: FoldedText.asciiStandsAlone(in: composed))
        let capacity = records.count * MemoryLayout<UInt32>.size + joined.count + (composedBytes?.count ?? 0)
        let buffer = create(minimumCapacity: capacity) { _ in counts }
        buffer.withUnsafeMutablePointerToElements { tail in
            // Copies that take empty bytes (every folding may be empty).
            var offset = 0
            func append(_ bytes: UnsafeRawBufferPointer) {
                UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(tail) + offset, count: bytes.count).copyMemory(from: bytes)
                offset += bytes.count
            }
            records.withUnsafeBytes(append)
            joined.withUnsafeBytes(append)
            composedBytes?.withUnsafeBytes(append)
        }
        // The tail's elements are bytes, which need no deinitialising.
        return unsafeDowncast(buffer, to: FoldedStretches.self)
    }

    var count: Int { Int(header.stretchCount) }
    var asciiStandsAlone: Bool { header.asciiStandsAlone }
    private var foldedCount: Int { Int(header.foldedCount) }

    /// Stretch `index`'s start and end in the text's UTF-8, and where its
    /// folding ends in the joined foldings.
    func record(_ index: Int) -> (start: Int, end: Int, foldedEnd: Int) {
        withUnsafeMutablePointerToElements { tail in
            let raw = UnsafeRawPointer(tail) + index * Self.recordSize
            let field = { (at: Int) in Int(raw.loadUnaligned(fromByteOffset: at * 4, as: UInt32.self)) }
            return (field(0), field(1), field(2))
        }
    }

    /// The foldings joined by line breaks, as bytes.
    func withFoldedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeMutablePointerToElements { tail in
            body(UnsafeBufferPointer(start: tail + count * Self.recordSize, count: foldedCount))
        }
    }

    /// The joined foldings canonically composed, as bytes.
    func withComposedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard header.hasComposed else { return withFoldedBytes(body) }
        return withUnsafeMutablePointerToElements { tail in
            body(UnsafeBufferPointer(start: tail + count * Self.recordSize + foldedCount, count: Int(header.composedCount)))
        }
    }

    /// The joined foldings as a string (made afresh: only words that bytes
    /// cannot settle ask for it).
    var folded: String { withFoldedBytes { String(decoding: $0, as: UTF8.self) } }

    var composed: String { withComposedBytes { String(decoding: $0, as: UTF8.self) } }
}
