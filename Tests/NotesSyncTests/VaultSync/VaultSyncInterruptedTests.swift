import Foundation
import Testing
@testable import NotesSync

/// A sync stopped where a `kill -9` (or a power cut) could stop it: the
/// next sync finishes the merge it began, and keeps an edit made here
/// in between.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct VaultSyncInterruptedTests {
    @Test(arguments: VaultGitSync.Step.allCases)
    func theNextSyncFinishesAMergeCutShort(step: VaultGitSync.Step) throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        for index in 0..<4 { try fixture.write("a", "N\(index).md", "n\(index)\nmiddle\nlast line\n") }
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.write("b", "N1.md", "n1, from b\nmiddle\nlast line\n")
        try fixture.write("b", "N2.md", "n2, from b\nmiddle\nlast line\n")
        try fixture.sync("b")
        var engine = try fixture.engine("a")
        engine.stopAfter = step
        #expect(throws: SyncError.self) { try engine.sync() }
        // Someone edits a note here before the next sync (a line B did not change, nor one beside it).
        if step == .filesWritten {
            #expect(fixture.read("a", "N1.md") == "n1, from b\nmiddle\nlast line\n")
            try fixture.write("a", "N2.md", "n2, from b\nmiddle\nlast line, from a\n")
        } else {
            try fixture.write("a", "N2.md", "n2\nmiddle\nlast line, from a\n")
        }
        try fixture.sync("a")
        try fixture.sync("b")
        let expected = ["N0.md": "n0\nmiddle\nlast line\n", "N1.md": "n1, from b\nmiddle\nlast line\n",
                        "N2.md": "n2, from b\nmiddle\nlast line, from a\n", "N3.md": "n3\nmiddle\nlast line\n"]
        #expect(fixture.files("a") == expected)
        #expect(fixture.files("b") == expected)
        #expect(!FileManager.default.fileExists(atPath: fixture.vault("a") + "/.git/notes-tui-vault-merge"))
        #expect(try fixture.git(["status", "--porcelain"], in: fixture.vault("a")).isEmpty)
    }
}
