import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a sync engine outside this module needs of a library's folder:
/// the store's own lock (so a sync and a save never write the file at
/// once), the names of the side files that must never leave this machine,
/// and an atomic replacement of the library file.
public enum LibraryFolderAccess {
    /// The store's lock on the library at `dataPath`, held until the
    /// returned object is released. Throws `StoreError.busy` when another
    /// process keeps it longer than `timeout`.
    public static func lock(dataPath: String, timeout: TimeInterval) throws -> AnyObject {
        let side = StoreSideFiles(dataPath: dataPath)
        do {
            return try StoreLock.acquire(path: side.lockPath, timeout: timeout)
        } catch {
            switch error {
            case .busy: throw StoreError.busy(path: dataPath)
            case let .failure(failure):
                throw StoreError.unwritable(path: dataPath, reason: StoreFailureReasons.unwritable(failure, folder: side.folder))
            }
        }
    }

    /// Glob patterns (relative to the folder) of every file kept beside
    /// the library named `dataName` that belongs to this machine: the
    /// hidden files named after it (lock files, temp files, the draft,
    /// this machine's view, a backup's draft), `--reset` backups, and
    /// notes being edited in the person's own editor.
    public static func sideFilePatterns(dataName: String) -> [String] {
        let side = StoreSideFiles(dataPath: "/" + dataName)
        let hidden = (side.lockPath as NSString).lastPathComponent.dropLast("lock".count)
        return [hidden + "*", dataName + ".*.bak", ".notes-tui-edit-*"]
    }

    /// The largest library file any reader accepts.
    public static let maximumLibrarySize = PosixFile.maximumLibrarySize

    /// Replaces the file at `path` with `bytes` atomically and durably,
    /// keeping its permission bits (0600 for a new file). Call it holding
    /// `lock(dataPath:)`.
    public static func replace(_ path: String, with bytes: [UInt8], mode: mode_t? = nil) throws {
        let side = StoreSideFiles(dataPath: path)
        var info = stat()
        let existingMode = lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o600
        do {
            _ = try PosixFile.writeAtomically(bytes, to: path, tempPath: side.newTempPath(), mode: mode ?? existingMode)
        } catch {
            throw StoreError.unwritable(path: path, reason: StoreFailureReasons.unwritable(error, folder: side.folder))
        }
    }

    /// Reads the whole file, refusing one larger than any library may be.
    public static func read(_ path: String) throws -> [UInt8] {
        var info = stat()
        if lstat(path, &info) == 0, Int(info.st_size) > PosixFile.maximumLibrarySize {
            throw StoreError.unreadable(path: path, reason: "it is larger than \(PosixFile.maximumLibrarySizeText), more than any library")
        }
        do {
            return try PosixFile.readAll(path).bytes
        } catch {
            throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(error))
        }
    }
}
