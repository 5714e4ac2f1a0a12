import Foundation

// Committing this machine's notes: the note files git sees changed (and
// nothing else of the vault), in one commit, through the index.
extension VaultGitSync {
    /// The note paths that differ from HEAD (in the index or the work
    /// tree, untracked ones included), and the other paths that do.
    func changedNotePaths(_ git: GitRunner) throws(SyncError) -> (paths: [String], others: Set<String>) {
        let outcome = try git.run(["status", "--porcelain=v2", "-z", "--untracked-files=all", "--no-renames"])
        guard outcome.status == 0 else {
            throw .gitFailed(step: "look at the vault's changes", reason: GitMessages.reason(outcome))
        }
        let paths = Self.statusPaths(outcome.stdout)
        return (paths.filter(VaultSyncPaths.isNote), Set(paths.filter { !VaultSyncPaths.isNote($0) }))
    }

    /// The paths of `git status --porcelain=v2 -z` records: `1 XY sub mH
    /// mI mW hH hI path`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`, `? path`.
    static func statusPaths(_ output: [UInt8]) -> [String] {
        var paths: [String] = []
        for record in output.split(separator: 0) {
            guard let kind = record.first, record.count > 2 else { continue }
            let fieldsBeforePath: Int
            switch kind {
            case UInt8(ascii: "1"): fieldsBeforePath = 8
            case UInt8(ascii: "u"): fieldsBeforePath = 10
            case UInt8(ascii: "?"): fieldsBeforePath = 1
            default: continue
            }
            var spaces = 0
            var index = record.startIndex
            while index < record.endIndex, spaces < fieldsBeforePath {
                if record[index] == 0x20 { spaces += 1 }
                index += 1
            }
            guard spaces == fieldsBeforePath, index < record.endIndex else { continue }
            paths.append(String(decoding: record[index...], as: UTF8.self))
        }
        return paths
    }

    /// Commits the changed notes; `committed` false when there were none.
    /// Also returns the other paths changed here, which are not committed.
    /// Called holding the vault's lock.
    func commitLocalChanges(_ git: GitRunner, identity: () throws(SyncError) -> Identity)
        throws(SyncError) -> (committed: Bool, others: Set<String>) {
        let (paths, others) = try changedNotePaths(git)
        let head = try headCommit(git)
        if paths.isEmpty, head != nil { return (false, others) }
        if !paths.isEmpty {
            let list = paths.map { Array($0.utf8) + [0] }.joined()
            try git.check(["update-index", "--add", "--remove", "-z", "--stdin"], step: "stage the changed notes",
                          input: Array(list))
        }
        let tree = try git.check(["write-tree"], step: "record the notes").trimmingCharacters(in: .whitespacesAndNewlines)
        if let head {
            let headTree = try git.check(["rev-parse", "\(head)^{tree}"], step: "record the notes")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if headTree == tree { return (false, others) }
        } else if paths.isEmpty {
            return (false, others)
        }
        let author = try identity()
        let count = paths.count == 1 ? "1 note" : "\(paths.count) notes"
        let parents = head.map { ["-p", $0] } ?? []
        let commit = try git.check(author.options + ["commit-tree", tree] + parents + ["-m", "notes-tui sync on \(author.host): \(count)"],
                                   step: "commit the notes").trimmingCharacters(in: .whitespacesAndNewlines)
        try git.check(["update-ref", "-m", "notes-tui sync: commit", "HEAD", commit] + (head.map { [$0] } ?? [String(repeating: "0", count: commit.count)]),
                      step: "commit the notes")
        return (true, others)
    }
}
