import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, errno-preserving wrappers over the system calls the JSON store
/// needs. Foundation's file APIs hide errno and reset modes (see
/// docs/architecture.md, "Why the store speaks POSIX"), so the store
/// speaks POSIX directly, through here.
package enum PosixFile {
    /// A failed system call: which step, and its errno; or a file that is
    /// not one the store may read (`refusal`), whatever the errno.
    package struct Failure: Error, Equatable {
        package var step: String
        package var code: Int32
        package var refusal: Refusal?

        package init(step: String, code: Int32, refusal: Refusal? = nil) {
            self.step = step
            self.code = code
            self.refusal = refusal
        }
    }

    /// Why a file that opened fine is still not read.
    package enum Refusal: Equatable {
        /// A FIFO, device or socket: reading it may block for ever or never end.
        case notRegular(kind: String)
        /// Larger than `maximumLibrarySize`.
        case tooLarge
    }

    /// No real library comes near this; the bound only stops a wrong file
    /// (a huge log, a disk image) from
    /// eating all memory.
    package static let maximumLibrarySize = 512 * 1024 * 1024
    package static let maximumLibrarySizeText = "512 MiB"

    /// Identity and version of a file as `stat` sees it; equal fingerprints
    /// mean unchanged content. The change time is part of it because no
    /// writer can set it back: `rsync --inplace -t` rewrites a file with the
    /// same size and resets its mtime, but the ctime still moves.
    package struct Fingerprint: Equatable, Sendable {
        package var device: UInt64
        package var inode: UInt64
        package var size: Int64
        package var modifiedSeconds: Int64
        package var modifiedNanoseconds: Int64
        package var changedSeconds: Int64
        package var changedNanoseconds: Int64

        package init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            changedSeconds = Int64(info.st_ctim.tv_sec)
            changedNanoseconds = Int64(info.st_ctim.tv_nsec)
        }
    }

    // MARK: - Inspecting

    /// `stat` of a path, or the errno.
    package static func status(_ path: String) -> Result<stat, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(step: "stat", code: errno)) }
        return .success(info)
    }

    package static func isDirectory(_ info: stat) -> Bool {
        (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// What a non-regular, non-folder file is, in words; nil for a regular file or a folder.
    package static func specialKind(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The system's text for an errno, starting lower-case to sit inside a sentence.
    package static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    // MARK: - Reading

    /// The whole file and the fingerprint of exactly what was read.
    /// Only a regular file of at most `maximumLibrarySize` bytes is read: it
    /// is opened non-blocking (a FIFO would block `open` for ever) and
    /// checked with `fstat` before any `read`. `failOpenWith` stands in for
    /// an `open` failure in tests.
    package static func readAll(_ path: String, failOpenWith injected: Int32? = nil) throws(Failure) -> (bytes: [UInt8], fingerprint: Fingerprint) {
        if let injected { throw Failure(step: "open", code: injected) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(step: "open", code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(step: "fstat", code: errno) }
        guard !isDirectory(info) else { throw Failure(step: "read", code: EISDIR) }
        if let kind = specialKind(info) { throw Failure(step: "read", code: EINVAL, refusal: .notRegular(kind: kind)) }
        guard info.st_size <= maximumLibrarySize else { throw Failure(step: "read", code: EFBIG, refusal: .tooLarge) }
        // One byte more than the size, so one read tells whether the file
        // grew since `fstat`. Not zero-filled first: filling a large buffer
        // twice (zeros, then the file) would cost as much as the read.
        var failure: Failure?
        let expected = max(Int(info.st_size), 0) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, filled in
            filled = 0
            if let start = buffer.baseAddress { askForHugePages(start, count: buffer.count) }
            while filled < buffer.count, let start = buffer.baseAddress {
                let count = read(fd, start + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = Failure(step: "read", code: errno) }
                if count <= 0 { return }
                filled += count
            }
        }
        if let failure { throw failure }
        var chunk: [UInt8] = []
        while bytes.count >= expected {
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 65_536) }
            // A file growing while it is read is bounded too.
            if bytes.count > maximumLibrarySize { throw Failure(step: "read", code: EFBIG, refusal: .tooLarge) }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw Failure(step: "read", code: errno) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return (bytes, Fingerprint(info))
    }

    /// Asks the kernel to back the 2 MB-aligned part of a large buffer with
    /// huge pages (where it does so only when asked): filling a large
    /// buffer page by page makes page faults a large part of `list`.
    private static func askForHugePages(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
        #if os(Linux)
        let hugePage = 2 << 20
        guard count >= 2 * hugePage else { return }
        let address = Int(bitPattern: start)
        let first = (address + hugePage - 1) & ~(hugePage - 1)
        let end = (address + count) & ~(hugePage - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        // Advice only: a kernel without huge pages says no, and nothing changes.
        _ = madvise(aligned, end - first, MADV_HUGEPAGE)
        #endif
    }

    // MARK: - Folders

    /// Creates `path` and any missing parents with mode 0700 (whatever the
    /// umask); existing folders are left as they are.
    package static func makeDirectories(_ path: String) throws(Failure) {
        if case let .success(info) = status(path) {
            guard isDirectory(info) else { throw Failure(step: "mkdir", code: ENOTDIR) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == EEXIST, case let .success(info) = status(path), isDirectory(info) { return }
            throw Failure(step: "mkdir", code: code)
        }
        // mkdir's mode is filtered by the umask; make it exactly 0700.
        guard chmod(path, 0o700) == 0 else { throw Failure(step: "chmod", code: errno) }
    }

    // MARK: - Writing

    /// Failures a test can ask `writeAtomically` to meet, as errno values.
    package struct InjectedWriteFailures: Equatable, Sendable {
        package var write: Int32?
        package var fsync: Int32?
        package var rename: Int32?
    }

    /// Writes `bytes` to `path` so that a crash at any moment leaves either
    /// the old file or the new one: a temp file in the same folder, written
    /// in full, 0600, fsynced, renamed over `path`, then the folder fsynced.
    /// On failure the temp file is removed and `path` is untouched.
    /// Returns the fingerprint of the file now at `path`.
    /// `mode` is the new file's permission bits (0600 for a new library,
    /// the old file's own when replacing one); `owner`, when set (root
    /// only), who the new file belongs to.
    package static func writeAtomically(
        _ bytes: [UInt8], to path: String, tempPath: String,
        mode: mode_t = 0o600, owner: (uid: uid_t, gid: gid_t)? = nil,
        injected: InjectedWriteFailures = InjectedWriteFailures(), durable: Bool = true
    ) throws(Failure) -> Fingerprint {
        try writeAtomically([bytes[...]], to: path, tempPath: tempPath, mode: mode, owner: owner, injected: injected,
                            durable: durable)
    }

    /// `pieces` one after another, written as `writeAtomically` writes bytes
    /// (a file made of a large one's parts need not be copied whole first).
    /// `durable: false` leaves out both fsyncs, for a writer of many files
    /// that makes them durable at once afterwards (`syncfs`).
    package static func writeAtomically(
        _ pieces: [ArraySlice<UInt8>], to path: String, tempPath: String,
        mode: mode_t = 0o600, owner: (uid: uid_t, gid: gid_t)? = nil,
        injected: InjectedWriteFailures = InjectedWriteFailures(), durable: Bool = true
    ) throws(Failure) -> Fingerprint {
        // O_EXCL never follows a link; O_NOFOLLOW says so twice.
        let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure(step: "create a temporary file", code: errno) }
        var isOpen = true
        var renamed = false
        defer {
            if isOpen { close(fd) }
            if !renamed { unlink(tempPath) }
        }
        if let owner, fchown(fd, owner.uid, owner.gid) != 0 { throw Failure(step: "chown", code: errno) }
        // The mode must not depend on the umask (and comes after fchown, which may clear bits).
        guard fchmod(fd, mode) == 0 else { throw Failure(step: "chmod", code: errno) }
        if let code = injected.write { throw Failure(step: "write", code: code) }
        for piece in pieces { try writeAll(piece, to: fd) }
        if let code = injected.fsync { throw Failure(step: "fsync", code: code) }
        guard !durable || fsync(fd) == 0 else { throw Failure(step: "fsync", code: errno) }
        if let code = injected.rename { throw Failure(step: "rename", code: code) }
        guard rename(tempPath, path) == 0 else { throw Failure(step: "rename", code: errno) }
        renamed = true
        // After the rename, which moves the change time the fingerprint holds.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(step: "fstat", code: errno) }
        isOpen = false
        guard close(fd) == 0 else { throw Failure(step: "close", code: errno) }
        if durable { try syncDirectory(of: path) }
        return Fingerprint(info)
    }

    private static func writeAll(_ bytes: ArraySlice<UInt8>, to fd: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return write(fd, start + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(step: "write", code: errno)
            }
            written += count
        }
    }

    /// Makes a rename durable. File systems that cannot fsync a folder
    /// (EINVAL) are accepted as they are.
    package static func syncDirectory(of path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(step: "open the folder", code: errno) }
        defer { close(fd) }
        if fsync(fd) != 0, errno != EINVAL { throw Failure(step: "fsync the folder", code: errno) }
    }
}
