import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What every write of the library file shares, whether it encoded the
// library (`save`) or copied most of the file's bytes (`addQuickly`): the
// lock beside the file, dead writers' temp files, and the atomic, durable
// replacement that keeps the file's mode and owner.
extension JSONFileStore {
    /// Runs `body` holding the lock beside the library file.
    func holdingSaveLock<Result>(file: String, sideFiles: StoreSideFiles, _ body: () throws -> Result) throws -> Result {
        do {
            try PosixFile.makeDirectories(sideFiles.folder)
        } catch {
            throw StoreError.unwritable(path: path, reason: StoreFailureReasons.unwritable(error, folder: sideFiles.folder))
        }
        let lock: StoreLock
        do {
            lock = try StoreLock.acquire(
                path: sideFiles.lockPath, timeout: lockTimeout,
                owner: LibraryFileTarget.ownerToKeep(existing: existingFile(file), folder: sideFiles.folder))
        } catch {
            switch error {
            case .busy: throw StoreError.busy(path: path)
            case let .failure(failure):
                throw StoreError.unwritable(
                    path: path,
                    reason: StoreFailureReasons.unwritable(failure, folder: sideFiles.folder, inTheWay: sideFiles.lockPath))
            }
        }
        return try withExtendedLifetime(lock) { try body() }
    }

    /// Whoever wrote a temp file held the lock while it existed: any left
    /// now is debris of a writer that died. Once per store is enough (its
    /// own saves never leave any), so saves do not list the folder.
    func clearStaleTempFilesOnce(_ sideFiles: StoreSideFiles) {
        guard !clearedStaleTempFiles else { return }
        sideFiles.removeTempFiles()
        clearedStaleTempFiles = true
    }

    /// Replaces the library file with `pieces`, one after another, holding
    /// the lock: never a library this program would then refuse to read,
    /// never a file its owner made read-only or that is someone else's.
    func replaceLibraryFile(_ file: String, sideFiles: StoreSideFiles, with pieces: [ArraySlice<UInt8>]) throws -> PosixFile.Fingerprint {
        let size = pieces.reduce(0) { $0 + $1.count }
        guard size <= faults.largestLibrary ?? PosixFile.maximumLibrarySize else {
            throw StoreError.unwritable(path: path, reason: StoreFailureReasons.tooLargeToWrite(size))
        }
        let existing = existingFile(file)
        if let existing, let refusal = LibraryFileTarget.replacementRefusal(existing, of: file, actingUser: faults.actingUser ?? geteuid()) {
            throw StoreError.unwritable(path: path, reason: refusal)
        }
        do {
            return try PosixFile.writeAtomically(
                pieces, to: file, tempPath: sideFiles.newTempPath(),
                mode: existing.map { $0.st_mode & 0o7777 } ?? 0o600,
                owner: LibraryFileTarget.ownerToKeep(existing: existing, folder: sideFiles.folder),
                injected: .init(write: faults.write, fsync: faults.fsync, rename: faults.rename))
        } catch {
            let inTheWay = error.step == "rename" ? file : nil
            throw StoreError.unwritable(
                path: path, reason: StoreFailureReasons.unwritable(error, folder: sideFiles.folder, inTheWay: inTheWay))
        }
    }
}
