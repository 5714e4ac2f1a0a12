import Foundation
import LibraryFormat
import NotesStorage

// The steps of one sync, in order (see `sync()`).
extension GitLibrarySync {
    /// The repository's own settings sync relies on, written when missing
    /// (read from `.git/config` itself: no git process when all are there).
    func configureRepository(_ git: GitRunner) throws(SyncError) {
        try registerMergeDriver(git)
        // A library set up by an earlier version gets today's rules too
        // (the attributes that keep a remote's `.gitattributes` off it).
        try Self.writeLocalRules(folder: folder, library: settings.library)
        let config = (try? String(contentsOfFile: gitFolder + "/config", encoding: .utf8)) ?? ""
        for (key, value) in Self.repositorySettings {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            if SyncSettings.section(parts[0], in: config)[parts[1].lowercased()] == value { continue }
            try git.check(["config", key, value], step: "configure the repository")
        }
    }

    /// Written into the repository's own `.git/config` (docs/sync.md,
    /// "Speed"): each commit writes the whole library as a new object, so
    /// it is stored without zlib (much faster to write and read);
    /// git's own automatic gc, which would run detached beside the next
    /// sync, is replaced by `packLooseObjects`.
    static let repositorySettings: [(key: String, value: String)] = [
        ("core.looseCompression", "0"),
        ("gc.auto", "0"),
        ("maintenance.auto", "false"),
    ]

    /// More loose objects than this (about 25 versions of the library) are
    /// packed at the end of a sync.
    static let looseObjectLimit = 80

    /// Packs the loose objects, with each version of the library stored as
    /// a delta of another (a few hundred bytes instead of megabytes), when
    /// there are more than `looseObjectLimit`: some of git's work per
    /// version, once in a while, instead of a repository that grows by
    /// the library's size at every sync. A failure is left for next time.
    func packLooseObjects(_ git: GitRunner) {
        guard LooseObjects.count(in: gitFolder + "/objects", atLeast: Self.looseObjectLimit + 1) else { return }
        // One pack, reusing the deltas already made; window 1: each version
        // is compared with the next one only (they differ by a note or two).
        // Unreachable objects (a killed merge's) go after an hour.
        _ = try? git.run(["-c", "pack.window=1", "-c", "pack.depth=50", "-c", "pack.compression=1",
                          "gc", "--quiet", "--prune=1.hour.ago"], timeout: GitRunner.networkTimeout)
    }

    /// The merge driver's entry in `.git/config`, rewritten when the
    /// binary moved, so git always runs this notes-tui.
    func registerMergeDriver(_ git: GitRunner) throws(SyncError) {
        let wanted = MergeDriverCommand.configValue(executable: driverExecutable)
        let config = (try? String(contentsOfFile: gitFolder + "/config", encoding: .utf8)) ?? ""
        let current = SyncSettings.section("merge \"notes-tui\"", in: config)
        // The file holds the value with git's escaping; compare git's own reading when unsure.
        if current["driver"] == wanted { return }
        if try git.value(["config", "--get", "merge.notes-tui.driver"]) == wanted { return }
        try git.check(["config", "merge.notes-tui.name", "notes-tui three-way merge of notes"], step: "register the merge driver")
        try git.check(["config", "merge.notes-tui.driver", wanted], step: "register the merge driver")
    }

    func commitLocalChanges(_ git: GitRunner, identity: Identity) throws(SyncError) -> Bool {
        try commitLocalChanges(git, status: libraryStatus(git)) { () throws(SyncError) in identity }
    }

    /// Commits the library file when it differs from the last commit. A
    /// library that cannot be read is never committed (the store's error).
    func commitLocalChanges(_ git: GitRunner, status: LibraryStatus,
                            identity: () throws(SyncError) -> Identity) throws(SyncError) -> Bool {
        guard status.changed else { return false }
        guard FileManager.default.fileExists(atPath: libraryPath) else {
            // Deleted or moved aside here: never sent as "delete every note".
            return false
        }
        let bytes: [UInt8]
        do {
            bytes = try LibraryFolderAccess.read(libraryPath)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "read the library", reason: "\(error)")
        }
        do {
            _ = try LibraryCodec.decode(bytes)
        } catch {
            throw .store(.unreadable(path: libraryPath, reason: "\(error.description); fix it or move it aside before syncing"))
        }
        // `commit --only` reads the file itself; only a file git does not
        // know yet needs adding first (hashing the library twice is costly).
        if status.untracked { try git.check(["add", "--", settings.library], step: "stage the library") }
        let author = try identity()
        try git.check(author.options + ["commit", "--quiet", "--no-verify", "--only", "-m", "notes-tui sync from \(author.host)",
                                        "--", settings.library], step: "commit the library")
        return true
    }

    /// `git status` of the library alone, and whether HEAD has a commit
    /// (one git process for both).
    func libraryStatus(_ git: GitRunner) throws(SyncError) -> LibraryStatus {
        LibraryStatus(porcelainV2: try git.check(["status", "--porcelain=v2", "--branch", "--untracked-files=all", "--",
                                                  settings.library], step: "look at the library's changes"))
    }

    /// Fetches the remote's branch; false when the remote has no such
    /// branch yet (an empty repository).
    func fetch(_ git: GitRunner) throws(SyncError) -> Bool {
        let outcome = try git.run(["fetch", "--quiet", "--no-tags", "--no-recurse-submodules"] + localTransport(git).fetch + ["--", settings.remote,
                                   "+refs/heads/\(settings.branch):\(remoteBranchRef)"], timeout: GitRunner.networkTimeout)
        if outcome.status == 0 { return true }
        if outcome.stderrText.contains("couldn't find remote ref") {
            return false
        }
        // The remote answered, but this machine could not keep what it sent.
        if let local = GitMessages.localFailure(outcome) {
            throw .gitFailed(step: "fetch from \(remoteURL())", reason: local)
        }
        throw .unreachable(remote: remoteURL(), reason: GitMessages.reason(outcome))
    }

    /// Commits here not on the remote, and there not here (HEAD exists).
    func aheadBehind(_ git: GitRunner) throws(SyncError) -> (ahead: Int, behind: Int) {
        let text = try git.check(["rev-list", "--left-right", "--count", "HEAD...\(remoteBranchRef)"], step: "compare with the remote")
        let numbers = text.split(whereSeparator: { $0 == "\t" || $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard numbers.count == 2 else { throw .gitFailed(step: "compare with the remote", reason: "git said \(text)") }
        return (numbers[0], numbers[1])
    }

    func hasCommits(_ git: GitRunner) throws(SyncError) -> Bool {
        try git.run(["rev-parse", "--quiet", "--verify", "HEAD^{commit}"]).status == 0
    }

    /// Merges the fetched branch; returns whether the library file
    /// changed. What came in is checked first (`IncomingTree`); when only
    /// the library comes in (the usual case) the merge is made in this
    /// process (`mergeInProcess`), otherwise by `git merge` with the
    /// library merged here all the same (`mergeWithGit`).
    func merge(_ git: GitRunner, identity: Identity) throws(SyncError) -> Bool {
        let inputs = try readMergeInputs(git)
        try checkIncoming(inputs)
        if let brought = try mergeInProcess(git, inputs, identity: identity) { return brought }
        return try mergeWithGit(git, inputs, identity: identity)
    }

    /// Pushes; false when another machine pushed first (fetch and merge again).
    func push(_ git: GitRunner) throws(SyncError) -> Bool {
        let local = localTransport(git)
        let outcome = try git.run(local.pushOptions + ["push", "--quiet", "--no-verify", "--porcelain"] + local.push + ["--", settings.remote,
                                   "HEAD:refs/heads/\(settings.branch)"], timeout: GitRunner.networkTimeout)
        if outcome.status == 0 { return true }
        let text = outcome.stderrText + outcome.stdoutText
        // Lost a race: the remote moved since the fetch ("fetch first"), or
        // another push was updating the branch at that very moment (the
        // remote's ref lock).
        let races = ["fetch first", "non-fast-forward", "stale info", "cannot lock ref", "failed to update ref",
                     "failed to lock"]
        if races.contains(where: text.contains) || (text.contains(".lock") && text.contains("File exists")) {
            return false
        }
        throw .unreachable(remote: remoteURL(), reason: GitMessages.reason(outcome))
    }

    /// Options for a remote on this machine (a path, `file://`): nothing
    /// crosses a network, so the library goes whole and uncompressed
    /// instead of as a delta (working one out costs both sides more time
    /// than copying the file), and the remote keeps the pack it receives
    /// as it is instead of unpacking and compressing it again. A remote
    /// over a network gets none of them: there a delta of a few hundred
    /// bytes is worth its time.
    func localTransport(_ git: GitRunner) -> (pushOptions: [String], push: [String], fetch: [String]) {
        let config = (try? String(contentsOfFile: gitFolder + "/config", encoding: .utf8)) ?? ""
        guard let url = SyncSettings.section("remote \"\(settings.remote)\"", in: config)["url"],
              RemoteAddress.isOnThisMachine(url) else { return ([], [], []) }
        let wholeObjects = ["-c", "core.bigFileThreshold=1m", "-c", "pack.compression=0"]
        let program = "'" + git.executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return (wholeObjects, ["--receive-pack=\(program) -c receive.unpackLimit=1 receive-pack"],
                ["--upload-pack=\(program) \(wholeObjects.joined(separator: " ")) upload-pack"])
    }

    func recordLastSync(_ date: Date) {
        let text = LastSync.format(date) + "\n"
        try? Data(text.utf8).write(to: URL(fileURLWithPath: gitFolder + "/" + LastSync.fileName), options: .atomic)
    }

    // MARK: - The draft is this machine's

    /// A library written by an older notes-tui may hold the draft in the
    /// file; the store's next save moves it into the side file, which git
    /// ignores. Done before committing, so a draft never enters git.
    func moveDraftToSideFile() throws(SyncError) {
        // Reading the file and looking at its end costs less than asking git whether it changed.
        guard let bytes = try? LibraryFolderAccess.read(libraryPath), bytes.containsDraftMember else { return }
        do {
            let store = JSONFileStore(path: libraryPath, lockTimeout: Self.lockTimeout)
            let library = try store.load()
            _ = try store.save(library)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "move the draft out of the library", reason: "\(error)")
        }
    }

    /// Another machine's draft that came in with its library (an older
    /// notes-tui wrote it there) is not this machine's edit: removed.
    func dropForeignDraft() throws(SyncError) {
        guard let bytes = try? LibraryFolderAccess.read(libraryPath), bytes.containsDraftMember,
              var library = try? LibraryCodec.decode(bytes) else { return }
        library.draft = nil
        do {
            try LibraryFolderAccess.replace(libraryPath, with: LibraryCodec.encode(library))
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .gitFailed(step: "remove another machine's draft", reason: "\(error)")
        }
    }
}

/// What `git status --porcelain=v2 --branch` says of the library.
struct LibraryStatus: Equatable {
    /// The library differs from its last commit (or was never committed).
    var changed: Bool
    /// Git does not know the file yet (`git add` before committing).
    var untracked: Bool
    /// The branch has a commit (`# branch.oid` is not `(initial)`).
    var hasHead: Bool

    init(porcelainV2 text: String) {
        let lines = text.split(separator: "\n")
        changed = lines.contains { !$0.hasPrefix("#") }
        untracked = lines.contains { $0.hasPrefix("? ") }
        hasHead = lines.contains { $0.hasPrefix("# branch.oid ") && !$0.hasSuffix("(initial)") }
    }
}

extension [UInt8] {
    /// The file holds a draft object (as the codec writes it: a real line
    /// break, never inside a JSON string, then `  "draft": {`).
    var containsDraftMember: Bool {
        // The member line, `null` or `{` after it; the codec writes it
        // after the notes, so searching from the end finds `"draft": null`
        // in the last few bytes instead of reading all the notes.
        let needle = Array("\n  \"draft\": ".utf8)
        guard count > needle.count else { return false }
        return withUnsafeBufferPointer { bytes in
            var index = bytes.count - needle.count - 1
            while index >= 0 {
                if bytes[index] == 0x0A {
                    var offset = 1
                    while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return bytes[index + offset] == UInt8(ascii: "{") }
                }
                index -= 1
            }
            return false
        }
    }
}
