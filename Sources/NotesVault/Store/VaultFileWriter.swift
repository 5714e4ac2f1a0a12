import Foundation
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes, moves and removes note files, each change atomic: a crash at
/// any moment leaves the old file or the new one, never half of one.
/// A new file never replaces one that appeared meanwhile (another
/// program's note of that name): it takes the next free name instead.
package struct VaultFileWriter {
    let root: String
    /// The permission bits of a new note file: what an editor would give
    /// it (0666 less the umask).
    let newFileMode: mode_t

    package init(root: String) {
        self.root = root
        let mask = umask(0o022)
        umask(mask)
        newFileMode = 0o666 & ~mask
    }

    func fullPath(_ path: String, trashed: Bool) -> String {
        root + "/" + (trashed ? VaultScan.trashFolder + "/" : "") + path
    }

    /// Replaces the file at `path` with `bytes`, keeping its mode.
    func replace(_ path: String, trashed: Bool, with bytes: [UInt8]) throws(PosixFile.Failure) -> PosixFile.Fingerprint {
        let target = fullPath(path, trashed: trashed)
        var info = stat()
        let mode = lstat(target, &info) == 0 ? info.st_mode & 0o7777 : newFileMode
        // A file its owner cannot write is left alone, as vim leaves it
        // without `:w!` (the rename below would replace it regardless).
        guard mode & S_IWUSR != 0 else { throw PosixFile.Failure(step: "write a read-only file", code: EACCES) }
        return try PosixFile.writeAtomically(bytes, to: target, tempPath: tempPath(beside: target), mode: mode)
    }

    /// Writes `bytes` as a new file named `stem.md` in `folder` (relative,
    /// `""` for the top), or `stem 2.md`, `stem 3.md`… when taken (on disk
    /// or in `reserved`: lowercased paths as `takenKey` gives them).
    /// Returns the path used and the new file's fingerprint.
    func create(stem: String, folder: String, trashed: Bool, bytes: [UInt8], mode: mode_t? = nil,
                reserved: Set<String>) throws(PosixFile.Failure) -> (path: String, fingerprint: PosixFile.Fingerprint) {
        let directory = fullPath(folder, trashed: trashed)
        try makeFolders(directory)
        let temp = tempPath(beside: directory + "/x")
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixFile.Failure(step: "create a temporary file", code: errno) }
        // The name linked stays; the temporary one goes either way.
        defer {
            close(fd)
            unlink(temp)
        }
        guard fchmod(fd, mode ?? newFileMode) == 0 else { throw PosixFile.Failure(step: "chmod", code: errno) }
        try writeAll(bytes, to: fd)
        guard fsync(fd) == 0 else { throw PosixFile.Failure(step: "fsync", code: errno) }
        for number in 1...10_000 {
            let name = number == 1 ? stem + ".md" : "\(stem) \(number).md"
            let path = folder.isEmpty ? name : folder + "/" + name
            if reserved.contains(Self.takenKey(path, trashed: trashed)) { continue }
            // link(2) fails with EEXIST rather than replace: a note another
            // program just wrote under this name is never overwritten.
            if link(temp, fullPath(path, trashed: trashed)) == 0 {
                // Before the fingerprint: removing the temporary name
                // changes the file's status change time.
                unlink(temp)
                var info = stat()
                guard fstat(fd, &info) == 0 else { throw PosixFile.Failure(step: "fstat", code: errno) }
                try PosixFile.syncDirectory(of: fullPath(path, trashed: trashed))
                return (path, PosixFile.Fingerprint(info))
            }
            guard errno == EEXIST else { throw PosixFile.Failure(step: "create \(name)", code: errno) }
        }
        throw PosixFile.Failure(step: "find a free name for \(stem).md", code: EEXIST)
    }

    /// Moves a file to `path` (a free name found as `create` does), between
    /// the vault and its trash or within either. Returns the path used.
    func move(from oldPath: String, trashed wasTrashed: Bool, toStem stem: String, folder: String, trashed: Bool,
              reserved: Set<String>) throws(PosixFile.Failure) -> String {
        let source = fullPath(oldPath, trashed: wasTrashed)
        try makeFolders(fullPath(folder, trashed: trashed))
        for number in 1...10_000 {
            let name = number == 1 ? stem + ".md" : "\(stem) \(number).md"
            let path = folder.isEmpty ? name : folder + "/" + name
            // Byte for byte: Swift's == takes "é" and "e\u{301}" for one
            // string, but they are two names to the file system.
            if path.utf8.elementsEqual(oldPath.utf8), wasTrashed == trashed { return path }
            // Its own name does not stand in its way (a change of case).
            let key = Self.takenKey(path, trashed: trashed)
            if reserved.contains(key), key != Self.takenKey(oldPath, trashed: wasTrashed) { continue }
            let target = fullPath(path, trashed: trashed)
            // link then unlink: never replaces a file already at the target.
            if link(source, target) == 0 {
                guard unlink(source) == 0 else { throw PosixFile.Failure(step: "move \(oldPath)", code: errno) }
                try PosixFile.syncDirectory(of: target)
                try PosixFile.syncDirectory(of: source)
                return path
            }
            let code = errno
            guard code == EEXIST else { throw PosixFile.Failure(step: "move \(oldPath)", code: code) }
        }
        throw PosixFile.Failure(step: "find a free name for \(stem).md", code: EEXIST)
    }

    /// A path as names are compared for being taken: lowercased, under
    /// `.trash/` for the trash (a name the trash holds is free in the vault).
    static func takenKey(_ path: String, trashed: Bool) -> String {
        ((trashed ? VaultScan.trashFolder + "/" : "") + path).lowercased()
    }

    func remove(_ path: String, trashed: Bool) throws(PosixFile.Failure) {
        let target = fullPath(path, trashed: trashed)
        guard unlink(target) == 0 || errno == ENOENT else { throw PosixFile.Failure(step: "remove \(path)", code: errno) }
        try PosixFile.syncDirectory(of: target)
    }

    /// Writes `bytes` at `path` (a vault-relative path, `.trash/` and all),
    /// atomically, making its folders as a new note's are. A file there
    /// keeps its permission bits; a new one gets `mode`, else a new
    /// note's. Anything but a regular file in the way stops it.
    package func put(_ path: String, bytes: [UInt8], mode: mode_t? = nil) throws(PosixFile.Failure) {
        let target = fullPath(path, trashed: false)
        try makeFolders((target as NSString).deletingLastPathComponent)
        var info = stat()
        var fileMode = mode ?? newFileMode
        if lstat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw PosixFile.Failure(step: "replace \(path)", code: EEXIST) }
            fileMode = info.st_mode & 0o7777
        }
        _ = try PosixFile.writeAtomically(bytes, to: target, tempPath: tempPath(beside: target), mode: fileMode)
    }

    /// Removes the file at `path`, then its folders that this left empty
    /// (never the vault itself).
    package func removeFile(_ path: String) throws(PosixFile.Failure) {
        try remove(path, trashed: false)
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, rmdir(fullPath(folder, trashed: false)) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The folders of `directory` below the vault, made when missing with
    /// the mode an editor would give them. Each one is looked at from the
    /// vault down: a link (or a file) in the way stops the write, so a
    /// folder swapped for a link never leads a note out of the vault.
    private func makeFolders(_ directory: String) throws(PosixFile.Failure) {
        guard directory.hasPrefix(root + "/") else { return }
        var path = root
        for component in directory.dropFirst(root.count + 1).split(separator: "/") {
            path += "/" + component
            var info = stat()
            if lstat(path, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw PosixFile.Failure(step: "make the folder \(path.dropFirst(root.count + 1))", code: ENOTDIR)
                }
            } else if mkdir(path, 0o777) != 0, errno != EEXIST {
                throw PosixFile.Failure(step: "make the folder \(path.dropFirst(root.count + 1))", code: errno)
            }
        }
    }

    private func tempPath(beside target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        return folder + "/.notes-tui-\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
    }

    private func writeAll(_ bytes: [UInt8], to fd: Int32) throws(PosixFile.Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PosixFile.Failure(step: "write", code: errno)
            }
            written += count
        }
    }
}
