import Foundation
import LibraryFormat
import NotesModel
import NotesStorage

/// What a JSON library and its note-by-note copy last agreed on: the
/// common ancestor of the next merge between them (`JSONCopySync`). Kept
/// in the copy's `.git` folder, which no sync sends anywhere.
struct LibraryMirrorBase {
    let gitFolder: String
    var path: String { gitFolder + "/notes-tui-library-base.json" }

    /// Nil when there is none yet (or it cannot be read: the copy itself
    /// then stands for it, as after a setup).
    func read() -> Library? {
        guard let bytes = try? LibraryFolderAccess.read(path) else { return nil }
        return try? LibraryCodec.decode(bytes)
    }

    /// Writes `library`, unless the file holds it already.
    func write(_ library: Library) throws(SyncError) {
        let bytes = LibraryCodec.encode(library)
        if let held = try? LibraryFolderAccess.read(path), held == bytes { return }
        do {
            _ = try PosixFile.writeAtomically(bytes, to: path, tempPath: path + ".new", mode: 0o600)
        } catch {
            throw .gitFailed(step: "record what the library and its copy hold", reason: PosixFile.describe(error.code))
        }
    }
}
