import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesStorage

/// The app gives a file's pages back behind the decoder (`PageRelease`):
/// only whole pages behind the reader go, the decoded library is the one
/// a plain read gives, and a broken file's error names the same place.
@Suite struct PageReleaseTests {
    @Test func onlyWholePagesBehindTheOffsetAreGivenBack() {
        var random = SeededRandom.fromEnvironment(fallback: 16_501)
        let intact = [UInt8](repeating: 0xAB, count: 5 << 20)
        for round in 0..<3 {
            var bytes = intact
            var offset = 0
            bytes.withUnsafeMutableBufferPointer { buffer in
                let release = PageRelease(buffer)
                while offset < buffer.count {
                    offset = min(buffer.count, offset + Int.random(in: 1...(3 << 19), using: &random))
                    let before = release.releasedUpTo
                    release.release(before: offset)
                    #expect(release.releasedUpTo <= offset, "round \(round): past the reader")
                    #expect(release.releasedUpTo == before || release.releasedUpTo - before >= PageRelease.step)
                    // Everything from the last page boundary before the reader on is intact.
                    let kept = buffer.count - release.releasedUpTo
                    let isIntact = intact.withUnsafeBytes { memcmp($0.baseAddress!, buffer.baseAddress! + release.releasedUpTo, kept) == 0 }
                    #expect(isIntact, "round \(round), offset \(offset)")
                }
                #expect(release.releasedUpTo > 0, "five megabytes read: some were given back")
                #expect(buffer[..<release.releasedUpTo].contains(0), "given back, the pages read as zeros")
            }
            // The array itself is sound: its header was not touched.
            bytes.append(1)
            #expect(bytes.count == (5 << 20) + 1 && bytes.last == 1)
        }
    }

    /// About 2.5 MB, so that pages are given back.
    private static func largeLibrary() -> Library {
        var library = NoteFixtures.largeLibrary(count: 7_000, bodyLength: 300)
        for index in stride(from: 0, to: 7_000, by: 97) {
            library.notes[index].unknownFields = UnknownFields([.init(key: "x-kept", json: Array("{\"a\": [1, 2]}".utf8))])
        }
        library.draft = Draft(noteID: nil, title: "draft", body: "typed")
        return library
    }

    @Test func decodingWhileGivingPagesBackGivesTheLibraryWritten() throws {
        let library = Self.largeLibrary()
        var bytes = LibraryCodec.encode(library)
        #expect(try LibraryCodec.decode(releasingPagesOf: &bytes) == library)
        #expect(bytes[..<(1 << 20)].contains(0), "pages were given back as the notes were read")
    }

    @Test func aBrokenFileNamesTheSamePlaceInTheAppAsInACommand() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        let written = LibraryCodec.encode(Self.largeLibrary())
        var random = SeededRandom.fromEnvironment(fallback: 16_502)
        let pieces: [[UInt8]] = [Array("\"".utf8), Array("}".utf8), Array(",".utf8), [0xFF], [0xC3], Array("\"version\": 1,".utf8),
                                 Array("\"id\": \"00000000-0000-0000-0000-000000000004\",".utf8)]
        for iteration in 0..<SeededRandom.iterations(fallback: 8) {
            var bytes = written
            // Broken past the first megabytes, where the app gave pages back.
            let at = Int.random(in: (bytes.count * 2 / 3)..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
            case 1: bytes.removeSubrange(at...)
            default: bytes[at] = UInt8.random(in: 0...255, using: &random)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let app = Result { try JSONFileStore(path: path, remembersDigestOnly: true).load() }
            let command = Result { try JSONFileStore(path: path).load() }
            switch (app, command) {
            case let (.failure(appError), .failure(commandError)):
                #expect("\(appError)" == "\(commandError)", "case \(iteration), seed \(random.seed)")
            case let (.success(appLibrary), .success(commandLibrary)):
                #expect(appLibrary == commandLibrary, "case \(iteration), seed \(random.seed)")
            default:
                Issue.record("case \(iteration), seed \(random.seed): \(app) against \(command)")
            }
        }
    }
}
