import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A vault written as a new JSON library: each note with its file's place
/// and layout kept in a `vaultFile` field (`VaultFileField`), so that
/// converting back puts every note in the same file, byte for byte; this
/// machine's draft of the vault becomes the library's draft.
enum JSONFromVault {
    static func write(_ library: Library, to target: String) throws {
        let notes = library.notes.map { note -> Note in
            var note = note
            var fields = VaultFileField.removed(from: note.unknownFields)
            if let file = note.file { fields.fields.append(VaultFileField.field(for: file)) }
            note.unknownFields = fields
            note.file = nil
            return note
        }
        let store = JSONFileStore(path: target)
        _ = try store.save(Library(notes: notes, draft: library.draft))
        let back: Library
        do {
            back = try JSONFileStore(path: target).load()
        } catch {
            remove(target)
            throw error
        }
        let filesKept = back.notes.allSatisfy { note in
            library.notes.first { $0.id == note.id }?.file == VaultFileField.split(note.unknownFields).file
        }
        if let lost = LibraryConversion.differences(library.notes, back.notes) ?? (filesKept ? nil : "where notes' files are") {
            remove(target)
            throw ConversionError.wouldLose("the JSON library would not hold \(lost) as the vault does; nothing was written")
        }
    }

    /// The new library and its side files, after a conversion that failed.
    private static func remove(_ target: String) {
        let folder = (target as NSString).deletingLastPathComponent, name = (target as NSString).lastPathComponent
        unlink(target)
        for side in ["lock", "draft", "draft-lock", "view"] { unlink(folder + "/." + name + "." + side) }
    }
}
