import Foundation
import NotesStorage
import NotesVault

// The merge of a vault's sync: the two sides' changes since their common
// ancestor (`git diff-tree`), checked, planned note by note
// (`VaultMergePlan`), recorded in the index and a commit with both
// parents, then written into the vault file by file.
extension VaultGitSync {
    /// Merges the fetched branch into HEAD; returns whether files here
    /// changed. Called holding the vault's lock, after this machine's
    /// notes were committed; `localChanges`: other files changed here
    /// and not committed, which a merge must not write over.
    func merge(_ git: GitRunner, localChanges: Set<String>, identity: () throws(SyncError) -> Identity) throws(SyncError) -> Bool {
        let remoteCommit = try git.check(["rev-parse", "--verify", "\(remoteRef)^{commit}"], step: "read what the remote sent")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let head = try headCommit(git)
        if head == remoteCommit { return false }
        var base: String?
        if let head {
            let outcome = try git.run(["merge-base", head, remoteCommit])
            if outcome.status == 0 { base = outcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) }
            if base == remoteCommit { return false }
        }
        var baseTree = base.map { "\($0)^{tree}" } ?? ""
        if base == nil { baseTree = try emptyTree(git) }
        let theirs = try changes(git, from: baseTree, to: remoteCommit)
        for change in theirs.changes {
            // A hidden file removed or renamed there is as much a change to
            // it as an edit (a `.gitignore` gone would commit ignored notes).
            if let old = change.oldPath, old != change.newPath, VaultSyncPaths.isHidden(old) {
                throw .remoteLibraryRefused(remote: remoteURL(), reason: VaultSyncPaths.hiddenProblem(old))
            }
            guard let path = change.newPath else { continue }
            if let problem = VaultSyncPaths.incomingProblem(path: path, mode: change.newMode) {
                throw .remoteLibraryRefused(remote: remoteURL(), reason: problem)
            }
        }
        var ours = TreeChanges(changes: [])
        var headPaths = Set<String>()
        if let head {
            if head != base { ours = try changes(git, from: baseTree, to: head) }
            headPaths = try treePaths(git, head)
        }
        let times = try commitTimes(git, [head, remoteCommit].compactMap { $0 })
        var sides = VaultMergePlan.Sides(ours: ours, theirs: theirs, headPaths: headPaths, texts: [:],
                                         oursModified: head == nil ? Date.distantPast : times[0], theirsModified: times.last ?? Date())
        for (id, bytes) in try readBlobs(git, VaultMergePlan.textsNeeded(ours: ours, theirs: theirs)) {
            sides.texts[id] = String(validating: bytes, as: UTF8.self)
        }
        let plan: VaultMergePlan
        do {
            plan = try VaultMergePlan.make(sides)
        } catch {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "a note both machines changed is not UTF-8 text here or there; fix it and sync again")
        }
        let contents = try writtenContents(git, plan, headPaths: headPaths, localChanges: localChanges)
        try recordInIndex(git, plan, contents)
        try stopIfAsked(after: .indexWritten)
        let tree = try git.check(["write-tree"], step: "record the merge").trimmingCharacters(in: .whitespacesAndNewlines)
        let remoteTree = try git.check(["rev-parse", "\(remoteCommit)^{tree}"], step: "record the merge")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var commit = remoteCommit
        if let head, head != base || tree != remoteTree {
            let author = try identity()
            commit = try git.check(author.options + ["commit-tree", tree, "-p", head, "-p", remoteCommit,
                                                     "-m", "notes-tui sync on \(author.host): merge \(remote)/\(branch)"],
                                   step: "record the merge").trimmingCharacters(in: .whitespacesAndNewlines)
        } else if head == nil, tree != remoteTree {
            let author = try identity()
            commit = try git.check(author.options + ["commit-tree", tree, "-p", remoteCommit, "-m", "notes-tui sync on \(author.host)"],
                                   step: "record the merge").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try writeMarker(commit: commit, previous: head)
        try writeFiles(plan, contents)
        try stopIfAsked(after: .filesWritten)
        try git.check(["update-ref", "-m", "notes-tui sync: merge", "HEAD", commit, head ?? String(repeating: "0", count: commit.count)],
                      step: "record the merge")
        unlink(markerPath)
        return !plan.isEmpty
    }

    func stopIfAsked(after step: Step) throws(SyncError) {
        if stopAfter == step { throw .gitFailed(step: "merge", reason: "stopped after \(step) (a test)") }
    }

    /// The bytes of every file the plan writes, each checked: a note from
    /// the remote must be UTF-8 text, and no file here that git does not
    /// hold (an ignored one) or that changed here uncommitted is written over.
    func writtenContents(_ git: GitRunner, _ plan: VaultMergePlan, headPaths: Set<String>,
                         localChanges: Set<String>) throws(SyncError) -> [String: [UInt8]] {
        var blobs = Set<String>()
        for case let .blob(id) in plan.writes.values { blobs.insert(id) }
        let bytesByBlob = try readBlobs(git, blobs)
        var contents: [String: [UInt8]] = [:]
        for (path, content) in plan.writes {
            switch content {
            case let .text(text): contents[path] = Array(text.utf8)
            case let .blob(id):
                guard let bytes = bytesByBlob[id] else {
                    throw .gitFailed(step: "read what the remote sent", reason: "git has no object \(id)")
                }
                if VaultSyncPaths.isNote(path), String(validating: bytes, as: UTF8.self) == nil {
                    throw .remoteLibraryRefused(remote: remoteURL(), reason: "its \(IncomingTree.shown(path)) is not UTF-8 text "
                        + "(make it UTF-8 there, or remove it)")
                }
                contents[path] = bytes
            }
        }
        for path in plan.writes.keys {
            guard let folder = blockedFolder(path) else { continue }
            throw .refused("the remote's \(IncomingTree.shown(path)) would be written through \(IncomingTree.shown(folder)), "
                + "which is not a folder here (a link?): move it aside and sync again")
        }
        for path in plan.removals.union(plan.writes.keys) {
            let changedHere = localChanges.contains(path)
            let untrackedHere = !headPaths.contains(path) && exists(path)
            guard changedHere || untrackedHere else { continue }
            throw .refused("the remote changes \(IncomingTree.shown(path)), which changed here and is not committed "
                + "(or git ignores it): commit it, or move it aside, and sync again")
        }
        return contents
    }

    /// The first folder on `path`'s way that is not a real folder here
    /// (a link, a file); nil when all are folders or missing.
    private func blockedFolder(_ path: String) -> String? {
        var folder = vault
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            var info = stat()
            guard lstat(folder, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return String(folder.dropFirst(vault.count + 1)) }
        }
        return nil
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(vault + "/" + path, &info) == 0
    }

    /// The plan in the index: one `update-index --index-info` for all.
    func recordInIndex(_ git: GitRunner, _ plan: VaultMergePlan, _ contents: [String: [UInt8]]) throws(SyncError) {
        var lines: [UInt8] = []
        let zeros: String
        var ids: [String: String] = [:]
        for (path, content) in plan.writes {
            switch content {
            case let .blob(id): ids[path] = id
            case .text:
                ids[path] = try git.check(["hash-object", "-w", "--no-filters", "--stdin"], step: "record the merge",
                                          input: contents[path] ?? []).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        zeros = String(repeating: "0", count: ids.values.first?.count ?? 40)
        for path in plan.removals { lines += Array("0 \(zeros)\t\(path)".utf8) + [0] }
        for (path, id) in ids { lines += Array("100644 \(id)\t\(path)".utf8) + [0] }
        guard !lines.isEmpty else { return }
        try git.check(["update-index", "-z", "--index-info"], step: "record the merge", input: lines)
    }

    /// Removes, then writes, each file the plan names; the vault's own
    /// writer keeps each write atomic and never follows a link out. All
    /// are made durable at once at the end (one fsync each would make a
    /// new machine's first sync of thousands of notes take minutes); the
    /// marker written before lets the next sync finish a merge cut short.
    func writeFiles(_ plan: VaultMergePlan, _ contents: [String: [UInt8]]) throws(SyncError) {
        let writer = VaultFileWriter(root: vault)
        do {
            for path in plan.removals.sorted() { try writer.removeFile(path) }
            for path in plan.writes.keys.sorted() { try writer.put(path, bytes: contents[path] ?? [], durable: false) }
            try writer.syncFileSystem()
        } catch {
            throw .gitFailed(step: "write the merged notes", reason: "\(error.step): \(PosixFile.describe(error.code))")
        }
    }

    // MARK: - Reading from git

    func changes(_ git: GitRunner, from old: String, to new: String) throws(SyncError) -> TreeChanges {
        let outcome = try git.run(["diff-tree", "-r", "-z", "-M", "--no-commit-id", old, new])
        guard outcome.status == 0, let changes = TreeChanges(parsing: outcome.stdout) else {
            throw .gitFailed(step: "compare with the remote", reason: GitMessages.reason(outcome))
        }
        return changes
    }

    func emptyTree(_ git: GitRunner) throws(SyncError) -> String {
        try git.check(["hash-object", "-t", "tree", "--stdin"], step: "compare with the remote", input: [])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func treePaths(_ git: GitRunner, _ commit: String) throws(SyncError) -> Set<String> {
        let outcome = try git.run(["ls-tree", "-r", "-z", "--name-only", "--full-tree", commit])
        guard outcome.status == 0 else { throw .gitFailed(step: "list the notes", reason: GitMessages.reason(outcome)) }
        return Set(outcome.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    func commitTimes(_ git: GitRunner, _ commits: [String]) throws(SyncError) -> [Date] {
        let text = try git.check(["show", "-s", "--format=%ct"] + commits, step: "read the commits' dates")
        return text.split(separator: "\n").map { Date(timeIntervalSince1970: TimeInterval($0) ?? 0) }
    }

    /// The largest total a merge reads from git at once.
    static let largestRead = 4 << 30

    func readBlobs(_ git: GitRunner, _ ids: Set<String>) throws(SyncError) -> [String: [UInt8]] {
        guard !ids.isEmpty else { return [:] }
        let names = Array(ids)
        let outcome = try git.run(["cat-file", "--batch"], input: Array((names.joined(separator: "\n") + "\n").utf8),
                                  outputLimit: Self.largestRead)
        guard !outcome.timedOut else {
            throw .remoteLibraryRefused(remote: remoteURL(), reason: "its notes are larger than any vault this machine reads")
        }
        guard outcome.status == 0, let batch = GitObjectBatch(parsing: outcome.stdout, count: names.count) else {
            throw .gitFailed(step: "read what the remote sent", reason: GitMessages.reason(outcome))
        }
        var blobs: [String: [UInt8]] = [:]
        for (name, object) in zip(names, batch.objects) {
            guard let object, object.type == "blob" else { continue }
            blobs[name] = object.bytes
        }
        return blobs
    }
}
