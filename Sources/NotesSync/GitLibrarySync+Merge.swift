import Foundation
import LibraryFormat
import NotesMerging
import NotesModel
import NotesStorage
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
// file once more, which would make a merge several times slower.
extension GitLibrarySync {
    /// The steps after which a killed merge leaves something behind.
    enum MergeStep: CaseIterable, Sendable {
        case objectsWritten, libraryWritten, headMoved
    }

    /// Tests stop a merge here as a `kill -9` would.
    func stopIfAsked(after step: MergeStep) throws(SyncError) {
        if stopMergeAfter == step { throw .gitFailed(step: "merge", reason: "stopped after \(step) (a test)") }
    }

    /// What a merge needs from git, read in one batch.
    struct MergeInputs {
        /// Nil while this branch has no commit yet.
        var head: String?
        var remote: String
        var headTree: GitTree?
        var remoteTree: GitTree
        /// The common ancestor and its tree; nil when the histories share none.
        var baseCommit: String?
        var baseTree: GitTree?
        /// HEAD's library; nil when HEAD has none.
        var ours: [UInt8]?
        /// The remote's library; nil when the remote has none.
        var theirs: [UInt8]?
        /// Empty when there is no common ancestor, or it had no library.
        var base: [UInt8]

        /// Only the library differs between the remote and the common
        /// ancestor (or HEAD, when there is none): nothing but the
        /// library comes in, so the merge is this process's to make.
        func onlyLibraryChanged(_ library: String) -> Bool {
            guard let reference = baseTree ?? headTree else { return remoteTree.without(library).isEmpty }
            return reference.without(library) == remoteTree.without(library)
        }
    }

    /// The merge base, both heads, their trees and the three libraries.
    func readMergeInputs(_ git: GitRunner) throws(SyncError) -> MergeInputs {
        let baseOutcome = try git.run(["merge-base", "HEAD", remoteBranchRef])
        let base = baseOutcome.status == 0 ? baseOutcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        let library = settings.library
        var names = ["HEAD", remoteBranchRef, "HEAD^{tree}", "\(remoteBranchRef)^{tree}", "HEAD:\(library)", "\(remoteBranchRef):\(library)"]
        if let base { names += ["\(base)^{tree}", "\(base):\(library)"] }
        // Three libraries at most, each at most the largest a library may
        // be; a larger remote library is refused (the remote is not trusted).
        let limit = 3 * (LibraryFolderAccess.maximumLibrarySize + 4096)
        let outcome = try git.run(["cat-file", "--batch"], input: Array((names.joined(separator: "\n") + "\n").utf8),
                                  outputLimit: limit)
        guard !outcome.timedOut else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the remote's library is larger than any library may be")
        }
        guard outcome.status == 0, let batch = GitObjectBatch(parsing: outcome.stdout, count: names.count),
              let remote = batch.objects[1], let remoteTreeObject = batch.objects[3] else {
            throw .gitFailed(step: "read what the remote sent", reason: GitMessages.reason(outcome))
        }
        let objects = batch.objects
        let idLength = remote.id.utf8.count / 2
        func tree(_ object: GitObjectBatch.Object?) -> GitTree? {
            object.flatMap { $0.type == "tree" ? GitTree($0.bytes, idLength: idLength) : nil }
        }
        func blob(_ object: GitObjectBatch.Object?) -> [UInt8]? {
            object.flatMap { $0.type == "blob" ? $0.bytes : nil }
        }
        guard let remoteTree = tree(remoteTreeObject) else {
            throw .gitFailed(step: "read what the remote sent", reason: "git's tree \(remoteTreeObject.id) cannot be read")
        }
        var inputs = MergeInputs(head: objects[0]?.id, remote: remote.id, headTree: tree(objects[2]), remoteTree: remoteTree,
                                 baseTree: nil, ours: blob(objects[4]), theirs: nil, base: [])
        // Only a regular file is read as the remote's library (a link's
        // blob is its target's name).
        if remoteTree.file(library) != nil { inputs.theirs = blob(objects[5]) }
        if base != nil {
            inputs.baseCommit = objects[0] == nil ? nil : base
            inputs.baseTree = tree(objects[6])
            if inputs.baseTree?.file(library) != nil { inputs.base = blob(objects[7]) ?? [] }
        }
        return inputs
    }

    /// Stops the sync, changing nothing, when the remote's tree is not one
    /// this machine takes (`IncomingTree`).
    func checkIncoming(_ inputs: MergeInputs) throws(SyncError) {
        let shares = settings.sharesRepository || (inputs.headTree.map { !$0.without(settings.library).isEmpty } ?? false)
        let check = IncomingTree(library: settings.library, sharesRepository: shares)
        if let problem = check.problem(remote: inputs.remoteTree, base: inputs.baseTree) {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: problem)
        }
    }

    /// Merges the fetched branch into HEAD in this process when only the
    /// library comes in; nil when the merge is git's to do (other files
    /// come in too, or HEAD has no library to merge into).
    func mergeInProcess(_ git: GitRunner, _ inputs: MergeInputs, identity: Identity) throws(SyncError) -> Bool? {
        guard inputs.onlyLibraryChanged(settings.library), let theirBytes = inputs.theirs else { return nil }
        guard let head = inputs.head, let headTree = inputs.headTree, headTree.file(settings.library) != nil else {
            guard inputs.head == nil, inputs.remoteTree.without(settings.library).isEmpty else { return nil }
            return try takeRemoteLibrary(git, inputs, library: theirBytes)
        }
        let current = try readCurrentLibrary()
        // A save since this sync's commit (under the store's lock now) is
        // merged as this machine's side, so it is in the merge commit.
        let (mine, theirs, base) = try decodeSides(mine: current, theirs: theirBytes, base: inputs.base)
        let (kept, keptCount) = RemoteDeletions.keptInTrash(base: base, mine: mine, theirs: theirs, now: Date())
        if keptCount == 0, inputs.baseCommit == head, current == inputs.ours {
            // Nothing changed here since the common ancestor: the remote's
            // commit becomes HEAD, its library the file, byte for byte.
            try finishMerge(git, commit: inputs.remote, previousHead: head, library: theirBytes, restoring: current)
            return theirBytes != current
        }
        var merged = LibraryMerge.merge(base: base, mine: mine, theirs: kept)
        // The draft is this machine's side file, never the library's.
        merged.draft = nil
        let bytes = LibraryCodec.encode(merged)
        guard bytes.count <= LibraryFolderAccess.maximumLibrarySize else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "the merged library would be larger than any library may be; nothing was merged")
        }
        let commit = try writeMergeCommit(git, head: head, headTree: headTree, remote: inputs.remote,
                                          library: bytes, identity: identity)
        try finishMerge(git, commit: commit, previousHead: head, library: bytes, restoring: current)
        return bytes != current
    }

    /// No library here and no commit yet: the remote's library becomes
    /// this machine's (checked first), and its commit the branch's first.
    func takeRemoteLibrary(_ git: GitRunner, _ inputs: MergeInputs, library: [UInt8]) throws(SyncError) -> Bool {
        _ = try decodeSide(library, side: "the remote's library", emptyIsEmpty: false)
        do {
            try LibraryFolderAccess.replace(libraryPath, with: library, mode: 0o600)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "write the remote's library", reason: "\(error)")
        }
        try git.check(["update-ref", "-m", "notes-tui sync: the remote's library", "HEAD", inputs.remote], step: "record the remote's library")
        _ = try? git.run(["reset", "--quiet", "--", settings.library])
        return true
    }

    func readCurrentLibrary() throws(SyncError) -> [UInt8] {
        do {
            return try LibraryFolderAccess.read(libraryPath)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "read the library", reason: "\(error)")
        }
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
    func writeMergeCommit(_ git: GitRunner, head: String, headTree: GitTree, remote: String, library: [UInt8],
                          identity: Identity) throws(SyncError) -> String {
        let step = "write the merge"
        // `--path`: the attributes of the library's own name apply, as for `git add`.
        let blob = try git.check(["hash-object", "-w", "--stdin", "--path=\(settings.library)"], step: step, input: library)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let tree = headTree.replacing(settings.library, with: blob) else {
            throw .gitFailed(step: step, reason: "git named the merged library \(blob)")
        }
        let treeID = try git.check(["hash-object", "-w", "-t", "tree", "--stdin"], step: step, input: tree.bytes)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let message = "notes-tui sync on \(identity.host): merge \(settings.remote)/\(settings.branch)"
        return try git.check(identity.options + ["commit-tree", treeID, "-p", head, "-p", remote, "-m", message],
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
