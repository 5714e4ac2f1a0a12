import Foundation
import LibraryFormat
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What a killed or refused sync leaves, put right. Runs holding the sync
// lock (one sync of a repository at a time) and the store's lock, so no
// other notes-tui is running git on this folder: git lock files left now
// are a killed sync's.
extension GitLibrarySync {
    /// Git's lock files a `kill -9` can leave behind.
    var staleLockFiles: [String] {
        ["index.lock", "HEAD.lock", "ORIG_HEAD.lock", "config.lock", "packed-refs.lock", "MERGE_HEAD.lock",
         "refs/heads/\(settings.branch).lock", "refs/remotes/\(settings.remote)/\(settings.branch).lock"]
            .map { gitFolder + "/" + $0 }
    }

    /// Removes stale git locks; undoes a merge left half done, keeping the
    /// library as the last good version (the work tree's when it is a whole
    /// library, else the last commit's).
    func recoverInterruptedSync(_ git: GitRunner) throws(SyncError) {
        // A lock may still be held by a killed sync's git, which outlives
        // it: that git is stopped first, so no lock is taken from a live one.
        if (staleLockFiles + [mergingMarker]).contains(where: { access($0, F_OK) == 0 }) {
            OrphanedGit.stop(runningIn: git.folder)
        }
        for path in staleLockFiles { unlink(path) }
        // A killed sync's input for git (a whole library, for a merge).
        for name in (try? FileManager.default.contentsOfDirectory(atPath: gitFolder)) ?? []
            where name.hasPrefix("notes-tui-input-") { unlink(gitFolder + "/" + name) }
        let interrupted = FileManager.default.fileExists(atPath: mergingMarker)
        let mode = GitMergeMarker.mode(in: mergingMarker)
        defer {
            if let mode { FileMode.set(libraryPath, to: mode) }
            unlink(mergingMarker)
        }
        let current = try? LibraryFolderAccess.read(libraryPath)
        let whole = current.map { (try? LibraryCodec.decode($0)) != nil } ?? false
        if mode != nil {
            // A `git merge` was running: it started right after the library
            // was committed, so the last commit's library is the one to keep.
            if FileManager.default.fileExists(atPath: gitFolder + "/MERGE_HEAD") { undoFailedMerge(git, restoring: nil) }
            if let committed = try? git.run(["cat-file", "blob", "HEAD:\(settings.library)"]), committed.status == 0,
               committed.stdout != current {
                try? LibraryFolderAccess.replace(libraryPath, with: committed.stdout, mode: mode)
            }
        } else if FileManager.default.fileExists(atPath: gitFolder + "/MERGE_HEAD") {
            undoFailedMerge(git, restoring: whole ? current : nil)
        } else if let merge = InterruptedMerge(marker: mergingMarker) {
            finishInterruptedMerge(git, merge, library: current)
        } else if interrupted, !whole {
            // Killed while a fast-forward wrote the file: the last commit's is whole.
            _ = try? git.run(["reset", "--quiet", "--", settings.library])
            if let committed = try? git.run(["cat-file", "blob", "HEAD:\(settings.library)"]), committed.status == 0 {
                try? LibraryFolderAccess.replace(libraryPath, with: committed.stdout)
            }
        }
    }

    /// Present while `git merge` runs (`.git/notes-tui-merging`), or while
    /// an in-process merge is made this machine's (then naming its commit).
    var mergingMarker: String { gitFolder + "/notes-tui-merging" }

    /// An in-process merge killed after it wrote the library file: its
    /// commit becomes HEAD when the file is that commit's library (so the
    /// next commit can never undo the merge); the index entry follows HEAD.
    /// Killed before the file was written, nothing had changed: the merge
    /// is left, and this sync makes it again.
    func finishInterruptedMerge(_ git: GitRunner, _ merge: InterruptedMerge, library current: [UInt8]?) {
        let head = (try? git.value(["rev-parse", "--quiet", "--verify", "HEAD"])) ?? nil
        if head == merge.previousHead, let current,
           let merged = try? git.run(["cat-file", "blob", "\(merge.commit):\(settings.library)"]),
           merged.status == 0, merged.stdout == current {
            _ = try? git.run(["update-ref", "-m", "notes-tui sync: merge", "HEAD", merge.commit, merge.previousHead])
        }
        _ = try? git.run(["reset", "--quiet", "--", settings.library])
    }

    /// Ends a merge git could not finish: the merge state is removed, the
    /// index entry of the library reset, and the library file made
    /// `restoring` again (or, when nil and the file is not a whole
    /// library, the last commit's version). Unrelated files are untouched.
    func undoFailedMerge(_ git: GitRunner, restoring before: [UInt8]?, mode: mode_t? = nil) {
        // Git rewrote the file with the umask's mode; it goes back to its own.
        defer { if let mode { FileMode.set(libraryPath, to: mode) } }
        if (try? git.run(["merge", "--abort"]).status) != 0 {
            for name in ["MERGE_HEAD", "MERGE_MSG", "MERGE_MODE", "AUTO_MERGE"] { unlink(gitFolder + "/" + name) }
            _ = try? git.run(["reset", "--quiet", "--", settings.library])
        }
        let now = try? LibraryFolderAccess.read(libraryPath)
        if let before {
            if now != before { try? LibraryFolderAccess.replace(libraryPath, with: before) }
            return
        }
        if let now, (try? LibraryCodec.decode(now)) != nil { return }
        if let committed = try? git.run(["cat-file", "blob", "HEAD:\(settings.library)"]), committed.status == 0 {
            try? LibraryFolderAccess.replace(libraryPath, with: committed.stdout)
        }
    }
}

/// What `.git/notes-tui-merging` says of an in-process merge: the merge
/// commit and the HEAD it replaces (an empty marker is `git merge`'s).
struct InterruptedMerge: Equatable {
    var commit: String
    var previousHead: String

    init?(marker path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let hex = words.allSatisfy { $0.count >= 40 && $0.allSatisfy(\.isHexDigit) }
        guard words.count == 2, hex else { return nil }
        commit = words[0]
        previousHead = words[1]
    }
}
