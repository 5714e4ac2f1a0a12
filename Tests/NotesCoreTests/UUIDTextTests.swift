import Foundation
import NotesModel
import TestSupport
import Testing

/// The id text made without Foundation's formatting path must be exactly
/// Foundation's, and the order of ids without their texts must be the
/// order of the texts (every note order breaks ties by it).
@Suite struct UUIDTextTests {
    private func randomID(_ random: inout SeededRandom) -> UUID {
        // Bytes drawn from a few values make equal prefixes (and so the
        // later bytes decide the order) common.
        let pool: [UInt8] = [0x00, 0x09, 0x0A, 0x9F, 0xA0, 0xFF, UInt8(truncatingIfNeeded: random.next())]
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices {
            bytes[index] = random.next() % 2 == 0 ? pool[Int(random.next() % UInt64(pool.count))] : UInt8(truncatingIfNeeded: random.next())
        }
        return bytes.withUnsafeBytes { raw in UUID(uuid: raw.load(as: uuid_t.self)) }
    }

    @Test func textIsFoundationsUUIDString() {
        var random = SeededRandom.fromEnvironment(fallback: 0x0ED1_7E47)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let id = randomID(&random)
            #expect(id.text == id.uuidString)
        }
        let edge = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        #expect(edge.text == "00000000-0000-0000-0000-000000000000")
    }

    @Test func textOrderIsTheOrderOfTheTexts() {
        var random = SeededRandom.fromEnvironment(fallback: 0x0ED1_0DE5)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let first = randomID(&random)
            let second = random.next() % 8 == 0 ? first : randomID(&random)
            #expect(first.textPrecedes(second) == (first.uuidString < second.uuidString))
        }
    }

    /// `list` shows the first characters of each id, appended after what
    /// is already written: the same as the start of `uuidString`.
    @Test func appendingTheStartOfAnIDKeepsWhatWasThere() {
        var random = SeededRandom.fromEnvironment(fallback: 0x0ED1_5407)
        for _ in 0..<SeededRandom.iterations(fallback: 200) {
            let id = randomID(&random)
            for characters in 0...36 {
                var out = Array("before ".utf8)
                UUIDText.append(id, characters: characters, to: &out)
                #expect(out == Array("before ".utf8) + Array(id.uuidString.utf8.prefix(characters)), "\(characters)")
            }
        }
    }
}
