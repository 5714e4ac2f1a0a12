import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files the JSON store keeps beside the data file: the lock file
/// (`.notes.json.lock`), temporary files (`.notes.json.tmp-<pid>-<random>`)
/// that a save renames over the data file, and the list's remembered sort
/// (`.notes.json.view`). Hidden, and named after the data
/// file so that two libraries in one folder never share them.
struct StoreSideFiles {
    let dataPath: String
    let folder: String
    let dataName: String

    init(dataPath: String) {
        self.dataPath = dataPath
        let nsPath = dataPath as NSString
        folder = nsPath.deletingLastPathComponent.isEmpty ? "." : nsPath.deletingLastPathComponent
        dataName = nsPath.lastPathComponent
    }

    var lockPath: String { folder + "/." + dataName + ".lock" }
    /// Held by the one running app whose edit the library's draft is.
    var draftLockPath: String { folder + "/." + dataName + ".draft-lock" }
    var tempPrefix: String { "." + dataName + ".tmp-" }
    /// This machine's view of the library (the list's sort): never synced.
    var viewPath: String { folder + "/." + dataName + ".view" }

    /// A fresh temp-file name carrying this process's id, so that others can
    /// tell whether its writer is still alive.
    func newTempPath() -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return folder + "/" + tempPrefix + "\(getpid())-" + random
    }

    // MARK: - Stale temp files

    /// Removes every temp file of this library: called holding the lock,
    /// which a writer holds for as long as its temp file exists, so any
    /// left is debris of a writer that died mid-save.
    func removeTempFiles() {
        for name in namesStartingWith(tempPrefix) { unlink(folder + "/" + name) }
    }

    /// The folder's entries whose names start with `prefix`, compared as
    /// bytes (a library may be kept in a busy folder: a home folder, /tmp).
    private func namesStartingWith(_ prefix: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let prefixBytes = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let matches = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
                guard let nameLength = raw.firstIndex(of: 0), nameLength >= prefixBytes.count else { return false }
                return prefixBytes.withUnsafeBytes { memcmp(raw.baseAddress!, $0.baseAddress!, prefixBytes.count) == 0 }
            }
            guard matches else { continue }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }
}

/// An exclusive `flock` on the store's lock file, held for one
/// read-merge-write. The kernel drops it if the process dies.
package final class StoreLock {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    /// Waits up to `timeout` seconds for the lock. Throws `busy` when
    /// another holder keeps it, `failure` when the lock file cannot be opened.
    /// The lock file is never followed if it is a symbolic link (O_NOFOLLOW
    /// fails with ELOOP even for a dangling one, so nothing is created at
    /// its far end). `owner` (root only): who a lock file should belong to,
    /// so a run as root leaves none the library's owner cannot open.
    package static func acquire(path: String, timeout: TimeInterval, owner: (uid: uid_t, gid: gid_t)? = nil) throws(AcquireError) -> StoreLock {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .failure(PosixFile.Failure(step: "open the lock file", code: errno)) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            throw .failure(PosixFile.Failure(step: "open the lock file", code: EINVAL, refusal: .notRegular(kind: PosixFile.specialKind(info) ?? "not a regular file")))
        }
        if let owner, info.st_uid != owner.uid || info.st_gid != owner.gid {
            _ = fchown(fd, owner.uid, owner.gid)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return StoreLock(fd: fd) }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                close(fd)
                throw .failure(PosixFile.Failure(step: "lock", code: code))
            }
            guard Date() < deadline else {
                close(fd)
                throw .busy
            }
            usleep(10_000)
        }
    }

    package enum AcquireError: Error {
        case busy
        case failure(PosixFile.Failure)
    }
}
