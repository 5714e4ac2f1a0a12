import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a JSON library and its note-by-note copy last agreed on: the
/// common ancestor of the next merge between them (`JSONCopySync`). Kept
/// in the copy's `.git` folder, which no sync sends anywhere.
struct LibraryMirrorBase {
    let gitFolder: String
    var path: String { gitFolder + "/notes-tui-library-base.json" }

    var stampPath: String { gitFolder + "/notes-tui-library-stamp" }
    /// Set while the copy syncs: a sync killed then left notes in the copy
    /// the library has not taken in.
    var pendingPath: String { gitFolder + "/notes-tui-copy-pending" }

    /// The library file's identity and times, as text.
    static func stamp(of libraryPath: String) -> String? {
        var info = stat()
        guard lstat(libraryPath, &info) == 0 else { return nil }
        let print = PosixFile.Fingerprint(info)
        return "\(print.device) \(print.inode) \(print.size) \(print.modifiedSeconds).\(print.modifiedNanoseconds) "
            + "\(print.changedSeconds).\(print.changedNanoseconds)\n"
    }

    /// The library file is the one the last merge with the copy left (no
    /// save since: every save replaces the file), and no copy sync was cut
    /// short since: the two agree without reading either.
    func agrees(with libraryPath: String) -> Bool {
        guard access(pendingPath, F_OK) != 0, let now = Self.stamp(of: libraryPath),
              let held = FileManager.default.contents(atPath: stampPath) else { return false }
        return Array(now.utf8) == Array(held)
    }

    func recordAgreement(with libraryPath: String) {
        guard let now = Self.stamp(of: libraryPath) else {
            unlink(stampPath)
            return
        }
        _ = try? PosixFile.writeAtomically(Array(now.utf8), to: stampPath, tempPath: stampPath + ".new", mode: 0o600, durable: false)
    }

    var placesPath: String { gitFolder + "/notes-tui-library-places" }

    /// Where each note's file is in the copy, as the last merge left it;
    /// nil when not recorded (the copy is then read whole).
    func readPlaces() -> [UUID: LibraryMirror.Place]? {
        guard let data = FileManager.default.contents(atPath: placesPath) else { return nil }
        var places: [UUID: LibraryMirror.Place] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let id = UUID(uuidString: String(fields[0])) else { return nil }
            places[id] = LibraryMirror.Place(path: String(fields[2]), trashed: fields[1] == "T")
        }
        return places
    }

    func writePlaces(_ places: [UUID: LibraryMirror.Place]) {
        // A name with a line break or a tab (a file another machine made)
        // has no line here: the copy is then read whole each time.
        guard !places.values.contains(where: { $0.path.contains("\n") || $0.path.contains("\t") }) else {
            unlink(placesPath)
            return
        }
        let text = places.map { "\($0.key.uuidString)\t\($0.value.trashed ? "T" : "N")\t\($0.value.path)\n" }.joined()
        if (try? PosixFile.writeAtomically(Array(text.utf8), to: placesPath, tempPath: placesPath + ".new", mode: 0o600,
                                           durable: false)) == nil {
            unlink(placesPath)
        }
    }

    func markPending() { _ = FileManager.default.createFile(atPath: pendingPath, contents: Data()) }
    func clearPending() { unlink(pendingPath) }
    var isPending: Bool { access(pendingPath, F_OK) == 0 }

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
