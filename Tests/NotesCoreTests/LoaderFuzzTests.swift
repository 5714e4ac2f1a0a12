import Foundation
import LibraryFormat
import TestSupport
import Testing

/// The loader meets random and mutated bytes: it either returns a library
/// that round-trips or throws its decoding error — never crashes or hangs.
/// A fixed seed keeps CI repeatable; set NOTES_TUI_FUZZ_SEED to replay and
/// NOTES_TUI_FUZZ_ITERATIONS to run longer.
@Suite struct LoaderFuzzTests {
    static let corpus: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")

    static func corpusFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0 != "README.md" }.sorted().map { corpus.appendingPathComponent($0) }
    }

    /// Decodes `bytes`; a success must survive encode → decode unchanged.
    private func check(_ bytes: [UInt8], seed: UInt64, iteration: Int) {
        guard let library = try? LibraryCodec.decode(bytes) else { return }
        let again = try? LibraryCodec.decode(LibraryCodec.encode(library))
        #expect(again == library, "round trip changed the library (seed \(seed), iteration \(iteration))")
    }

    @Test func corpusInputsNeverCrash() throws {
        let files = Self.corpusFiles()
        #expect(files.count >= 4)
        for file in files {
            check(Array(try Data(contentsOf: file)), seed: 0, iteration: 0)
        }
    }

    @Test func mutatedLibrariesNeverCrash() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x6E6F_7465_7321)
        let seeds = try Self.corpusFiles().map { Array(try Data(contentsOf: $0)) }
            + [LibraryCodec.encode(NoteFixtures.largeLibrary(count: 3, bodyLength: 40))]
        let iterations = SeededRandom.iterations(fallback: 60_000)
        for iteration in 0..<iterations {
            var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                mutate(&bytes, using: &random)
            }
            check(bytes, seed: random.seed, iteration: iteration)
        }
    }

    @Test func randomBytesNeverCrash() {
        var random = SeededRandom.fromEnvironment(fallback: 0x7261_6E64)
        for iteration in 0..<SeededRandom.iterations(fallback: 10_000) {
            let count = Int.random(in: 0..<200, using: &random)
            let alphabet = Array("{}[]\":,.-+eE0123456789truefalsn \\u\n\t\"version\"notes".utf8)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            check(bytes, seed: random.seed, iteration: iteration)
        }
    }

    // MARK: - Mutations

    private static let tokens: [[UInt8]] = [
        "{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\\ud800", "null", "true", "-0", "1e308",
        "\"version\"", "\"notes\"", "\"draft\"", "\u{0}", "\u{FFFF}", "\u{1F600}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        guard !bytes.isEmpty else {
            bytes = Self.tokens.randomElement(using: &random)!
            return
        }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(contentsOf: Self.tokens.randomElement(using: &random)!, at: position)
        case 3: bytes.removeSubrange(position..<bytes.count)
        case 4:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default: bytes[position] = UInt8.random(in: 0...255, using: &random)
        }
    }
}
