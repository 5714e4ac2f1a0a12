import Foundation

// `add` without decoding or encoding the library: when the file is exactly
// what this program writes (`CanonicalLibrary`), the new note's bytes are
// written between the file's own, in the place a full save would put them.
// The result is byte for byte the full path's; anything unusual takes the
// full path, which merges, refuses or rescues as always.
extension JSONFileStore {
    /// The library file as `prepareQuickAdd` read and checked it.
    public struct QuickAddBasis {
        let file: String
        let sideFiles: StoreSideFiles
        let bytes: [UInt8]
        let layout: CanonicalLibrary
        let fingerprint: PosixFile.Fingerprint
    }

    /// Reads the library for `addQuickly`, without the lock (as `load`
    /// reads it). Nil when the file is anything but a canonical library
    /// with notes: the full path then reads it, and says what is wrong.
    public func prepareQuickAdd() -> QuickAddBasis? {
        guard let (file, sideFiles) = try? target(forSaving: true) else { return nil }
        return readCanonical(file, sideFiles: sideFiles)
    }

    /// Adds `note` where a save would put it. Returns false when nothing
    /// was changed and the full path must add it instead: the file changed
    /// into something not canonical, or the write failed before the file
    /// was replaced (the full path then meets the same failure and keeps a
    /// rescue copy, as a command's failed save does). Throws only when the
    /// file was replaced and then something failed (the folder's `fsync`).
    public func addQuickly(_ note: Note, to prepared: QuickAddBasis) throws -> Bool {
        var basis = prepared
        var wrote = false
        do {
            return try holdingSaveLock(file: prepared.file, sideFiles: prepared.sideFiles) {
                clearStaleTempFilesOnce(prepared.sideFiles)
                // Another writer's save since the read: add to what it wrote.
                if case let .success(info) = PosixFile.status(basis.file), PosixFile.Fingerprint(info) != basis.fingerprint {
                    guard let current = readCanonical(basis.file, sideFiles: basis.sideFiles) else { return false }
                    basis = current
                }
                let (offset, inserted) = basis.bytes.withUnsafeBufferPointer { basis.layout.insertion(of: note, in: $0) }
                wrote = true
                _ = try replaceLibraryFile(
                    basis.file, sideFiles: basis.sideFiles,
                    with: [basis.bytes[..<offset], inserted[...], basis.bytes[offset...]])
                return true
            }
        } catch {
            // Nothing written, or the file still as it was read: nothing is
            // lost by adding the note the full way.
            guard wrote else { return false }
            if case let .success(info) = PosixFile.status(basis.file), PosixFile.Fingerprint(info) == basis.fingerprint {
                return false
            }
            throw error
        }
    }

    private func readCanonical(_ file: String, sideFiles: StoreSideFiles) -> QuickAddBasis? {
        guard case let .success(info) = PosixFile.status(file), !PosixFile.isDirectory(info), PosixFile.specialKind(info) == nil,
              let (bytes, fingerprint) = try? PosixFile.readAll(file, failOpenWith: faults.openForReading),
              let layout = bytes.withUnsafeBufferPointer({ CanonicalLibrary($0) })
        else { return nil }
        return QuickAddBasis(file: file, sideFiles: sideFiles, bytes: bytes, layout: layout, fingerprint: fingerprint)
    }
}
