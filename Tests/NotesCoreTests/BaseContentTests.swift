import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage

/// What a store remembers of the file decides whether a save merges: a
/// digest must tell every change apart as the bytes do — one byte flipped,
/// swapped, or the same bytes one longer — and match equal bytes.
@Suite struct BaseContentTests {
    @Test func aDigestTellsChangesApartAsTheBytesDo() {
        var random = SeededRandom.fromEnvironment(fallback: 0xBA5E)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let original = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var other = original
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !other.isEmpty:
                other[Int.random(in: other.indices, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            case 1 where other.count > 1:
                other.swapAt(0, other.count - 1)
            case 2:
                other.append(0)
            default:
                break
            }
            for digestOnly in [false, true] {
                let kept = BaseContent(original, digestOnly: digestOnly)
                #expect(kept.isContent(of: other) == (original == other), "\(original) \(other)")
                #expect(kept.isContent(of: original))
                for otherDigestOnly in [false, true] {
                    let read = BaseContent(other, digestOnly: otherDigestOnly)
                    #expect(kept.isSame(as: read) == (original == other))
                    #expect(read.isSame(as: kept) == (original == other))
                }
            }
        }
    }

    @Test func theAppKeepsADigestNotTheBytes() throws {
        let folder = try TemporaryDirectory()
        let app = JSONFileStore(path: folder.file("notes.json"), remembersDigestOnly: true)
        _ = try app.save(Library(notes: [NoteFixtures.note(1)]))
        guard case .digest? = app.baseContent else { Issue.record("the app kept the file's bytes"); return }
        let command = JSONFileStore(path: folder.file("notes.json"))
        _ = try command.load()
        guard case .bytes? = command.baseContent else { Issue.record("a command kept a digest"); return }
    }
}
