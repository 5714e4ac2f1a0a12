import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#endif

/// Writing export files. An export only ever creates new files: an existing
/// path is refused (exit 73) unless `--force` is given, and even then only
/// a regular file the user owns is replaced — by a temporary file in the
/// same folder renamed over it, so a link is never followed and a device,
/// FIFO or socket is never opened. Notes are private (docs/file-format.md §2), so an
/// export is too: files are 0600 and folders made here 0700 whatever the
/// umask (set with `fchmod`/`chmod`, as `open` and `mkdir` filter their
/// mode through it).
package enum ExportFiles {
    /// What is at `path`: nothing, a folder, or something else (following links).
    package enum Kind { case missing, folder, other }

    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// Creates `path` and any missing parents, each 0700.
    package static func makeFolder(_ path: String) throws(CommandError) {
        switch kind(of: path) {
        case .folder: return
        case .other:
            var info = stat()
            let type = stat(path, &info) == 0 ? info.st_mode & S_IFMT : S_IFREG
            let what = type == S_IFREG ? "a file" : describe(type: type)
            throw .usage("\(Echo.path(path)) is \(what); give a folder (or a path that does not exist yet) for the export")
        case .missing: break
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw .cannotWrite("cannot create the folder \(Echo.path(path)): \(describe(errno)); choose another --output")
        }
        chmod(path, 0o700)
    }

    /// Throws when `path` may not be written: it exists and `force` is off,
    /// or it is anything but a regular file of the user's. Lets an export
    /// check every file before it writes the first.
    package static func checkWritable(_ path: String, force: Bool) throws(CommandError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw .cannotWrite("\(Echo.path(path)) is \(describe(type: type)), not a regular file; an export never writes into one, even with --force; choose another --output")
        }
        guard force else {
            throw .cannotWrite("\(Echo.path(path)) already exists; choose another --output, or pass --force to replace it")
        }
        guard info.st_uid == geteuid() else {
            throw .cannotWrite("\(Echo.path(path)) belongs to another user; --force replaces only your own files; choose another --output")
        }
    }

    /// Writes `bytes` to `path` as a new file with mode 0600 and, when
    /// given, `modified` as its modification time. With `force`, a regular
    /// file of the user's already there is replaced whole (see the type's
    /// comment); without, an existing path is refused.
    package static func write(_ bytes: [UInt8], to path: String, modified: Date? = nil, force: Bool = false) throws(CommandError) {
        try checkWritable(path, force: force)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            try writeNew(bytes, to: path, modified: modified, durable: false)
            return
        }
        // Replace: a new file beside it, then rename, which never follows a link.
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".notes-tui-export-\(UUID().text).tmp"
        try writeNew(bytes, to: temporary, modified: modified, durable: true)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .cannotWrite("cannot replace \(Echo.path(path)): \(describe(code)); check the folder or choose another --output")
        }
    }

    /// Creates `path` (never opening anything already there, nor a link)
    /// and writes `bytes`; a failed write removes the half-written file.
    /// `durable`: fsync first, for a file about to replace another.
    private static func writeNew(_ bytes: [UInt8], to path: String, modified: Date?, durable: Bool) throws(CommandError) {
        do {
            try PrivateFile.create(bytes, at: path, modified: modified, durable: durable)
        } catch where error.pathIsTaken {
            throw .cannotWrite("\(Echo.path(path)) already exists; choose another --output, or pass --force to replace it")
        } catch where error.step == .create {
            throw .cannotWrite("cannot write \(Echo.path(path)): \(describe(error.code)); check the folder or choose another --output")
        } catch {
            throw .cannotWrite("cannot write \(Echo.path(path)): \(describe(error.code)); free some space or choose another --output")
        }
    }

    /// The modification time of `info`, at the millisecond precision notes keep.
    package static func modificationDate(of info: stat) -> Date {
        let milliseconds = Int64(info.st_mtim.tv_sec) * 1000 + Int64(info.st_mtim.tv_nsec) / 1_000_000
        return LibraryDate.date(milliseconds: milliseconds)
    }

    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// "a FIFO", "a folder"… for a file type from `st_mode`.
    package static func describe(type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFREG: return "a regular file"
        default: return "a special file"
        }
    }
}
