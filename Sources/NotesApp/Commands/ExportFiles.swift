import Foundation
import NotesCore
#if canImport(Glibc)
import Glibc
#endif

/// Writing export files. Notes are private (docs/file-format.md §2), so an export is
/// too: files are 0600 and folders made here 0700 whatever the umask, set
/// with `fchmod`/`chmod` after creation because `open` and `mkdir` filter
/// their mode through the umask.
enum ExportFiles {
    /// What is at `path`: nothing, a folder, or something else.
    enum Kind { case missing, folder, other }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// Creates `path` and any missing parents, each 0700.
    static func makeFolder(_ path: String) throws(CommandError) {
        switch kind(of: path) {
        case .folder: return
        case .other:
            throw .usage("\(path) is a file; give a folder (or a path that does not exist yet) for the export")
        case .missing: break
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw .cannotWrite("cannot create the folder \(path): \(describe(errno)); choose another --output")
        }
        chmod(path, 0o700)
    }

    /// Writes `bytes` to `path` (replacing a file there) with mode 0600 and,
    /// when given, `modified` as its modification time.
    static func write(_ bytes: [UInt8], to path: String, modified: Date? = nil) throws(CommandError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .cannotWrite("cannot write \(path): \(describe(errno)); check the folder or choose another --output")
        }
        defer { close(fd) }
        fchmod(fd, 0o600)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite("cannot write \(path): \(describe(errno)); free some space or choose another --output")
            }
            offset += written
        }
        if let modified {
            let milliseconds = LibraryDate.milliseconds(of: modified)
            let time = timespec(tv_sec: Int(milliseconds.floorDivided(by: 1000)),
                                tv_nsec: Int(milliseconds.floorRemainder(by: 1000)) * 1_000_000)
            var times = [time, time]
            futimens(fd, &times)
        }
    }

    /// The modification time of `info`, at the millisecond precision notes keep.
    static func modificationDate(of info: stat) -> Date {
        let milliseconds = Int64(info.st_mtim.tv_sec) * 1000 + Int64(info.st_mtim.tv_nsec) / 1_000_000
        return LibraryDate.date(milliseconds: milliseconds)
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

private extension Int64 {
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }

    func floorRemainder(by divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
