import Foundation
import NotesStorage

// What a program writing notes into the vault beside the store (a sync)
// needs from it: the lock every save holds, so that the two never write
// one file at once.
extension VaultStore {
    /// Takes the lock the store's saves take for the vault at `vaultRealPath`
    /// (a real path, as `VaultScan.realPath` gives it), waiting up to `timeout`.
    package static func writersLock(vaultRealPath: String, environment: [String: String],
                                    timeout: TimeInterval) throws(StoreLock.AcquireError) -> StoreLock {
        let state = VaultStateFolder(vaultRealPath: vaultRealPath, environment: environment)
        do {
            try state.makeIfMissing()
        } catch {
            throw .failure(error)
        }
        return try StoreLock.acquire(path: state.lockPath, timeout: timeout)
    }
}
