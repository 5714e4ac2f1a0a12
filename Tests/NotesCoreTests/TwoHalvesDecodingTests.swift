import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel

/// A large file is decoded in two halves at once, the second starting at a
/// guessed note boundary. Whatever the bytes, the outcome must be exactly
/// the one-pass outcome: the same library, or the same error (same place,
/// same line). Mutations are aimed at the second half and at the guess:
/// false boundaries inside unknown fields, an id repeated across the
/// halves, broken bytes after the middle.
@Suite struct TwoHalvesDecodingTests {
    private static func outcome(_ bytes: [UInt8], inTwoHalves: Bool) -> Result<Library, LibraryDecodingError> {
        Result { () throws(LibraryDecodingError) -> Library in try LibraryCodec.decode(bytes, inTwoHalves: inTwoHalves) }
    }

    private static func expectSameOutcome(_ bytes: [UInt8], _ what: String) {
        let halves = outcome(bytes, inTwoHalves: true)
        let onePass = outcome(bytes, inTwoHalves: false)
        #expect(halves == onePass, "\(what): two halves and one pass differ")
    }

    /// About 400 KB: above the size from which a file is read in halves.
    private static func largeFile(notes: Int = 1_200) -> [UInt8] {
        LibraryCodec.encode(NoteFixtures.largeLibrary(count: notes, bodyLength: 300))
    }

    @Test func aLargeFileReadInHalvesIsTheLibraryWritten() throws {
        let library = NoteFixtures.largeLibrary(count: 1_200, bodyLength: 300)
        let bytes = LibraryCodec.encode(library)
        #expect(bytes.count > LibraryDecoder.twoHalvesFrom)
        let start = bytes.withUnsafeBufferPointer { LibraryDecoder.secondHalfStart(in: $0, from: 0) }
        #expect(start != nil, "the file is large enough but no second start was found")
        #expect(try LibraryCodec.decode(bytes) == library)
    }

    @Test func anIDInBothHalvesIsTheOnePassError() {
        var library = NoteFixtures.largeLibrary(count: 1_200, bodyLength: 300)
        library.notes[1_100].id = library.notes[3].id
        let bytes = LibraryCodec.encode(library)
        Self.expectSameOutcome(bytes, "duplicate across halves")
        guard case let .failure(error) = Self.outcome(bytes, inTwoHalves: true) else {
            Issue.record("a repeated id was accepted")
            return
        }
        #expect("\(error)".contains("notes[1100].id"))
    }

    @Test func aFalseBoundaryInsideAnUnknownFieldIsNotTrusted() throws {
        // An unknown field holding an array of objects, written over lines
        // as the store writes notes: `},` + line break + `{` inside a note.
        let nested = "[\n      {\"a\": 1},\n      {\"b\": 2},\n      {\"c\": 3}\n    ]"
        var library = NoteFixtures.largeLibrary(count: 1_200, bodyLength: 300)
        for index in stride(from: 500, to: 1_200, by: 7) {
            library.notes[index].unknownFields = UnknownFields([.init(key: "attachments", json: Array(nested.utf8))])
        }
        let bytes = LibraryCodec.encode(library)
        Self.expectSameOutcome(bytes, "false boundaries")
        #expect(try LibraryCodec.decode(bytes) == LibraryCodec.decode(bytes, inTwoHalves: false))
    }

    @Test func mutatedSecondHalvesGiveTheOnePassOutcome() {
        var random = SeededRandom.fromEnvironment(fallback: 0x2_4A1F)
        let base = Self.largeFile()
        let middle = base.count / 2
        let pieces: [[UInt8]] = [
            Array("},\n    {".utf8), Array("},\n{".utf8), Array("\n".utf8), Array("\"".utf8), Array("\\".utf8),
            Array("{".utf8), Array("}".utf8), Array("]".utf8), Array(",".utf8), [0xFF], [0xC3],
            Array("\"id\": \"00000000-0000-0000-0000-000000000004\",".utf8),
        ]
        // Each case decodes ~400 KB twice: a few dozen cover the kinds.
        let cases = min(SeededRandom.iterations(fallback: 40), 60)
        for iteration in 0..<cases {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: (middle - 2_000)..<min(bytes.count, middle + 8_000), using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
                case 1: bytes.remove(at: at)
                default: bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
            }
            Self.expectSameOutcome(bytes, "seed \(random.seed), case \(iteration)")
        }
    }
}
