import Foundation

/// The one rule for comparing text as a person reads it: what search,
/// sorting by title and tag and link names fold before comparing.
public enum TextFolding {
    /// Lowercases and drops accents only where a person would not care
    /// ("Café" finds "cafe"); keeps everything else exact.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// `fold`, with ASCII stretches lowercased by hand. Text is cut only
    /// after ASCII whitespace followed by an ASCII character, where folding
    /// cannot depend on what is on the other side (a combining mark would
    /// belong to the character before it), and only the pieces with other
    /// characters go to Foundation.
    public static func fastFold(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var start = 0
            while start < bytes.count {
                let (end, isASCII) = piece(of: bytes, from: start)
                let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if isASCII {
                    for byte in piece { out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
                } else {
                    out.append(contentsOf: fold(String(decoding: piece, as: UTF8.self)).utf8)
                }
                start = end
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The piece of `bytes` from `start` that folding takes by itself: up
    /// to and with ASCII white space that an ASCII byte follows, or the
    /// end; and whether it is ASCII.
    package static func piece(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, isASCII: Bool) {
        var end = start, isASCII = true
        while end < bytes.count {
            let byte = bytes[end]
            end += 1
            if byte >= 0x80 { isASCII = false }
            if isASCIIWhitespace(byte), end < bytes.count, bytes[end] < 0x80 { break }
        }
        return (end, isASCII)
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
