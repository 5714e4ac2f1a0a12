import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesStorage

/// The second half's reader gives its pages back behind it too (the
/// load's peak was half the file beside the strings until the join), and
/// a guess that lands inside a note, whose half is read and then thrown
/// away, still loads the library the file holds.
@Suite struct SecondHalfPageReleaseTests {
    @Test func theOtherHalfGivesItsPagesBackAsItReads() throws {
        let library = NoteFixtures.largeLibrary(count: 16_000, bodyLength: 300)
        var bytes = LibraryCodec.encode(library)
        #expect(try LibraryCodec.decode(releasingPagesOf: &bytes) == library)
        // The first reader stops at the second half's start (past the
        // middle) and never reads on: pages there went with the other thread.
        let upperHalf = bytes[(bytes.count / 2)...]
        #expect(upperHalf.contains(0), "the other thread gave pages back")
        // Only behind it: the closing bytes it had not passed are intact.
        #expect(bytes.suffix(64).allSatisfy { $0 != 0 })
    }

    /// Notes around one whose unknown field holds, pretty-printed, an array
    /// of objects shaped like notes, spanning the file's middle: the
    /// second half's guess (`},` then a line break and `{`) lands inside
    /// it, that half reads megabytes of "notes" (giving their pages back)
    /// and is then thrown away by the first reader, which needs those bytes.
    @Test(arguments: [2_000, 3_999])
    func aGuessInsideANoteStillGivesTheLibraryTheFileHolds(holder: Int) throws {
        // 3,999: the last note, which the first reader reads to its end
        // without meeting another element at or past the guess.
        var library = NoteFixtures.largeLibrary(count: 4_000, bodyLength: 200)
        let lookalikes = (0..<12_000).map { index in
            "{\"id\": \"\(SequentialUUIDs.uuid(UInt64(1_000_000 + index)).uuidString)\", \"title\": \"n\", "
                + "\"body\": \"\(String(repeating: "x", count: 300))\", "
                + "\"created\": \"2026-01-01T00:00:00Z\", \"modified\": \"2026-01-01T00:00:00Z\"}"
        }
        let nested = "[\n" + lookalikes.joined(separator: ",\n") + "\n]"
        library.notes[holder].unknownFields = UnknownFields([.init(key: "x-archive", json: Array(nested.utf8))])
        let written = LibraryCodec.encode(library)
        let middle = written.count / 2
        let start = try #require(written.withUnsafeBufferPointer { LibraryDecoder.secondHalfStart(in: $0, from: 0) })
        let archive = try #require(written.firstRange(of: Array("x-archive".utf8)))
        #expect(archive.lowerBound < middle && start - middle < 1_000, "the guess falls inside the lookalikes")
        #expect(written[archive.upperBound...].firstRange(of: Array("x-archive".utf8)) == nil)

        var bytes = written
        #expect(throws: (any Error).self, "bytes the first reader needed were given back: read again") {
            try LibraryCodec.decode(releasingPagesOf: &bytes)
        }
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        try Data(written).write(to: URL(fileURLWithPath: path))
        #expect(try JSONFileStore(path: path, remembersDigestOnly: true).load() == library)
        #expect(try JSONFileStore(path: path).load() == library)
    }
}
