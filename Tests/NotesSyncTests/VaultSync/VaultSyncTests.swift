import Foundation
import Testing
@testable import NotesSync

/// A vault synced note by note through a real git remote: what reaches the
/// remote, what comes back, and what is never touched.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct VaultSyncTests {
    @Test func aSetUpVaultIsOnTheRemoteAsItsFilesAndASecondMachineGetsThem() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Alpha.md", "# Alpha\n\nfirst\n")
        try fixture.write("a", "Folder/Beta.md", "---\ntags: [x]\n---\nbeta\r\n")
        let report = try fixture.setUp("a", remote: remote)
        #expect(report.committed && report.pushed)
        try fixture.setUp("b", remote: remote)
        #expect(fixture.files("b") == fixture.files("a"))
        // The remote is a plain vault: a clone of it holds the same files.
        let clone = fixture.vault("clone")
        try fixture.git(["clone", "--quiet", "--branch", "main", remote, clone], in: fixture.base.folder.path)
        #expect(fixture.files("clone") == fixture.files("a"))
    }

    @Test func aOneNoteChangeIsAOneFileCommit() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        for index in 0..<20 { try fixture.write("a", "Note \(index).md", "note \(index)\n") }
        try fixture.setUp("a", remote: remote)
        try fixture.write("a", "Note 7.md", "note 7, edited\n")
        let report = try fixture.sync("a")
        #expect(report.committed && report.pushed)
        let changed = try fixture.git(["diff-tree", "--no-commit-id", "--name-only", "-r", "refs/heads/main"], in: remote)
        #expect(changed == "Note 7.md\n")
    }

    @Test func eachSideEditsAnotherNoteAndBothArriveEverywhere() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "One.md", "one\n")
        try fixture.write("a", "Two.md", "two\n")
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.write("a", "One.md", "one from a\n")
        try fixture.write("b", "Two.md", "two from b\n")
        try fixture.write("b", "Three.md", "new on b\n")
        try fixture.sync("a")
        let report = try fixture.sync("b")
        #expect(report.broughtChanges)
        try fixture.sync("a")
        #expect(fixture.files("a") == ["One.md": "one from a\n", "Two.md": "two from b\n", "Three.md": "new on b\n"])
        #expect(fixture.files("b") == fixture.files("a"))
    }

    @Test func aNoteRemovedElsewhereArrivesInTheTrashHere() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Keep.md", "keep\n")
        try fixture.write("a", "Gone.md", "gone\n")
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.remove("b", "Gone.md")
        try fixture.sync("b")
        try fixture.sync("a")
        #expect(fixture.read("a", "Gone.md") == nil)
        #expect(fixture.read("a", ".trash/Gone.md") == "gone\n")
        #expect(fixture.read("a", "Keep.md") == "keep\n")
    }

    @Test func aNoteRemovedHereButEditedElsewhereComesBackWithTheEdit() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Note.md", "v1\n")
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.remove("a", "Note.md")
        try fixture.write("b", "Note.md", "v2\n")
        try fixture.sync("b")
        try fixture.sync("a")
        #expect(fixture.read("a", "Note.md") == "v2\n")
    }

    @Test func filesTheMergeDoesNotChangeAreNeverWritten() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        for index in 0..<10 { try fixture.write("a", "N\(index).md", "n\(index)\n") }
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        let before = try FileManager.default.attributesOfItem(atPath: fixture.vault("a") + "/N3.md")
        try fixture.write("b", "N5.md", "changed\n")
        try fixture.sync("b")
        try fixture.sync("a")
        let after = try FileManager.default.attributesOfItem(atPath: fixture.vault("a") + "/N3.md")
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(fixture.read("a", "N5.md") == "changed\n")
    }

    @Test func aVaultNotSetUpRunsNoSync() throws {
        let fixture = try VaultSyncFixture()
        try fixture.write("a", "A.md", "a\n")
        #expect(VaultGitSync.configured(vaultPath: fixture.vault("a"), environment: fixture.environment) == nil)
    }

    @Test func aRemoteOfOtherFilesIsRefusedUnlessForced() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.pushByHand(to: remote) { clone in
            try Data("int main() {}\n".utf8).write(to: URL(fileURLWithPath: clone + "/main.c"))
        }
        try fixture.write("a", "A.md", "a\n")
        #expect(throws: SyncError.self) { try fixture.setUp("a", remote: remote) }
        var isFolder: ObjCBool = false
        #expect(!FileManager.default.fileExists(atPath: fixture.vault("a") + "/.git", isDirectory: &isFolder))
        #expect(fixture.files("a") == ["A.md": "a\n"])
    }
}
