import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesSync

/// The remote is untrusted input (docs/sync.md, "What comes in is
/// checked"): whatever a commit there holds, a sync here either takes a
/// library it can merge, losing no note, or stops with one line naming
/// what is wrong, every file here as it was, bytes and mode. These hold
/// for any layout of the remote: the sync that goes note by note keeps
/// passing them.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct HostileRemoteTests {
    @Test func aCommitThatRemovesTheLibraryIsRefused() throws {
        let hostile = try HostileRemote()
        try hostile.push { clone in unlink(clone + "/notes.json") }
        let before = hostile.snapshot()
        let message = try hostile.syncRefused()
        #expect(message.contains("removed notes.json"), "\(message)")
        #expect(hostile.snapshot() == before)
        #expect(try hostile.everyNoteKept())
    }

    @Test(arguments: ["folder", "link"])
    func aLibraryThatIsNotAFileIsRefused(kind: String) throws {
        let hostile = try HostileRemote()
        let library = try hostile.fixture.load("a")
        try hostile.push { clone in
            unlink(clone + "/notes.json")
            if kind == "folder" {
                try hostile.write("x", to: "notes.json/inside")
            } else {
                // The link's target holds a valid library: it must not be followed.
                try Data(LibraryCodec.encode(library)).write(to: URL(fileURLWithPath: clone + "/elsewhere.json"))
                symlink("elsewhere.json", clone + "/notes.json")
            }
        }
        let before = hostile.snapshot()
        let message = try hostile.syncRefused()
        #expect(message.contains(kind == "folder" ? "is a folder" : "is a symbolic link"), "\(message)")
        #expect(hostile.snapshot() == before)
    }

    @Test(arguments: [".notes.json.draft", ".notes.json.lock", ".notes.json.view", "notes.json.20261128-005131.bak", ".notes-tui-edit-1"])
    func thisMachinesOwnFilesCannotBePlanted(name: String) throws {
        let hostile = try HostileRemote()
        // An unsaved draft here, which the remote's must never replace.
        let draftPath = hostile.fixture.folder.file("a/.notes.json.draft")
        try Data(#"{"noteID": null, "title": "mine", "body": "unsaved"}"#.utf8).write(to: URL(fileURLWithPath: draftPath))
        chmod(draftPath, 0o600)
        try hostile.push { clone in
            if name.hasSuffix(".lock") {
                symlink("/dev/zero", clone + "/" + name)
            } else {
                try hostile.write(#"{"noteID": null, "title": "planted", "body": "theirs"}"#, to: name)
            }
        }
        let before = hostile.snapshot()
        let message = try hostile.syncRefused()
        #expect(message.contains(name) && message.contains("keeps for itself"), "\(message)")
        #expect(hostile.snapshot() == before)
        #expect(FileMode.of(draftPath) == 0o600)
        // Saving still works: no lock was planted.
        _ = try hostile.fixture.add("a", title: "after")
    }

    @Test func aRemoteWithOtherFilesIsRefusedUnlessShared() throws {
        let hostile = try HostileRemote()
        try hostile.push { _ in try hostile.write("int main(void) { return 0; }\n", to: "src/main.c") }
        let before = hostile.snapshot()
        let message = try hostile.syncRefused()
        #expect(message.contains("src") && message.contains("--force"), "\(message)")
        #expect(hostile.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: hostile.fixture.folder.file("a/src")))
    }

    /// The remote's `.gitattributes` never applies to the library: no
    /// `$Id$` expansion, no re-encoding, no filter, no line-ending change.
    @Test func theRemotesAttributesNeverApplyToTheLibrary() throws {
        let hostile = try HostileRemote(shared: true)
        try hostile.fixture.git(["config", "filter.evil.smudge", "tr a-z A-Z"], in: hostile.fixture.folder.file("a"))
        try hostile.push { clone in
            // (The attacker's own clone keeps its library as it is.)
            try hostile.write("notes.json -ident -working-tree-encoding -filter -text\n", to: ".git/info/attributes")
            try hostile.write("notes.json ident working-tree-encoding=UTF-16LE filter=evil text eol=crlf\n", to: ".gitattributes")
            try hostile.write("from the remote\n", to: "README.md")
        }
        _ = try hostile.fixture.edit("a") { $0.notes[0].body += "\nedited here" }
        _ = try hostile.fixture.engine("a").sync()
        let library = try hostile.fixture.load("a")
        #expect(library.notes.allSatisfy { $0.body.contains("$Id$") })
        #expect(FileMode.of(hostile.fixture.libraryPath("a")) == 0o600)
        let attributes = try hostile.fixture.git(["check-attr", "-a", "--", "notes.json"], in: hostile.fixture.folder.file("a")).stdoutText
        #expect(attributes.contains("text: unset") && attributes.contains("ident: unset")
            && attributes.contains("filter: unset") && attributes.contains("working-tree-encoding: unset"), "\(attributes)")
    }

    /// A merge git cannot finish (both sides changed another file of a
    /// shared repository) leaves the library's bytes and mode as they were.
    @Test func aFailedMergeLeavesTheLibrarysBytesAndMode() throws {
        let hostile = try HostileRemote(shared: true)
        let folder = hostile.fixture.folder.file("a")
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/shared.txt"))
        try hostile.fixture.git(["add", "shared.txt"], in: folder)
        try hostile.fixture.git(["-c", "user.name=me", "-c", "user.email=me@me", "commit", "--quiet", "-m", "mine"], in: folder)
        // Both sides change the library too: git writes its merge of it
        // (with the umask's mode) before it stops on the other file.
        try hostile.push { clone in
            try hostile.write("theirs\n", to: "shared.txt")
            var theirs = try LibraryCodec.decode([UInt8](FileManager.default.contents(atPath: clone + "/notes.json")!))
            theirs.notes.append(Note(id: UUID(), title: "theirs", body: "", created: Date(), modified: Date()))
            try Data(LibraryCodec.encode(theirs)).write(to: URL(fileURLWithPath: clone + "/notes.json"))
        }
        _ = try hostile.fixture.add("a", title: "unsynced")
        let before = hostile.snapshot()
        let message = try hostile.syncRefused(exitCode: 73)
        #expect(message.hasPrefix("could not merge"), "\(message)")
        #expect(hostile.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.git/MERGE_HEAD"))
    }

    /// A note another machine dropped from the library without the trash
    /// lands in this machine's trash; one dropped from the trash is gone.
    @Test func aNoteTheRemoteDroppedLandsInTheTrash() throws {
        let hostile = try HostileRemote()
        var library = try hostile.fixture.load("a")
        library.notes[2].trashed = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try hostile.fixture.edit("a") { $0.notes[2].trashed = library.notes[2].trashed }
        _ = try hostile.fixture.engine("a").sync()
        let dropped = library.notes[0].id
        let emptied = library.notes[2].id
        try hostile.fixture.git(["pull", "--quiet", "origin", "main"], in: hostile.clone)
        try hostile.push { clone in
            var theirs = try LibraryCodec.decode([UInt8](FileManager.default.contents(atPath: clone + "/notes.json")!))
            theirs.notes.removeAll { $0.id == dropped || $0.id == emptied }
            try Data(LibraryCodec.encode(theirs)).write(to: URL(fileURLWithPath: clone + "/notes.json"))
        }
        _ = try hostile.fixture.engine("a").sync()
        let after = try hostile.fixture.load("a")
        #expect(after.notes.first { $0.id == dropped }?.isTrashed == true)
        #expect(!after.notes.contains { $0.id == emptied })
        #expect(after.notes.filter { !$0.isTrashed }.count == 1)
        #expect(FileMode.of(hostile.fixture.libraryPath("a")) == 0o600)
    }

    /// No hook runs during a sync: not git's nor one a hooksPath names.
    @Test func noHookRuns() throws {
        let hostile = try HostileRemote()
        let folder = hostile.fixture.folder.file("a")
        let ran = hostile.fixture.folder.file("hook-ran")
        for hook in ["pre-commit", "post-commit", "post-merge", "post-checkout", "pre-push", "reference-transaction",
                     "pre-merge-commit", "prepare-commit-msg", "commit-msg", "post-rewrite", "pre-auto-gc"] {
            try hostile.fixture.installScript("#!/bin/sh\necho \(hook) >> '\(ran)'\n", at: folder + "/.git/hooks/" + hook)
        }
        try hostile.fixture.git(["pull", "--quiet", "origin", "main"], in: hostile.clone)
        try hostile.push { clone in
            var theirs = try LibraryCodec.decode([UInt8](FileManager.default.contents(atPath: clone + "/notes.json")!))
            theirs.notes.append(Note(id: UUID(), title: "theirs", body: "", created: Date(), modified: Date()))
            try Data(LibraryCodec.encode(theirs)).write(to: URL(fileURLWithPath: clone + "/notes.json"))
        }
        _ = try hostile.fixture.add("a", title: "mine")
        _ = try hostile.fixture.engine("a").sync()
        #expect(try hostile.fixture.titles("a").contains("theirs"))
        #expect(!FileManager.default.fileExists(atPath: ran), "\((try? String(contentsOfFile: ran, encoding: .utf8)) ?? "")")
    }
}
