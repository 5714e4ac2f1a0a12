import Foundation
import NotesStorage
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A merge cut short (killed, or the machine lost power) between writing
// the vault's files and moving HEAD: the marker names the merge's commit
// and the HEAD it replaces, and the next sync finishes it before anything
// else — so files half-way to the merge are never taken for edits here.
extension VaultGitSync {
    var markerPath: String { gitFolder + "/notes-tui-vault-merge" }

    func writeMarker(commit: String, previous: String?) throws(SyncError) {
        do {
            _ = try PosixFile.writeAtomically(Array("\(commit) \(previous ?? "-")\n".utf8), to: markerPath,
                                              tempPath: markerPath + ".tmp")
        } catch {
            throw .gitFailed(step: "merge", reason: "\(markerPath) cannot be written (\(PosixFile.describe(error.code)))")
        }
    }

    /// Finishes the merge the marker names, when HEAD is still the one it
    /// replaces: each file the merge changed that is still as before it
    /// gets the merge's bytes (one changed since, by a person, is left to
    /// be committed and merged as an edit here); then HEAD moves. A marker
    /// whose HEAD moved on, or whose commit git no longer has, is dropped.
    func finishInterruptedMerge(_ git: GitRunner) throws(SyncError) {
        guard let text = try? String(contentsOfFile: markerPath, encoding: .utf8) else { return }
        defer { unlink(markerPath) }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard parts.count == 2 else { return }
        let (commit, previous) = (parts[0], parts[1] == "-" ? nil : parts[1])
        let head = try headCommit(git)
        guard head == previous, try git.run(["cat-file", "-e", "\(commit)^{commit}"]).status == 0 else { return }
        var from = "\(previous ?? "")^{tree}"
        if previous == nil { from = try emptyTree(git) }
        let changes = try changes(git, from: from, to: commit)
        var blobs = Set<String>()
        for change in changes.changes { blobs.formUnion([change.oldBlob, change.newBlob].compactMap { $0 }) }
        let bytes = try readBlobs(git, blobs)
        let writer = VaultFileWriter(root: vault)
        do {
            for change in changes.changes {
                if let old = change.oldPath, old != change.newPath {
                    let current = FileManager.default.contents(atPath: vault + "/" + old).map { [UInt8]($0) }
                    if current == nil || current == change.oldBlob.flatMap({ bytes[$0] }) { try writer.removeFile(old) }
                }
                guard let path = change.newPath, let new = change.newBlob.flatMap({ bytes[$0] }) else { continue }
                let current = FileManager.default.contents(atPath: vault + "/" + path).map { [UInt8]($0) }
                let before = change.kind == .renamed ? nil : change.oldBlob.flatMap { bytes[$0] }
                if current == new || (current != nil && current != before) { continue }
                try writer.put(path, bytes: new, durable: false)
            }
            try writer.syncFileSystem()
        } catch {
            throw .gitFailed(step: "finish the merge an earlier sync began", reason: "\(error.step): \(PosixFile.describe(error.code))")
        }
        try git.check(["update-ref", "-m", "notes-tui sync: merge", "HEAD", commit, previous ?? String(repeating: "0", count: commit.count)],
                      step: "finish the merge an earlier sync began")
    }
}
