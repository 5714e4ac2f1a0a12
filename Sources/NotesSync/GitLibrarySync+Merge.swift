import Foundation
import NotesCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The merge of a sync, done in this process (docs/sync.md, "How a merge
// is done"): git's merge base, the three libraries read in one git
// process, `LibraryMerge` (what the merge driver runs), then a commit with
// two parents. `git merge` would do the same through the driver, a second
// notes-tui decoding the three libraries, and rewrite and re-hash the
// file once more; this is several times faster at 10,000 notes.
extension GitLibrarySync {
    /// The steps after which a killed merge leaves something behind.
    enum MergeStep: CaseIterable, Sendable {
        case objectsWritten, libraryWritten, headMoved
    }

    /// Tests stop a merge here as a `kill -9` would.
    func stopIfAsked(after step: MergeStep) throws(SyncError) {
        if stopMergeAfter == step { throw .gitFailed(step: "merge", reason: "stopped after \(step) (a test)") }
    }

    /// What an in-process merge needs from git, read in one batch.
    struct MergeInputs {
        var head: String
        var remote: String
        var headTree: GitTree
        var ours: [UInt8]
        var theirs: [UInt8]
        /// Empty when there is no common ancestor, or it had no library.
        var base: [UInt8]
    }

    /// Merges the fetched branch into HEAD in this process; nil when this
    /// merge is git's to do: the histories differ in other files than the
    /// library, or either side has no library file.
    func mergeInProcess(_ git: GitRunner, identity: Identity) throws(SyncError) -> Bool? {
        guard let inputs = try readMergeInputs(git) else { return nil }
        let current: [UInt8]
        do {
            current = try LibraryFolderAccess.read(libraryPath)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "read the library", reason: "\(error)")
        }
        // A save since this sync's commit (under the store's lock now) is
        // merged as this machine's side, so it is in the merge commit.
        let (mine, theirs, base) = try decodeSides(mine: current, theirs: inputs.theirs, base: inputs.base)
        var merged = LibraryMerge.merge(base: base, mine: mine, theirs: theirs)
        // The draft is this machine's side file, never the library's.
        merged.draft = nil
        let bytes = LibraryCodec.encode(merged)
        guard bytes.count <= LibraryFolderAccess.maximumLibrarySize else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the merged library would be larger than any library may be; nothing was merged")
        }
        let commit = try writeMergeCommit(git, inputs: inputs, library: bytes, identity: identity)
        try finishMerge(git, commit: commit, previousHead: inputs.head, library: bytes, restoring: current)
        return bytes != current
    }

    /// The merge base, both heads and the three libraries; nil when the
    /// merge is git's to do (see `mergeInProcess`).
    func readMergeInputs(_ git: GitRunner) throws(SyncError) -> MergeInputs? {
        let baseOutcome = try git.run(["merge-base", "HEAD", remoteBranchRef])
        let base = baseOutcome.status == 0 ? baseOutcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        let library = settings.library
        var names = ["HEAD", remoteBranchRef, "HEAD^{tree}", "\(remoteBranchRef)^{tree}", "HEAD:\(library)", "\(remoteBranchRef):\(library)"]
        if let base { names += ["\(base)^{tree}", "\(base):\(library)"] }
        // Three libraries at most, each at most the largest a library may be.
        let limit = 3 * (LibraryFolderAccess.maximumLibrarySize + 4096)
        let outcome = try git.run(["cat-file", "--batch"], input: Array((names.joined(separator: "\n") + "\n").utf8),
                                  outputLimit: limit)
        guard !outcome.timedOut else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the remote's library is larger than any library may be")
        }
        guard outcome.status == 0, let batch = GitObjectBatch(parsing: outcome.stdout, count: names.count) else {
            throw .gitFailed(step: "read the libraries to merge", reason: GitMessages.reason(outcome))
        }
        let objects = batch.objects
        guard let head = objects[0], let remote = objects[1], let headTreeObject = objects[2],
              let remoteTreeObject = objects[3], let ours = objects[4], let theirs = objects[5],
              ours.type == "blob", theirs.type == "blob" else { return nil }
        let idLength = head.id.utf8.count / 2
        guard let headTree = GitTree(headTreeObject.bytes, idLength: idLength), headTree.file(library) != nil,
              let remoteTree = GitTree(remoteTreeObject.bytes, idLength: idLength) else { return nil }
        var baseLibrary: [UInt8] = []
        if base != nil {
            guard let baseTreeObject = objects[6], let baseTree = GitTree(baseTreeObject.bytes, idLength: idLength) else { return nil }
            // Another file changed on the remote: git merges the whole tree.
            guard baseTree.without(library) == remoteTree.without(library) else { return nil }
            if let baseBlob = objects[7], baseBlob.type == "blob" { baseLibrary = baseBlob.bytes }
        } else if headTree.without(library) != remoteTree.without(library) {
            return nil
        }
        return MergeInputs(head: head.id, remote: remote.id, headTree: headTree, ours: ours.bytes,
                           theirs: theirs.bytes, base: baseLibrary)
    }

    /// The three libraries, decoded side by side (two cores halve the
    /// wait); errors name the side, this machine's first.
    func decodeSides(mine: [UInt8], theirs: [UInt8], base: [UInt8]) throws(SyncError) -> (Library, Library, Library) {
        let sides = DecodedSides()
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            switch index {
            case 0:
                sides.mine = Result { () throws(SyncError) in try decodeMine(mine) }
            case 1: sides.theirs = Result { () throws(SyncError) in try decodeSide(theirs, side: "the remote's library", emptyIsEmpty: false) }
            default: sides.base = Result { () throws(SyncError) in try decodeSide(base, side: "the common ancestor", emptyIsEmpty: true) }
            }
        }
        guard let mine = sides.mine, let theirs = sides.theirs, let base = sides.base else {
            throw .gitFailed(step: "merge", reason: "a library was not read")
        }
        return (try mine.get(), try theirs.get(), try base.get())
    }

    func decodeMine(_ bytes: [UInt8]) throws(SyncError) -> Library {
        do {
            return try LibraryCodec.decode(bytes)
        } catch {
            throw .store(.unreadable(path: libraryPath, reason: "\(error.description); fix it or move it aside before syncing"))
        }
    }

    func decodeSide(_ bytes: [UInt8], side: String, emptyIsEmpty: Bool) throws(SyncError) -> Library {
        if emptyIsEmpty, bytes.isEmpty { return Library() }
        do {
            return try LibraryCodec.decode(bytes)
        } catch {
            if case let .newerVersion(version) = error {
                throw .remoteLibraryRefused(remote: remoteURL(), reason: "\(side) was written by a newer notes-tui "
                    + "(format version \(version)); update notes-tui on this machine")
            }
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "\(side) is not a notes library (\(error.description))")
        }
    }

    /// The merged library's blob, its tree and the commit with both
    /// parents, written as git objects (nothing points at them yet, so a
    /// sync killed here leaves only objects git's gc removes).
    func writeMergeCommit(_ git: GitRunner, inputs: MergeInputs, library: [UInt8],
                          identity: Identity) throws(SyncError) -> String {
        let step = "write the merge"
        // `--path`: the attributes of the library's own name apply, as for `git add`.
        let blob = try git.check(["hash-object", "-w", "--stdin", "--path=\(settings.library)"], step: step, input: library)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let tree = inputs.headTree.replacing(settings.library, with: blob) else {
            throw .gitFailed(step: step, reason: "git named the merged library \(blob)")
        }
        let treeID = try git.check(["hash-object", "-w", "-t", "tree", "--stdin"], step: step, input: tree.bytes)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let message = "notes-tui sync on \(identity.host): merge \(settings.remote)/\(settings.branch)"
        return try git.check(identity.options + ["commit-tree", treeID, "-p", inputs.head, "-p", inputs.remote, "-m", message],
                             step: step).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Makes the merge this machine's: the library file, then HEAD, then
    /// the index entry. The merging marker names the commit and the HEAD
    /// it replaces, so a sync killed in between is finished by the next
    /// (`recoverInterruptedSync`).
    func finishMerge(_ git: GitRunner, commit: String, previousHead: String, library: [UInt8],
                     restoring before: [UInt8]) throws(SyncError) {
        try stopIfAsked(after: .objectsWritten)
        let mode = FileMode.of(libraryPath) ?? 0o600
        guard FileManager.default.createFile(atPath: mergingMarker, contents: Data("\(commit) \(previousHead)\n".utf8)) else {
            throw .gitFailed(step: "merge", reason: "\(mergingMarker) cannot be written")
        }
        do {
            try LibraryFolderAccess.replace(libraryPath, with: library, mode: mode)
        } catch {
            unlink(mergingMarker)
            if let error = error as? StoreError { throw .store(error) }
            throw .gitFailed(step: "write the merged library", reason: "\(error)")
        }
        try stopIfAsked(after: .libraryWritten)
        let moved = try git.run(["update-ref", "-m", "notes-tui sync: merge", "HEAD", commit, previousHead])
        guard moved.status == 0 else {
            // HEAD moved meanwhile (a person's own git): the merge is not made.
            try? LibraryFolderAccess.replace(libraryPath, with: before, mode: mode)
            unlink(mergingMarker)
            throw .gitFailed(step: "record the merge", reason: GitMessages.reason(moved))
        }
        try stopIfAsked(after: .headMoved)
        // The index entry follows HEAD; if it cannot, the marker stays and
        // the next sync puts it right, as after a kill.
        if (try? git.run(["update-index", "--", settings.library]))?.status == 0 { unlink(mergingMarker) }
    }
}

/// The three decoded libraries, each written by one thread of
/// `decodeSides` and read after all have ended.
private final class DecodedSides: @unchecked Sendable {
    var mine: Result<Library, SyncError>?
    var theirs: Result<Library, SyncError>?
    var base: Result<Library, SyncError>?
}
