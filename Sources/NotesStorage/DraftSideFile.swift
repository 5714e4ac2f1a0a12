import Foundation
import LibraryFormat
import NotesModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The draft kept in a file of its own beside the library
/// (`.notes.json.draft`, mode 0600), in the shape of the library's `draft`
/// member: saving an edit in progress then writes one note, not the whole
/// library. It belongs to this machine (a synced folder leaves it out). A
/// library's own `draft` member, as older versions wrote it, is still read
/// when there is no side file; the next save moves it here.
extension StoreSideFiles {
    var draftPath: String { folder + "/." + dataName + ".draft" }

    /// The draft in the side file; nil when there is none. A side file that
    /// is not a regular file (a link, a folder) or does not parse is no
    /// draft: it is never followed, and it never stops the library opening.
    func readDraft() -> Draft? {
        var info = stat()
        guard lstat(draftPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              info.st_size <= PosixFile.maximumLibrarySize,
              let (bytes, _) = try? PosixFile.readAll(draftPath) else { return nil }
        return try? LibraryCodec.decodeDraft(bytes)
    }

    /// Writes the draft (atomically and durably, as the library), or
    /// removes the side file for nil.
    func writeDraft(_ draft: Draft?, owner: (uid: uid_t, gid: gid_t)?) throws(PosixFile.Failure) {
        guard let draft else {
            guard unlink(draftPath) == 0 || errno == ENOENT else { throw PosixFile.Failure(step: "remove the draft file", code: errno) }
            try PosixFile.syncDirectory(of: draftPath)
            return
        }
        _ = try PosixFile.writeAtomically(LibraryCodec.encodeDraft(draft), to: draftPath, tempPath: newTempPath(),
                                          mode: 0o600, owner: owner)
    }
}

extension LibraryCodec {
    /// A draft side file's bytes: the draft object, a final newline.
    public static func encodeDraft(_ draft: Draft) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(draft.title.utf8.count + draft.body.utf8.count + 128)
        appendDraft(draft, nested: false, to: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// Reads a draft side file (a draft object, or `null`).
    public static func decodeDraft(_ bytes: [UInt8]) throws(LibraryDecodingError) -> Draft? {
        try bytes.withUnsafeBufferPointer { (buffer) throws(LibraryDecodingError) -> Draft? in
            var decoder = LibraryDecoder(bytes: buffer)
            return try decoder.decodeDraftFile()
        }
    }
}
