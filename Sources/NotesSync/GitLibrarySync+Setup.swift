import Foundation
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `sync --setup URL` (docs/sync.md, "Setting up").
extension GitLibrarySync {
    /// Makes the library's folder a git work tree syncing with `remote`
    /// (or keeps the one it is), then syncs once. Only the library file and
    /// this machine's `.git` are touched: the side files are ignored in
    /// `.git/info/exclude`, the merge driver set in `.git/info/attributes`
    /// and `.git/config`; nothing is committed but the library.
    ///
    /// A remote whose branch holds anything but this library (a code
    /// repository, a mistyped URL) is refused unless `force`: the library
    /// would be pushed into it. A setup that fails leaves git's side of the
    /// folder as it was (a `.git` it created is removed; one that was there
    /// gets its settings back).
    public static func setUp(
        dataPath: String, remote given: String, force: Bool = false, driverExecutable: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) throws(SyncError) -> (sync: GitLibrarySync, report: SyncReport) {
        if let refusal = RemoteAddress.refusal(given) { throw .refused(refusal) }
        // A path is the shell's: relative to where the command was typed.
        let url = RemoteAddress.absolute(given, from: workingFolder)
        let place = try preparePlace(dataPath)
        var info = stat()
        let dotGit = place.folder + "/.git"
        if lstat(dotGit, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw .refused("\(dotGit) is not a folder (a linked worktree, a submodule or a link); "
                + "sync keeps a library in a repository of its own: move the library to another folder and set up there")
        }
        // Ask the remote first, so an unreachable one changes nothing here.
        let asking = try GitRunner(folder: place.folder, environment: environment, inRepository: false)
        let branch = try defaultBranch(of: url, git: asking)
        let undo = SetupUndo(folder: place.folder)
        do {
            let git = try GitRunner(folder: place.folder, environment: environment)
            if !undo.repositoryExisted {
                try git.check(["init", "--quiet"], step: "create the git repository")
                try git.check(["symbolic-ref", "HEAD", "refs/heads/\(branch)"], step: "name the branch")
            }
            let remoteName = try chooseRemote(url, git: git, folder: place.folder)
            try git.check(["config", "remote.\(remoteName).url", url], step: "record the remote")
            try git.check(["config", "remote.\(remoteName).fetch", "+refs/heads/*:refs/remotes/\(remoteName)/*"], step: "record the remote")
            try writeLocalRules(folder: place.folder, library: place.name)
            let settings = SyncSettings(library: place.name, remote: remoteName, branch: branch, sharesRepository: force)
            let sync = GitLibrarySync(libraryPath: place.path, settings: settings,
                                      driverExecutable: driverExecutable, environment: environment)
            if !force { try sync.refuseForeignRemote(git) }
            try git.check(["config", "notes-tui.library", place.name], step: "record the library")
            try git.check(["config", "notes-tui.remote", remoteName], step: "record the remote")
            try git.check(["config", "notes-tui.branch", branch], step: "record the branch")
            if force { try git.check(["config", "notes-tui.shared", "true"], step: "record the library") }
            return (sync, try sync.sync())
        } catch {
            undo.restore()
            throw error
        }
    }

    /// Fetches the remote's branch and refuses it when it holds anything
    /// but this library (`--force` not given). An empty remote is fine.
    func refuseForeignRemote(_ git: GitRunner) throws(SyncError) {
        guard try fetch(git) else { return }
        let listing = try git.check(["ls-tree", "--name-only", "-z", remoteBranchRef], step: "look at the remote's files")
        let others = listing.split(separator: "\0").map(String.init).filter { $0 != settings.library }
        guard !others.isEmpty else { return }
        let shown = others.prefix(3).map(IncomingTree.shown).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
        throw .refused("\(remoteURL()) holds other files than a notes library (\(shown)), so the library was not set up "
            + "to sync there: check the URL; to keep the library in that repository beside them, add --force")
    }

    /// The library's real folder (created 0700 when missing, as the store
    /// does); a library that is a link, or has a name git would need to
    /// quote, is refused.
    static func preparePlace(_ dataPath: String) throws(SyncError) -> LibraryPlace {
        let name = (dataPath as NSString).lastPathComponent
        if let problem = SyncSettings.nameProblem(name) {
            throw .refused("sync keeps the library in git by its file name, and '\(GitMessages.clean(name))' has \(problem): rename the file")
        }
        let folder = (dataPath as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw .store(.unwritable(path: dataPath, reason: "its folder cannot be created (\(error.localizedDescription))"))
            }
        }
        guard let place = LibraryPlace(dataPath: dataPath) else {
            throw .refused("\(GitMessages.clean(dataPath)) is a symbolic link; sync keeps the file itself in git: "
                + "set up sync with --data-file pointing at the link's target")
        }
        return place
    }

    /// The remote's default branch (its HEAD, also an empty remote's
    /// unborn one), or `main` when it names none.
    static func defaultBranch(of url: String, git: GitRunner) throws(SyncError) -> String {
        let outcome = try git.run(["ls-remote", "--symref", "--", url, "HEAD"], timeout: GitRunner.networkTimeout)
        guard outcome.status == 0 else {
            throw .unreachable(remote: RemoteAddress.shown(url), reason: GitMessages.reason(outcome))
        }
        for line in outcome.stdoutText.split(separator: "\n") where line.hasPrefix("ref: refs/heads/") {
            let name = line.dropFirst("ref: refs/heads/".count).split(separator: "\t").first.map(String.init) ?? ""
            guard isUsableBranch(name) else {
                throw .refused("the remote's default branch '\(IncomingTree.shown(name))' is not a name notes-tui syncs "
                    + "(quotes, spaces, control characters or a leading '-'); give the remote a plain default branch such as main")
            }
            return name
        }
        // An empty remote: its unborn HEAD, so a clone of it checks the notes out.
        if let unborn = try UnbornRemoteHead.branch(of: url, git: git), isUsableBranch(unborn) { return unborn }
        return "main"
    }

    /// A branch name sync writes into refspecs and its config as it is.
    static func isUsableBranch(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix(".lock") && !name.contains("..")
            && name.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7f && !"\"\\:?*[^~".unicodeScalars.contains($0) }
    }

    /// `origin`, unless the folder's repository has an `origin` elsewhere:
    /// then `notes-tui`, so the person's own remote is left alone.
    static func chooseRemote(_ url: String, git: GitRunner, folder: String) throws(SyncError) -> String {
        let config = (try? String(contentsOfFile: folder + "/.git/config", encoding: .utf8)) ?? ""
        let origin = SyncSettings.section("remote \"origin\"", in: config)["url"]
        if origin == nil || origin == url { return "origin" }
        return "notes-tui"
    }

    /// The side files ignored and the merge driver attribute, both in this
    /// repository's own `.git/info` files: nothing to commit, nothing the
    /// person's `.gitignore` or `.gitattributes` must hold.
    static func writeLocalRules(folder: String, library: String) throws(SyncError) {
        let info = folder + "/.git/info"
        try? FileManager.default.createDirectory(atPath: info, withIntermediateDirectories: true)
        let excludes = ["# notes-tui: this machine's side files of \(library), never synced"]
            + LibraryFolderAccess.sideFilePatterns(dataName: library).map { "/" + $0 }
        try appendMissingLines(excludes, to: info + "/exclude")
        try appendMissingLines(["# notes-tui: its three-way merge of notes, never conflict markers; the bytes as they are",
                                libraryAttributes(library)], to: info + "/attributes",
                               replacing: ["/\(library) merge=notes-tui"])
    }

    /// The library's attributes in `.git/info/attributes`, which outranks
    /// every `.gitattributes` (a remote's included): notes-tui's merge, and
    /// no conversion of its bytes — no line-ending or encoding change, no
    /// `$Id$` expansion, no filter program.
    static func libraryAttributes(_ library: String) -> String {
        "/\(library) merge=notes-tui -text -ident -filter -working-tree-encoding"
    }

    /// Adds the lines `path` lacks, dropping any line in `replacing` (an
    /// earlier version's form of one of them).
    static func appendMissingLines(_ lines: [String], to path: String, replacing old: [String] = []) throws(SyncError) {
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var kept = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if kept.last == "" { kept.removeLast() }
        let dropsOld = kept.contains(where: old.contains)
        kept.removeAll(where: old.contains)
        let missing = lines.filter { !kept.contains($0) }
        guard !missing.isEmpty || dropsOld else { return }
        let text = (kept + missing).map { $0 + "\n" }.joined()
        do {
            try Data(text.utf8)
                .write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .gitFailed(step: "write \(path)", reason: error.localizedDescription)
        }
    }
}
