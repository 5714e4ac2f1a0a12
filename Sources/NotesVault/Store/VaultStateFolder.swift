import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This machine's own state for one vault — the draft, the list's sort,
/// the lock that keeps two notes-tui processes from writing at once —
/// under `$XDG_STATE_HOME/notes-tui/vaults/` (default
/// `~/.local/state/notes-tui/vaults/`), in a folder named after the
/// vault and a digest of its real path. Never in the vault: the vault
/// only ever receives notes and `.trash/`. Created (0700) on first write.
package struct VaultStateFolder {
    package let path: String

    package init(vaultRealPath: String, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        // The XDG spec says a relative XDG_STATE_HOME is invalid and is ignored.
        let stateHome = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
        let digest = NameBasedUUID.make(namespace: VaultNoteID.namespace, name: vaultRealPath).uuidString.prefix(8).lowercased()
        let name = NoteFile.fileName(forTitle: (vaultRealPath as NSString).lastPathComponent)
        path = stateHome + "/notes-tui/vaults/" + name + "-" + digest
    }

    package init(path: String) { self.path = path }

    var draftPath: String { path + "/draft.json" }
    var draftLockPath: String { path + "/draft.lock" }
    var lockPath: String { path + "/lock" }
    var viewPath: String { path + "/view" }
    var idsPath: String { path + "/ids" }
    func glimpsePath(_ sort: NoteSort) -> String { path + "/first-notes-by-\(sort.rawValue).json" }

    func makeIfMissing() throws(PosixFile.Failure) { try PosixFile.makeDirectories(path) }

    func newTempPath() -> String {
        path + "/.tmp-\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    }

    /// The draft kept here, or nil (none, or unreadable: a draft is a
    /// convenience that must never stop a vault from opening).
    func readDraft() -> Draft? {
        guard let (bytes, _) = try? PosixFile.readAll(draftPath), !bytes.isEmpty else { return nil }
        return (try? LibraryCodec.decodeDraft(bytes)) ?? nil
    }

    func writeDraft(_ draft: Draft?) throws(PosixFile.Failure) {
        guard let draft else {
            if unlink(draftPath) != 0, errno != ENOENT { throw PosixFile.Failure(step: "remove the draft", code: errno) }
            return
        }
        try makeIfMissing()
        _ = try PosixFile.writeAtomically(LibraryCodec.encodeDraft(draft), to: draftPath, tempPath: newTempPath())
    }

    /// The ids of notes whose files were renamed or moved (by this app or
    /// another program), by their paths now: a path's own id would be
    /// another, and the draft and an open note name the note by its id.
    func readMovedIDs() -> [String: UUID] {
        guard let (bytes, _) = try? PosixFile.readAll(idsPath) else { return [:] }
        var ids: [String: UUID] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2, let id = UUID(uuidString: String(parts[0])) { ids[String(parts[1])] = id }
        }
        return ids
    }

    func writeMovedIDs(_ ids: [String: UUID]) {
        guard (try? makeIfMissing()) != nil else { return }
        let text = ids.sorted { $0.key < $1.key }.map { "\($0.value.uuidString)\t\($0.key)\n" }.joined()
        _ = try? PosixFile.writeAtomically(Array(text.utf8), to: idsPath, tempPath: newTempPath())
    }

    func rememberedSort() -> NoteSort? {
        guard let (bytes, _) = try? PosixFile.readAll(viewPath), bytes.count < 4096 else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0] == "sort" { return NoteSort(rawValue: String(parts[1])) }
        }
        return nil
    }

    func rememberSort(_ sort: NoteSort) {
        guard (try? makeIfMissing()) != nil else { return }
        _ = try? PosixFile.writeAtomically(Array("sort \(sort.rawValue)\n".utf8), to: viewPath, tempPath: newTempPath())
    }
}
