import Foundation
import NotesModel
import NotesStorage
import TestSupport
@testable import NotesVault
#if canImport(Glibc)
import Glibc
#endif

/// What the attack tests share: raw file writes that bypass Foundation (fast,
/// and exactly the bytes asked for), a run with a time bound for what must
/// not hang, and a look at every entry of a folder, links included.
enum Attack {
    /// Writes `bytes` at `path` in one go (created or truncated), mode 0644.
    static func write(_ path: String, _ bytes: [UInt8]) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    static func write(_ path: String, _ text: String) { write(path, Array(text.utf8)) }

    /// Writes `text` beside `path` and renames it over, as most editors save.
    static func replaceAtomically(_ path: String, _ text: String, temp: String? = nil) {
        let temp = temp ?? path + ".attack-tmp"
        write(temp, text)
        rename(temp, path)
    }

    static func bytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { return result }
            result += chunk[..<count]
        }
    }

    /// Runs `work` on a thread of its own; its result, or nil when it had
    /// not finished after `seconds` (the thread is then left to itself: the
    /// point is that the test reports a hang instead of hanging).
    static func finishes<T>(within seconds: Double, _ work: @escaping () throws -> T) -> Result<T, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        // The test waits here and touches nothing the work uses meanwhile.
        let unchecked = UncheckedWork(run: work)
        let thread = Thread {
            box.set(Result { try unchecked.run() })
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }

    /// Every entry under `root` (hidden ones and links too, links not
    /// followed): its kind and, for a regular file, its bytes; for a link,
    /// where it points. What "left byte-identical" compares.
    static func snapshot(_ root: String) -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    entries[path] = "folder"
                    walk(path)
                case S_IFLNK:
                    entries[path] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) ?? "?")
                case S_IFREG:
                    entries[path] = "file \(info.st_mode & 0o7777) " + String(decoding: bytes(root + "/" + path) ?? [], as: UTF8.self)
                default:
                    entries[path] = "special \(info.st_mode) \(info.st_rdev)"
                }
            }
        }
        walk("")
        return entries
    }
}

struct UncheckedWork<T>: @unchecked Sendable {
    let run: () throws -> T
}

final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<T, Error>?
    func set(_ result: Result<T, Error>) { lock.withLock { value = result } }
    func get() -> Result<T, Error>? { lock.withLock { value } }
}

extension TestVault {
    /// A store over the vault reached through `path` (a link to it, say),
    /// with this vault's state home.
    func store(at path: String) -> VaultStore {
        VaultStore(path: path, environment: ["HOME": folder.path + "/home", "XDG_STATE_HOME": stateHome],
                   timeZone: .fixed(TimeZone(identifier: "UTC")!), checkInterval: 0)
    }

    /// A note of the library by its file's path.
    func path(of note: Note) -> String? { note.file.map { ($0.path) } }
}

extension Library {
    func note(atPath path: String) -> Note? { notes.first { $0.file?.path == path } }
}
