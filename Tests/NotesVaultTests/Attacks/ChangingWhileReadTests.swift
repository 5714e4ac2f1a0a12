import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 1: a vault whose files change while it is read — another thread
/// rewriting files (atomically, as editors save, and in place, as `cat >`
/// does), renaming and deleting them and their folders during `load()`.
/// A load never crashes and never gives half of an atomically saved file;
/// once the writer stops, the next load gives exactly what is on disk.
@Suite struct ChangingWhileReadTests {
    /// A version of a file's text, always the same length for the same
    /// `size`, so a stale reading cannot be told apart by size.
    static func version(_ number: Int, size: Int, atomic: Bool) -> String {
        let tag = (atomic ? "atomic" : "inplace") + String(format: " v%06d ", number)
        let padding = String(repeating: "x", count: max(0, size - 2 * tag.count))
        return tag + padding + tag
    }

    /// Whether a body read is a whole version (the ones saved atomically
    /// must be: a file is never on disk half-written by such a writer).
    static func isWhole(_ body: String) -> Bool {
        guard body.hasPrefix("atomic v") else { return true }
        let tag = String(body.prefix(15))
        return body.count >= 30 && body.hasSuffix(tag) && body.dropFirst(15).dropLast(15).allSatisfy { $0 == "x" }
    }

    final class Writer: @unchecked Sendable {
        let root: String
        var random: SeededRandom
        private let lock = NSLock()
        private var stopping = false
        private let finished = DispatchSemaphore(value: 0)
        var versions = 0

        init(root: String, seed: UInt64) {
            self.root = root
            random = SeededRandom(seed: seed)
        }

        var shouldStop: Bool { lock.withLock { stopping } }

        func start() {
            Thread { [self] in
                while !shouldStop { step() }
                finished.signal()
            }.start()
        }

        func stop() {
            lock.withLock { stopping = true }
            finished.wait()
        }

        func step() {
            let folder = ["", "Sub/", "Sub/Deep/"].randomElement(using: &random)!
            let path = root + "/" + folder + "N\(Int.random(in: 0..<12, using: &random)).md"
            versions += 1
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                let text = ChangingWhileReadTests.version(versions, size: 2_000, atomic: true)
                Attack.replaceAtomically(path, text, temp: root + "/" + folder + ".N.swp")
            case 4...5:
                // In place, in pieces: truncated, then written a page at a time.
                let bytes = Array(ChangingWhileReadTests.version(versions, size: 12_000, atomic: false).utf8)
                let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard fd >= 0 else { return }
                var offset = 0
                while offset < bytes.count {
                    let count = min(4096, bytes.count - offset)
                    _ = bytes[offset..<(offset + count)].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                    offset += count
                }
                close(fd)
            case 6:
                rename(path, root + "/" + folder + "N\(Int.random(in: 0..<12, using: &random)).md")
            case 7:
                unlink(path)
            case 8:
                // A folder moved away and back, with what it holds.
                if rename(root + "/Sub", root + "/Moved") == 0 { rename(root + "/Moved", root + "/Sub") }
            default:
                mkdir(root + "/Sub", 0o755)
                mkdir(root + "/Sub/Deep", 0o755)
            }
        }
    }

    /// Every `*.md` file under the vault, read directly: path → body.
    static func onDisk(_ vault: TestVault) -> [String: String] {
        var result: [String: String] = [:]
        for path in vault.files() where path.hasSuffix(".md") && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            result[path] = vault.read(path)
        }
        return result
    }

    @Test func loadsDuringRewritesRenamesAndDeletesNeverGiveHalfAFileAndTheNextLoadIsExact() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_001)
        for round in 0..<SeededRandom.iterations(fallback: 6) {
            let vault = try TestVault()
            mkdir(vault.root + "/Sub", 0o755)
            mkdir(vault.root + "/Sub/Deep", 0o755)
            let writer = Writer(root: vault.root, seed: random.next())
            for _ in 0..<60 { writer.step() }
            let store = vault.store()
            writer.start()
            for _ in 0..<8 {
                let library = try store.load()
                for note in library.notes {
                    #expect(Self.isWhole(note.body), "seed \(random.seed) round \(round): half of \(note.file?.path ?? "?")")
                }
                #expect(Set(library.notes.map(\.id)).count == library.notes.count)
            }
            writer.stop()
            // Changes made within one tick of the file system's clock leave
            // a file's `stat` as it was: the load must read those again.
            let final = try store.load()
            var seen: [String: String] = [:]
            for note in final.notes { seen[note.file?.path ?? "?"] = note.body }
            let expected = Self.onDisk(vault).mapValues { text in
                VaultNoteText.read(text, path: "x.md").body
            }
            #expect(seen == expected, "seed \(random.seed) round \(round)")
        }
    }

    /// A file changed within the file system clock's tick of its reading
    /// may change again without its stat changing (a clock of a few
    /// milliseconds, a second on some disks; this machine's kernel may
    /// have finer ones, so the race is not left to chance here): a file
    /// changed that recently is remembered with a fingerprint no stat
    /// matches, so the next load and the next save read it again.
    @Test func aFileReadRightAfterItChangedIsReadAgainNextTime() throws {
        let vault = try TestVault()
        vault.write("N.md", "body\n")
        switch VaultFileReader.read(root: vault.root, path: "N.md", isTrashed: false) {
        case let .note(_, fingerprint):
            var info = stat()
            lstat(vault.root + "/N.md", &info)
            #expect(fingerprint != PosixFile.Fingerprint(info))
        default:
            Issue.record("N.md was not read as a note")
        }
    }

    /// The same file rewritten in place to another text of the same
    /// length right after a load (within the file system clock's tick):
    /// the next load reads it again.
    @Test func aSameSizeRewriteRightAfterALoadIsSeenByTheNextLoad() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_002)
        for round in 0..<SeededRandom.iterations(fallback: 30) {
            let vault = try TestVault()
            let path = vault.root + "/N.md"
            Attack.write(path, "body aaaa\n")
            let store = vault.store()
            _ = try store.load()
            let body = "body " + String(format: "%04d", Int.random(in: 0..<10_000, using: &random))
            // In place, keeping the inode: only the times could tell.
            let fd = open(path, O_WRONLY)
            _ = Array((body + "\n").utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            close(fd)
            #expect(try store.load().notes.map(\.body) == [body], "seed \(random.seed) round \(round)")
        }
    }
}
