import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel

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

    /// Bytes in a string that are not UTF-8 are refused, and UTF-8 is kept
    /// byte for byte — the same verdict as `String(validating:)` — for
    /// random mixes of ASCII, valid sequences and broken ones (truncated,
    /// overlong, surrogates, stray continuation bytes).
    @Test func textThatIsNotUTF8IsRefusedAndUTF8IsKept() {
        var random = SeededRandom.fromEnvironment(fallback: 0x0071_F8)
        let pieces: [[UInt8]] = [[0x61], [0x20], Array("é".utf8), Array("日".utf8), Array("👍".utf8),
                                 [0xC3], [0x80], [0xE0, 0x80, 0x80], [0xF0, 0x90, 0x80], [0xED, 0xA0, 0x80],
                                 [0xFF], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
        for iteration in 0..<SeededRandom.iterations(fallback: 3_000) {
            var body: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) { body += pieces.randomElement(using: &random)! }
            let file = Array(#"{"version": 1, "notes": [{"id": "00000000-0000-4000-8000-000000000001", "title": "t", "body": ""#.utf8)
                + body + Array(#"", "created": "2026-01-01T00:00:00Z", "modified": "2026-01-01T00:00:00Z"}]}"#.utf8)
            let expected = body.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
            let decoded = try? LibraryCodec.decode(file)
            #expect(decoded?.notes.first?.body == expected, "seed \(random.seed), iteration \(iteration): \(body)")
            if let decoded { #expect(Array(decoded.notes[0].body.utf8) == body) }
        }
    }
}
