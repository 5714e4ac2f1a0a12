import Foundation
import LibraryFormat
import NotesMerging
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The merge left to `git merge`: more than the library comes in (a
// repository shared with other files), or HEAD has no library yet. Git
// merges the other files; the library itself is merged in this process as
// `mergeInProcess` does, so git's own choice for it (a fast-forward, a
// trivial merge) never drops a note, and is committed with the merge.
extension GitLibrarySync {
    func mergeWithGit(_ git: GitRunner, _ inputs: MergeInputs, identity: Identity) throws(SyncError) -> Bool {
        try checkRemoteLibrary(git)
        // The merge starts from a committed library, so a killed one is put
        // back to the last commit's (`recoverInterruptedSync`).
        _ = try commitLocalChanges(git, identity: identity)
        let before = try? LibraryFolderAccess.read(libraryPath)
        let mode = FileMode.of(libraryPath) ?? 0o600
        let merged = try inputs.head == nil ? nil : libraryMergedHere(inputs, current: before)
        guard FileManager.default.createFile(atPath: mergingMarker, contents: Data(GitMergeMarker.text(mode: mode).utf8)) else {
            throw .gitFailed(step: "merge", reason: "\(mergingMarker) cannot be written")
        }
        defer { unlink(mergingMarker) }
        let message = "notes-tui sync on \(identity.host): merge \(settings.remote)/\(settings.branch)"
        // `--no-overwrite-ignore`: a file the remote adds never replaces one
        // of this folder's ignored files. With a commit here, git stops
        // before committing, so the library merged here goes in.
        let commitOptions = inputs.head == nil ? [] : ["--no-ff", "--no-commit"]
        let outcome = try git.run(identity.options + ["merge", "--quiet", "--no-edit", "--no-verify", "--no-stat",
                                                      "--no-overwrite-ignore", "--allow-unrelated-histories"]
                                  + commitOptions + ["-m", message, remoteBranchRef])
        guard outcome.status == 0 else {
            let conflicts = (try? git.run(["diff", "--name-only", "-z", "--diff-filter=U"]))?.stdoutText
                .split(separator: "\0").map { IncomingTree.shown(String($0)) } ?? []
            undoFailedMerge(git, restoring: before, mode: mode)
            if let refusal = MergeDriverCommand.refusal(in: outcome.stderrText) {
                throw .remoteLibraryRefused(remote: remoteURL(), reason: refusal)
            }
            if !conflicts.isEmpty {
                throw .gitFailed(step: "merge \(remoteURL())", reason: "both sides changed "
                    + conflicts.prefix(3).joined(separator: ", ") + (conflicts.count > 3 ? ", …" : "")
                    + " (files of yours beside the library: merge them with git, then sync again)")
            }
            throw .gitFailed(step: "merge \(remoteURL())", reason: GitMessages.reason(outcome))
        }
        if inputs.head != nil {
            do {
                if let merged {
                    try LibraryFolderAccess.replace(libraryPath, with: merged, mode: mode)
                    try git.check(["add", "--", settings.library], step: "stage the merged library")
                }
                try git.check(identity.options + ["commit", "--quiet", "--no-verify", "--no-edit", "-m", message],
                              step: "commit the merge")
            } catch {
                undoFailedMerge(git, restoring: before, mode: mode)
                if let error = error as? SyncError { throw error }
                throw .gitFailed(step: "write the merged library", reason: "\(error)")
            }
        }
        // Git writes files with the umask's mode; the library stays private.
        FileMode.set(libraryPath, to: mode)
        try dropForeignDraft()
        return (try? LibraryFolderAccess.read(libraryPath)) != before
    }

    /// The library as the merge leaves it: the three sides merged, notes
    /// the remote dropped kept in the trash. Nil when the remote has no
    /// library (this machine's stays); the remote's when there is none here.
    func libraryMergedHere(_ inputs: MergeInputs, current: [UInt8]?) throws(SyncError) -> [UInt8]? {
        guard let theirBytes = inputs.theirs else { return nil }
        guard let current else {
            _ = try decodeSide(theirBytes, side: "the remote's library", emptyIsEmpty: false)
            return theirBytes
        }
        let (mine, theirs, base) = try decodeSides(mine: current, theirs: theirBytes, base: inputs.base)
        let kept = RemoteDeletions.keptInTrash(base: base, mine: mine, theirs: theirs, now: Date()).theirs
        var merged = LibraryMerge.merge(base: base, mine: mine, theirs: kept)
        merged.draft = nil
        let bytes = LibraryCodec.encode(merged)
        guard bytes.count <= LibraryFolderAccess.maximumLibrarySize else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the merged library would be larger than any library may be; nothing was merged")
        }
        return bytes
    }
    /// The remote's library, checked before git merges it: one that is
    /// not a notes library, or a newer format, stops the sync here (a
    /// fast-forward would otherwise take it without the merge driver).
    func checkRemoteLibrary(_ git: GitRunner) throws(SyncError) {
        let object = "\(remoteBranchRef):\(settings.library)"
        let size = try git.run(["cat-file", "-s", object])
        guard size.status == 0 else { return } // no library there: nothing to check
        if let bytes = Int(size.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)),
           bytes > LibraryFolderAccess.maximumLibrarySize {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the remote's library is larger than any library may be")
        }
        let blob = try git.run(["cat-file", "blob", object])
        guard blob.status == 0 else { return }
        do {
            _ = try LibraryCodec.decode(blob.stdout)
        } catch {
            if case let .newerVersion(version) = error {
                throw .remoteLibraryRefused(
                    remote: remoteURL(),
                    reason: "it was written by a newer notes-tui (format version \(version)); update notes-tui on this machine")
            }
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the remote's \(settings.library) is not a notes library (\(error.description))")
        }
    }
}

/// `.git/notes-tui-merging` while `git merge` runs: `git-merge MODE`, the
/// library's permission bits (octal), which git's rewrite does not keep
/// and a killed sync's recovery puts back.
enum GitMergeMarker {
    static func text(mode: mode_t) -> String { "git-merge " + String(mode, radix: 8) + "\n" }

    static func mode(in path: String) -> mode_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count == 2, words[0] == "git-merge", let mode = mode_t(words[1], radix: 8), mode <= 0o7777 else { return nil }
        return mode
    }
}
