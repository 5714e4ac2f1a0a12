import Foundation
import LibraryFormat
import NotesModel

// `add` and `list` without decoding the whole library. When the file is
// exactly what this program writes (`CanonicalLibrary`), `add` writes the
// new note's bytes between the file's own, in the place a full save would
// put them — byte for byte the full path's file — and `list` reads only
// what it prints. Anything unusual takes the full path, which merges,
// refuses or rescues as always.
extension JSONFileStore {
    /// The library file as read and checked for `addQuickly`.
    public struct CanonicalFile {
        let file: String
        let sideFiles: StoreSideFiles
        let bytes: [UInt8]
        let layout: CanonicalLibrary
        let fingerprint: PosixFile.Fingerprint
    }

    /// Reads the library for `addQuickly`, without the lock (as `load`
    /// reads it). Nil when the file is anything but a canonical library
    /// with notes: the full path then reads it, and says what is wrong.
    public func prepareQuickAdd() -> CanonicalFile? {
        guard let (file, sideFiles) = try? target(forSaving: true) else { return nil }
        return readCanonical(file, sideFiles: sideFiles)
    }

    /// Adds `note` where a save would put it. Returns false when nothing
    /// was changed and the full path must add it instead: the file changed
    /// into something not canonical, or the write failed before the file
    /// was replaced (the full path then meets the same failure and keeps a
    /// rescue copy, as a command's failed save does). Throws only when the
    /// file was replaced and then something failed (the folder's `fsync`).
    public func addQuickly(_ note: Note, to prepared: CanonicalFile) throws -> Bool {
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

    /// The notes as `list` shows them (`CanonicalLibrary.listedNotes`), read
    /// without the lock as `load` reads; nil when the file is anything but
    /// a canonical library with notes (the full path then loads it).
    public func listedNotesQuickly() -> [Note]? {
        guard let (file, sideFiles) = try? target(forSaving: false),
              let read = readCanonical(file, sideFiles: sideFiles) else { return nil }
        return read.bytes.withUnsafeBufferPointer { read.layout.listedNotes(in: $0) }
    }

    private func readCanonical(_ file: String, sideFiles: StoreSideFiles) -> CanonicalFile? {
        guard case let .success(info) = PosixFile.status(file), !PosixFile.isDirectory(info), PosixFile.specialKind(info) == nil,
              let (bytes, fingerprint) = try? PosixFile.readAll(file, failOpenWith: faults.openForReading),
              let layout = bytes.withUnsafeBufferPointer({ CanonicalLibrary($0) })
        else { return nil }
        return CanonicalFile(file: file, sideFiles: sideFiles, bytes: bytes, layout: layout, fingerprint: fingerprint)
    }
}
