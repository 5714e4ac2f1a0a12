import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesSync

/// `sync --setup`: two machines' libraries become one, nothing dropped;
/// the folder's repository holds only the library.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncSetupTests {
    @Test func setupWhereBothMachinesHaveLibrariesKeepsEveryNote() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "from A 1")
        _ = try fixture.add("a", title: "from A 2")
        _ = try fixture.add("b", title: "from B")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        _ = try fixture.engine("a").sync()
        let everything = ["from A 1", "from A 2", "from B"]
        #expect(try fixture.titles("a") == everything)
        #expect(try fixture.titles("b") == everything)
    }

    @Test func setupWithNoLibraryHereTakesTheRemotes() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "only on A")
        _ = try fixture.setUp("a", remote: remote)
        _ = try fixture.setUp("b", remote: remote)
        #expect(try fixture.titles("b") == ["only on A"])
        #expect(fixture.bytes("b") == fixture.bytes("a"))
        // Notes stay private whatever the umask git wrote the file with.
        #expect(FileMode.of(fixture.libraryPath("b")) == 0o600)
    }

    @Test func setupUsesTheRemotesDefaultBranch() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        // A remote made elsewhere, whose default branch is `notes`.
        _ = try fixture.add("x", title: "from x")
        _ = try fixture.setUp("x", remote: remote)
        try fixture.git(["branch", "-m", "main", "notes"], in: remote)
        try fixture.git(["symbolic-ref", "HEAD", "refs/heads/notes"], in: remote)
        _ = try fixture.add("a", title: "from a")
        let engine = try fixture.setUp("a", remote: remote)
        #expect(engine.settings.branch == "notes")
        #expect(try fixture.git(["rev-parse", "--abbrev-ref", "HEAD"], in: fixture.folder.file("a")).stdoutText == "notes\n")
        #expect(try fixture.git(["show", "notes:notes.json"], in: remote).stdoutText.contains("from a"))
        // An empty remote: `main`.
        let empty = try fixture.bareRemote("empty.git")
        #expect(try fixture.setUp("b", remote: empty).settings.branch == "main")
    }

    /// Only the library is committed; side files are ignored, never staged.
    @Test func onlyTheLibraryEntersGitAndSideFilesAreIgnored() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "kept")
        try fixture.edit("a") { $0.draft = Draft(noteID: id, title: "kept", body: "typing…") }
        for name in [".notes.json.view", ".notes-tui-edit-12-ab.md", "notes.json.20260101-000000.bak",
                     ".notes.json.20260101-000000.bak.draft", ".notes.json.tmp-1-2"] {
            _ = FileManager.default.createFile(atPath: fixture.folder.file("a/" + name), contents: Data("x".utf8))
        }
        _ = try fixture.setUp("a", remote: remote)
        let files = try fixture.git(["ls-tree", "-r", "--name-only", "main"], in: remote).stdoutText
        #expect(files == "notes.json\n")
        let untracked = try fixture.git(["status", "--porcelain", "--untracked-files=all"], in: fixture.folder.file("a")).stdoutText
        #expect(untracked.isEmpty, "side files not ignored: \(untracked)")
        // The draft is this machine's: the remote's library has none.
        let committed = try fixture.git(["show", "main:notes.json"], in: remote).stdoutText
        #expect(committed.contains("\"draft\": null"))
        #expect(!committed.contains("typing"))
    }

    /// A library written by an older notes-tui keeps its draft in the file:
    /// it moves to this machine's side file and never enters git.
    @Test func aDraftInsideTheLibraryFileNeverEntersGit() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "note")
        var library = try fixture.load("a")
        library.draft = Draft(noteID: id, title: "note", body: "half typed")
        try FileManager.default.createDirectory(atPath: fixture.folder.file("a"), withIntermediateDirectories: true)
        try Data(LibraryCodec.encode(library)).write(to: URL(fileURLWithPath: fixture.libraryPath("a")))
        _ = try fixture.setUp("a", remote: remote)
        let committed = try fixture.git(["show", "main:notes.json"], in: remote).stdoutText
        #expect(!committed.contains("half typed"))
        #expect(try fixture.load("a").draft?.body == "half typed")
    }

    @Test func aFolderThatIsAlreadyARepositoryKeepsItsFilesUncommitted() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let folder = fixture.folder.file("a")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try fixture.git(["init", "--quiet"], in: folder)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/todo.txt"))
        try Data("staged\n".utf8).write(to: URL(fileURLWithPath: folder + "/staged.txt"))
        try fixture.git(["add", "staged.txt"], in: folder)
        _ = try fixture.add("a", title: "n")
        _ = try fixture.setUp("a", remote: remote)
        let files = try fixture.git(["ls-tree", "-r", "--name-only", "main"], in: remote).stdoutText
        #expect(files == "notes.json\n")
        let status = try fixture.git(["status", "--porcelain"], in: folder).stdoutText
        #expect(status.contains("A  staged.txt"), "the person's staged file was touched: \(status)")
        #expect(status.contains("?? todo.txt"))
    }

    @Test func notSetUpFoldersAreNotSeenAsSyncing() throws {
        let fixture = try SyncFixture()
        _ = try fixture.add("a", title: "n")
        #expect(GitLibrarySync.configured(dataPath: fixture.libraryPath("a"), driverExecutable: "/x") == nil)
        try fixture.git(["init", "--quiet"], in: fixture.folder.file("a"))
        #expect(GitLibrarySync.configured(dataPath: fixture.libraryPath("a"), driverExecutable: "/x") == nil)
        let remote = try fixture.bareRemote()
        _ = try fixture.setUp("a", remote: remote)
        #expect(GitLibrarySync.configured(dataPath: fixture.libraryPath("a"), driverExecutable: "/x") != nil)
        // Another library in the same folder is not the one set up.
        #expect(GitLibrarySync.configured(dataPath: fixture.folder.file("a/other.json"), driverExecutable: "/x") == nil)
    }

    // MARK: - Hostile input

    @Test func aRemoteStartingWithADashIsNeverAnOption() throws {
        let fixture = try SyncFixture()
        _ = try fixture.add("a", title: "n")
        for url in ["--upload-pack=touch /tmp/pwned", "-oProxyCommand=x", "ext::sh -c touch% /tmp/pwned"] {
            #expect(throws: SyncError.self) {
                try GitLibrarySync.setUp(dataPath: fixture.libraryPath("a"), remote: url,
                                         driverExecutable: fixture.driver, environment: fixture.environment)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("a/.git")))
    }

    @Test func aDotGitFileOrLinkIsRefused() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "n")
        try Data("gitdir: /elsewhere\n".utf8).write(to: URL(fileURLWithPath: fixture.folder.file("a/.git")))
        do {
            _ = try fixture.setUp("a", remote: remote)
            Issue.record("a .git file was accepted")
        } catch let error as SyncError {
            #expect(error.exitCode == 64)
            #expect(error.message.contains(".git is not a folder"))
        }
        _ = try fixture.add("b", title: "n")
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.file("b/.git"), withDestinationPath: fixture.folder.file("elsewhere"))
        #expect(throws: SyncError.self) { _ = try fixture.setUp("b", remote: remote) }
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("elsewhere")))
    }

    /// A library that is a link is refused (git would keep the link, not
    /// the notes); a folder reached through a link is used by its real path.
    @Test func aLinkedLibraryIsRefusedALinkedFolderIsFollowed() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("real", title: "n")
        try FileManager.default.createDirectory(atPath: fixture.folder.file("a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.libraryPath("a"), withDestinationPath: fixture.libraryPath("real"))
        #expect(throws: SyncError.self) { _ = try fixture.setUp("a", remote: remote) }
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.file("linked"), withDestinationPath: fixture.folder.file("real"))
        let engine = try fixture.setUp("linked", remote: remote)
        #expect(engine.folder == fixture.folder.file("real"))
        #expect(FileManager.default.fileExists(atPath: fixture.folder.file("real/.git/config")))
    }
}
