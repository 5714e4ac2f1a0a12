import Foundation
import NotesCore
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
    public static func setUp(
        dataPath: String, remote url: String, driverExecutable: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SyncError) -> (sync: GitLibrarySync, report: SyncReport) {
        if let refusal = RemoteAddress.refusal(url) { throw .refused(refusal) }
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
        let git = try GitRunner(folder: place.folder, environment: environment)
        if lstat(dotGit, &info) != 0 {
            try git.check(["init", "--quiet"], step: "create the git repository")
            try git.check(["symbolic-ref", "HEAD", "refs/heads/\(branch)"], step: "name the branch")
        }
        let remoteName = try chooseRemote(url, git: git, folder: place.folder)
        try git.check(["config", "remote.\(remoteName).url", url], step: "record the remote")
        try git.check(["config", "remote.\(remoteName).fetch", "+refs/heads/*:refs/remotes/\(remoteName)/*"], step: "record the remote")
        try writeLocalRules(folder: place.folder, library: place.name)
        try git.check(["config", "notes-tui.library", place.name], step: "record the library")
        try git.check(["config", "notes-tui.remote", remoteName], step: "record the remote")
        try git.check(["config", "notes-tui.branch", branch], step: "record the branch")
        let settings = SyncSettings(library: place.name, remote: remoteName, branch: branch)
        let sync = GitLibrarySync(libraryPath: place.path, settings: settings,
                                  driverExecutable: driverExecutable, environment: environment)
        return (sync, try sync.sync())
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

    /// The remote's default branch (its HEAD), or `main` for an empty remote.
    static func defaultBranch(of url: String, git: GitRunner) throws(SyncError) -> String {
        let outcome = try git.run(["ls-remote", "--symref", "--", url, "HEAD"], timeout: GitRunner.networkTimeout)
        guard outcome.status == 0 else {
            throw .unreachable(remote: RemoteAddress.shown(url), reason: GitMessages.reason(outcome))
        }
        for line in outcome.stdoutText.split(separator: "\n") where line.hasPrefix("ref: refs/heads/") {
            let name = line.dropFirst("ref: refs/heads/".count).split(separator: "\t").first.map(String.init) ?? ""
            if !name.isEmpty, !name.hasPrefix("-") { return name }
        }
        return "main"
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
        try appendMissingLines(["# notes-tui: its three-way merge of notes, never conflict markers",
                                "/\(library) merge=notes-tui"], to: info + "/attributes")
    }

    static func appendMissingLines(_ lines: [String], to path: String) throws(SyncError) {
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let have = Set(existing.split(separator: "\n").map(String.init))
        let missing = lines.filter { !have.contains($0) }
        guard !missing.isEmpty else { return }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        do {
            try Data((existing + separator + missing.joined(separator: "\n") + "\n").utf8)
                .write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .gitFailed(step: "write \(path)", reason: error.localizedDescription)
        }
    }
}
