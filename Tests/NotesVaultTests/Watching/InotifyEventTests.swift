#if os(Linux)
import Testing
import TestSupport
@testable import NotesVault

/// Decoding what `read(2)` gives on an inotify descriptor, from synthetic
/// buffers; and the path rules the watcher applies.
@Suite struct InotifyEventTests {
    /// One event's bytes, its name NUL-padded to `paddedTo`.
    static func bytes(watch: Int32, mask: UInt32, cookie: UInt32 = 0, name: [UInt8], paddedTo: Int? = nil) -> [UInt8] {
        let length = name.isEmpty ? 0 : (paddedTo ?? ((name.count + 1 + 15) / 16 * 16))
        var result: [UInt8] = []
        withUnsafeBytes(of: watch) { result += $0 }
        withUnsafeBytes(of: mask) { result += $0 }
        withUnsafeBytes(of: cookie) { result += $0 }
        withUnsafeBytes(of: UInt32(length)) { result += $0 }
        return result + name + [UInt8](repeating: 0, count: length - name.count)
    }

    static func decode(_ buffer: [UInt8]) -> [InotifyEvent] {
        buffer.withUnsafeBytes { InotifyEvent.decode($0) }
    }

    @Test func eventsWithNamesPaddingAndNone() {
        let buffer = Self.bytes(watch: 1, mask: InotifyFlag.create, name: Array("Note.md".utf8))
            + Self.bytes(watch: 2, mask: InotifyFlag.movedFrom | InotifyFlag.isFolder, cookie: 7,
                         name: Array("Folder".utf8), paddedTo: 32)
            + Self.bytes(watch: -1, mask: InotifyFlag.overflow, name: [])
        #expect(Self.decode(buffer) == [
            InotifyEvent(watch: 1, mask: InotifyFlag.create, cookie: 0, name: Array("Note.md".utf8)),
            InotifyEvent(watch: 2, mask: InotifyFlag.movedFrom | InotifyFlag.isFolder, cookie: 7, name: Array("Folder".utf8)),
            InotifyEvent(watch: -1, mask: InotifyFlag.overflow, cookie: 0, name: []),
        ])
    }

    @Test func aNameThatIsNotUTF8KeepsItsBytes() {
        let name: [UInt8] = [0x62, 0xFF, 0xFE, 0x2E, 0x6D, 0x64]
        #expect(Self.decode(Self.bytes(watch: 3, mask: InotifyFlag.closeWrite, name: name)).map(\.name) == [name])
    }

    /// A buffer cut inside an event (header or name) gives the whole
    /// events before it and never reads past the end.
    @Test func aTruncatedEventIsDropped() {
        let whole = Self.bytes(watch: 1, mask: InotifyFlag.modify, name: Array("a.md".utf8))
        let next = Self.bytes(watch: 1, mask: InotifyFlag.modify, name: Array("a long name.md".utf8))
        for cut in 0..<next.count {
            let events = Self.decode(whole + next.prefix(cut))
            #expect(events.count == 1)
        }
    }

    /// Random bytes never crash the decoder, nor make it read too far.
    @Test func randomBuffersDecodeSafely() {
        var random = SeededRandom.fromEnvironment(fallback: 34)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let buffer = (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let events = Self.decode(buffer)
            #expect(events.reduce(0) { $0 + InotifyEvent.headerSize + $1.name.count } <= buffer.count)
        }
    }

    @Test func pathsInsideAFolder() {
        #expect(VaultWatcher.isSameOrInside("a", anyOf: ["a"]))
        #expect(VaultWatcher.isSameOrInside("a/b.md", anyOf: ["a"]))
        #expect(!VaultWatcher.isSameOrInside("ab/c.md", anyOf: ["a"]))
        #expect(!VaultWatcher.isSameOrInside("a b.md", anyOf: ["a"]))
        #expect(VaultWatcher.isSameOrInside("a/b/c.md", anyOf: ["x", "a/b"]))
        #expect(!VaultWatcher.isSameOrInside("a/bc", anyOf: ["x", "a/b"]))
        #expect(!VaultWatcher.isSameOrInside("", anyOf: ["a"]))
        #expect(VaultWatcher.outermost(["a/b", "a b", "a", "a/b/c", "x/y", "x/y", "ab"]) == ["a", "a b", "ab", "x/y"])
    }

    @Test func hiddenNamesButTheTrashAtTheTop() {
        #expect(VaultWatcher.isWatched("Note.md", inFolder: ""))
        #expect(VaultWatcher.isWatched(".trash", inFolder: ""))
        #expect(!VaultWatcher.isWatched(".trash", inFolder: "Sub"))
        #expect(!VaultWatcher.isWatched(".git", inFolder: ""))
        #expect(!VaultWatcher.isWatched(".obsidian", inFolder: ".trash"))
    }
}
#endif
