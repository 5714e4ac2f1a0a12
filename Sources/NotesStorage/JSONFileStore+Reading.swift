import Foundation
import LibraryFormat
import NotesModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONFileStore {
    // MARK: - Reading

    struct FileContents {
        var library: Library
        var content: BaseContent
        var fingerprint: PosixFile.Fingerprint
    }

    /// What is at `path` now, or nil when nothing is. With
    /// `assumeUnchangedIfSameFingerprint`, a file whose fingerprint matches
    /// the last one read or written is not read again.
    ///
    /// The app (which keeps only a digest of the file) gives the bytes'
    /// pages back as they are decoded; a file that fails to decode is
    /// then read again, whole, so that the error names its exact place.
    func readFile(_ file: String, assumeUnchangedIfSameFingerprint: Bool,
                  releasingPages: Bool? = nil) throws -> FileContents? {
        let releasingPages = releasingPages ?? remembersDigestOnly
        if faults.openForReading == nil {
            switch PosixFile.status(file) {
            case let .failure(failure) where failure.code == ENOENT:
                return nil
            case let .failure(failure):
                throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(failure))
            case let .success(info):
                if PosixFile.isDirectory(info) {
                    throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(PosixFile.Failure(step: "read", code: EISDIR)))
                }
                if let kind = PosixFile.specialKind(info) {
                    let failure = PosixFile.Failure(step: "read", code: EINVAL, refusal: .notRegular(kind: kind))
                    throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(failure))
                }
                if assumeUnchangedIfSameFingerprint, let baseContent, let baseFingerprint,
                   PosixFile.Fingerprint(info) == baseFingerprint {
                    return FileContents(library: base, content: baseContent, fingerprint: baseFingerprint)
                }
            }
        }
        guard case (var bytes, let fingerprint)? = try readBytes(file) else { return nil }
        // Hashed once (in the app), for the comparison and to keep.
        let content = BaseContent(bytes, digestOnly: remembersDigestOnly)
        if let baseContent, content.isSame(as: baseContent) {
            return FileContents(library: base, content: baseContent, fingerprint: fingerprint)
        }
        do {
            guard releasingPages else {
                return FileContents(library: try LibraryCodec.decode(bytes), content: content, fingerprint: fingerprint)
            }
            let library = try LibraryCodec.decode(releasingPagesOf: &bytes)
            // Before the indexes grow: the bytes, and what decoding left free.
            bytes = []
            FreedMemory.giveBack()
            return FileContents(library: library, content: content, fingerprint: fingerprint)
        } catch where releasingPages {
            return try readFile(file, assumeUnchangedIfSameFingerprint: assumeUnchangedIfSameFingerprint, releasingPages: false)
        } catch {
            throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(error))
        }
    }

    /// The file's bytes (those `glimpse` just read, when the file is still
    /// the same), or nil when it vanished since the `stat`.
    private func readBytes(_ file: String) throws -> (bytes: [UInt8], fingerprint: PosixFile.Fingerprint)? {
        if let glimpsed = takeGlimpsedRead(of: file) { return glimpsed }
        do {
            return try PosixFile.readAll(file, failOpenWith: faults.openForReading)
        } catch {
            // Removed between stat and open: as good as never there.
            if error.code == ENOENT { return nil }
            throw StoreError.unreadable(path: path, reason: StoreFailureReasons.unreadable(error, file: file))
        }
    }
}
