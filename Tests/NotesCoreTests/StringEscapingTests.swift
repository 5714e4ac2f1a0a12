import Foundation
@testable import NotesCore
import Testing
import TestSupport

/// Strings are written and read eight bytes at a time; the result must be
/// the plain byte-by-byte escaping, and read back unchanged, wherever the
/// special bytes fall within a word.
@Suite struct StringEscapingTests {
    /// The plain definition: every `"`, `\` and control character escaped.
    private static func plainEscaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C: out += [0x5C, byte]
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case ..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        return out + [0x22]
    }

    @Test func escapingIsThePlainOneAndReadsBack() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xE5CA_9E)
        let pieces = ["a", "b", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", " ", "é", "日", "👍🏽",
                      "abcdefgh", "\u{8}", "\u{C}", "/", "\u{2028}"]
        for iteration in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var out: [UInt8] = []
            LibraryCodec.appendString(text, to: &out)
            #expect(out == Self.plainEscaped(text), "seed \(random.seed), iteration \(iteration)")
            let note = Note(id: UUID(), title: text, body: text + text, created: Date(timeIntervalSince1970: 0),
                            modified: Date(timeIntervalSince1970: 0))
            let library = try LibraryCodec.decode(LibraryCodec.encode(Library(notes: [note])))
            #expect(library.notes.first?.title == text && library.notes.first?.body == text + text)
        }
    }
}
