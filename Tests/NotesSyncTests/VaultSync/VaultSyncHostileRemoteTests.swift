import Foundation
import Testing
@testable import NotesSync

/// The remote is someone else's input: what its commits may bring, and
/// that a refused one changes nothing here.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct VaultSyncHostileRemoteTests {
    /// One kind of hostile commit each: the sync must stop naming the
    /// file, and leave every file here as it was, byte for byte and mode.
    static let attacks: [(name: String, named: String, change: @Sendable (String) throws -> Void)] = [
        ("a link out of the vault", "Evil.md", { clone in
            _ = symlink("/etc/passwd", clone + "/Evil.md")
        }),
        ("a plugin in a hidden folder", ".obsidian", { clone in
            try FileManager.default.createDirectory(atPath: clone + "/.obsidian/plugins/x", withIntermediateDirectories: true)
            try Data("alert(1)\n".utf8).write(to: URL(fileURLWithPath: clone + "/.obsidian/plugins/x/main.js"))
        }),
        ("attributes", ".gitattributes", { clone in
            try Data("*.md filter=evil\n".utf8).write(to: URL(fileURLWithPath: clone + "/.gitattributes"))
        }),
        ("an executable", "run.sh", { clone in
            try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: clone + "/run.sh"))
            chmod(clone + "/run.sh", 0o755)
        }),
        ("a note that is not UTF-8", "Bad.md", { clone in
            try Data([0x66, 0xff, 0xfe, 0x0a]).write(to: URL(fileURLWithPath: clone + "/Bad.md"))
        }),
        ("a note edited into bytes that are not UTF-8", "Shared.md", { clone in
            try Data([0x73, 0xc3, 0x28, 0x0a]).write(to: URL(fileURLWithPath: clone + "/Shared.md"))
        }),
    ]

    @Test(arguments: 0..<attacks.count)
    func aHostileCommitStopsTheSyncAndChangesNothingHere(index: Int) throws {
        let attack = Self.attacks[index]
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Shared.md", "shared\n")
        try fixture.setUp("a", remote: remote)
        try fixture.write("a", "Local.md", "written here, not yet synced\n")
        let before = try fixture.snapshot("a")
        let head = try fixture.git(["rev-parse", "HEAD"], in: fixture.vault("a"))
        try fixture.pushByHand(to: remote, attack.change)
        do {
            try fixture.sync("a")
            Issue.record("\(attack.name): the sync went through")
        } catch let error as SyncError {
            #expect(error.message.contains(attack.named), "\(attack.name): \(error.message)")
            #expect(error.exitCode == 65, "\(attack.name)")
        }
        #expect(try fixture.snapshot("a") == before, "\(attack.name)")
        // The local note was committed (it is this machine's), nothing else moved.
        let log = try fixture.git(["log", "--format=%s", "\(head.trimmingCharacters(in: .whitespacesAndNewlines))..HEAD"],
                                  in: fixture.vault("a"))
        #expect(!log.contains("merge"), "\(attack.name)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/evil-ran"))
    }

    /// A remote that removes this vault's `.gitignore` would have the next
    /// sync commit the notes it keeps out of git (and push them there).
    @Test func aHiddenFileRemovedByTheRemoteStopsTheSync() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        try fixture.write("a", "Shared.md", "shared\n")
        try fixture.write("a", ".gitignore", "Private/\n")
        try fixture.git(["init", "--quiet", "--initial-branch=main"], in: fixture.vault("a"))
        try fixture.git(["add", ".gitignore"], in: fixture.vault("a"))
        try fixture.git(["-c", "user.name=me", "-c", "user.email=me@example.com", "commit", "--quiet", "-m", "ignore"],
                        in: fixture.vault("a"))
        try fixture.setUp("a", remote: remote)
        try fixture.write("a", "Private/Diary.md", "never leaves this machine\n")
        try fixture.pushByHand(to: remote) { clone in try FileManager.default.removeItem(atPath: clone + "/.gitignore") }
        let before = try fixture.snapshot("a")
        #expect(throws: SyncError.self) { try fixture.sync("a") }
        #expect(try fixture.snapshot("a") == before)
        try fixture.git(["fetch", "--quiet", remote, "main"], in: fixture.base.folder.path + "/a")
        let remoteFiles = try fixture.git(["ls-tree", "-r", "--name-only", "FETCH_HEAD"], in: fixture.vault("a"))
        #expect(!remoteFiles.contains("Diary"))
    }

    @Test func aFolderLinkedOutOfTheVaultIsNeverWrittenThrough() throws {
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        let outside = fixture.base.folder.file("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try fixture.write("a", "A.md", "a\n")
        try fixture.setUp("a", remote: remote)
        // This machine's own link to a folder elsewhere (git sees a link, not a folder)…
        _ = symlink(outside, fixture.vault("a") + "/Linked")
        // …and the remote adds a note under that name.
        try fixture.pushByHand(to: remote) { clone in
            try FileManager.default.createDirectory(atPath: clone + "/Linked", withIntermediateDirectories: true)
            try Data("through the link\n".utf8).write(to: URL(fileURLWithPath: clone + "/Linked/Note.md"))
        }
        #expect(throws: SyncError.self) { try fixture.sync("a") }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside)) == [])
    }
}
