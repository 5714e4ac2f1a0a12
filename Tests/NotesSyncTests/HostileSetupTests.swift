import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// `sync --setup` against a remote that is not a notes library's: refused
/// unless told `--force`, leaving the folder as it was; a relative path is
/// the shell's; a default branch sync cannot name is refused at setup.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct HostileSetupTests {
    /// A bare repository holding a small C project on `main`.
    private func codeRepository(_ fixture: SyncFixture) throws -> String {
        let remote = try fixture.bareRemote("code.git")
        let work = fixture.folder.file("code")
        try fixture.git(["clone", "--quiet", remote, work])
        try FileManager.default.createDirectory(atPath: work + "/src", withIntermediateDirectories: true)
        try Data("# code\n".utf8).write(to: URL(fileURLWithPath: work + "/README.md"))
        try Data("int main(void) { return 0; }\n".utf8).write(to: URL(fileURLWithPath: work + "/src/main.c"))
        try fixture.git(["add", "-A"], in: work)
        try fixture.git(["-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "-m", "code"], in: work)
        try fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/main"], in: work)
        try fixture.git(["symbolic-ref", "HEAD", "refs/heads/main"], in: remote)
        return remote
    }

    @Test func setupIntoAnUnrelatedRepositoryIsRefusedAndChangesNothing() throws {
        let fixture = try SyncFixture()
        let remote = try codeRepository(fixture)
        _ = try fixture.add("a", title: "private")
        let before = fixture.bytes("a")
        let remoteHead = try fixture.git(["rev-parse", "main"], in: remote).stdoutText
        do {
            _ = try fixture.setUp("a", remote: remote)
            Issue.record("set up into a code repository")
        } catch let error as SyncError {
            #expect(error.exitCode == 64)
            #expect(error.message.contains("README.md") && error.message.contains("--force"), "\(error.message)")
        }
        #expect(fixture.bytes("a") == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("a/.git")))
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("a/README.md")))
        #expect(try fixture.git(["rev-parse", "main"], in: remote).stdoutText == remoteHead)
    }

    @Test func anExistingRepositoryGetsItsSettingsBackWhenRefused() throws {
        let fixture = try SyncFixture()
        let remote = try codeRepository(fixture)
        _ = try fixture.add("a", title: "private")
        let folder = fixture.folder.file("a")
        try fixture.git(["init", "--quiet"], in: folder)
        let config = FileManager.default.contents(atPath: folder + "/.git/config")
        #expect(throws: SyncError.self) { _ = try fixture.setUp("a", remote: remote) }
        #expect(FileManager.default.contents(atPath: folder + "/.git/config") == config)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git/refs/remotes/origin/main"))
        #expect(GitLibrarySync.configured(dataPath: fixture.libraryPath("a"), environment: fixture.environment) == nil)
    }

    @Test func forceKeepsTheLibraryBesideTheOtherFiles() throws {
        let fixture = try SyncFixture()
        let remote = try codeRepository(fixture)
        _ = try fixture.add("a", title: "private")
        let (sync, _) = try GitLibrarySync.setUp(dataPath: fixture.libraryPath("a"), remote: remote, force: true,
                                                 driverExecutable: fixture.driver, environment: fixture.environment)
        #expect(sync.settings.sharesRepository)
        #expect(try fixture.titles("a") == ["private"])
        let files = try fixture.git(["ls-tree", "-r", "--name-only", "main"], in: remote).stdoutText
        #expect(files.split(separator: "\n").sorted() == ["README.md", "notes.json", "src/main.c"])
        // Later syncs take the others' changes to those files too.
        #expect(try fixture.engine("a").settings.sharesRepository)
    }

    @Test func aRelativeRemoteIsTheShellsNotTheLibrarysFolder() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote("elsewhere/remote.git")
        _ = try fixture.add("a", title: "note")
        let (sync, report) = try GitLibrarySync.setUp(dataPath: fixture.libraryPath("a"), remote: "elsewhere/remote.git",
                                                      driverExecutable: fixture.driver, environment: fixture.environment,
                                                      workingFolder: fixture.folder.path)
        #expect(report.remote == remote)
        #expect(sync.remoteURL() == remote)
        #expect(try fixture.git(["rev-parse", "--verify", "main"], in: remote).status == 0)
    }

    @Test(arguments: ["we\"ird", "sp ace", "-dash"])
    func aDefaultBranchSyncCannotNameIsRefusedAtSetup(branch: String) throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let work = fixture.folder.file("w")
        try fixture.git(["init", "--quiet", work])
        try Data("{\"version\": 1, \"notes\": []}\n".utf8).write(to: URL(fileURLWithPath: work + "/notes.json"))
        try fixture.git(["add", "-A"], in: work)
        try fixture.git(["-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "-m", "x"], in: work)
        let pushed = try fixture.git(["push", "--quiet", remote, "HEAD:refs/heads/\(branch)"], in: work)
        guard pushed.status == 0 else { return } // git itself refuses the name: nothing to check
        try fixture.git(["symbolic-ref", "HEAD", "refs/heads/\(branch)"], in: remote)
        _ = try fixture.add("a", title: "note")
        do {
            _ = try fixture.setUp("a", remote: remote)
            Issue.record("set up with branch \(branch)")
        } catch let error as SyncError {
            #expect(error.exitCode == 64)
            #expect(error.message.contains("default branch"), "\(error.message)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("a/.git")))
    }

    /// Git's config values are read as git reads them (quotes, escapes,
    /// comments): a value written by `git config` reads back the same.
    @Test func configValuesReadAsGitWritesThem() throws {
        let fixture = try SyncFixture()
        let folder = fixture.folder.file("cfg")
        try fixture.git(["init", "--quiet", folder])
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab \"\\;#\t=x-./é")
        for _ in 0..<40 {
            let length = Int.random(in: 1...12, using: &random)
            var value = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            value = value.trimmingCharacters(in: .whitespaces)
            if value.isEmpty { continue }
            try fixture.git(["config", "notes-tui.branch", value], in: folder)
            let text = try String(contentsOfFile: folder + "/.git/config", encoding: .utf8)
            #expect(SyncSettings.section("notes-tui", in: text)["branch"] == value, "\(value)")
        }
    }
}
