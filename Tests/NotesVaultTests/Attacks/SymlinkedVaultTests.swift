import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 7: a vault reached through a symbolic link, and entries inside it
/// that are not notes — a link leading out, a link in a loop, a FIFO and
/// a device named `*.md`. The vault works through the link, its state
/// kept by its real path; the entries are listed as skipped, never opened
/// in a way that blocks, and stay byte for byte as they were whatever the
/// user does to every note.
@Suite struct SymlinkedVaultTests {
    /// A vault with every kind of entry that is not a note, and `outside`
    /// (a folder beside it) that a link leads to.
    static func hostileVault() throws -> (TestVault, outside: String) {
        let vault = try TestVault()
        let outside = vault.folder.path + "/outside"
        mkdir(outside, 0o755)
        mkdir(outside + "/Deep", 0o755)
        Attack.write(outside + "/Secret.md", "outside the vault\n")
        vault.write("Sub/Deep/Note.md", "a note in a folder\n")
        vault.write("Top.md", "top\n")
        vault.write("Other.md", "other\n")
        symlink(outside + "/Secret.md", vault.root + "/Out.md")
        symlink(outside, vault.root + "/OutFolder")
        symlink(vault.root + "/Loop.md", vault.root + "/Loop.md")
        symlink("Top.md", vault.root + "/Inside link.md")
        symlink("nowhere.md", vault.root + "/Dangling.md")
        mkfifo(vault.root + "/Pipe.md", 0o644)
        mkfifo(vault.root + "/Sub/Pipe.md", 0o644)
        if geteuid() == 0 { mknod(vault.root + "/Device.md", S_IFCHR | 0o644, makedev(1, 3)) }
        // Links out inside the trash too: never walked, never written.
        mkdir(vault.root + "/.trash", 0o755)
        symlink(outside, vault.root + "/.trash/Elsewhere")
        return (vault, outside)
    }

    static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        dev_t((major << 8) | minor)
    }

    @Test func aVaultThroughALinkWorksAndKeepsItsStateByItsRealPath() throws {
        let vault = try TestVault()
        vault.write("N.md", "n\n")
        let link = vault.folder.path + "/link-to-vault"
        symlink(vault.root, link)
        let store = vault.store(at: link)
        var library = try store.load()
        #expect(library.notes.map(\.title) == ["N"])
        library.notes[0].body = "edited through the link"
        library.draft = Draft(noteID: library.notes[0].id, title: "N", body: "typing")
        _ = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.read("N.md") == "edited through the link\n")
        #expect(store.stateFolderPath == vault.store().stateFolderPath)
        #expect(try vault.store().load().draft?.body == "typing")
        var info = stat()
        #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "the link stays a link")
    }

    @Test func entriesThatAreNotNotesNeverBlockAndSurviveEveryNoteBeingTrashedAndDeleted() throws {
        let (vault, outside) = try Self.hostileVault()
        let root = vault.root
        let store = vault.store(at: root)
        let outsideBefore = Attack.snapshot(outside)
        let specials = Attack.snapshot(root).filter { !$0.value.hasPrefix("file") && $0.value != "folder" }
        let loaded = Attack.finishes(within: 30) { try store.load() }
        let library = try #require(try loaded?.get(), "the load hung or failed")
        #expect(Set(library.notes.map(\.title)) == ["Note", "Top", "Other"])
        let skipped = Set(store.skipped.map(\.path))
        var expected: Set<String> = ["Out.md", "Loop.md", "Pipe.md", "Sub/Pipe.md", "Dangling.md", "Inside link.md"]
        if geteuid() == 0 { expected.insert("Device.md") }
        #expect(expected.isSubset(of: skipped), "skipped: \(store.skipped)")

        // Every note trashed, then every note deleted forever.
        var allTrashed = library
        for index in allTrashed.notes.indices { allTrashed.notes[index].trashed = Date() }
        let trashed = allTrashed
        let saved = Attack.finishes(within: 30) { try store.save(trashed, changes: .unknown) }
        let afterTrash = try #require(try saved?.get(), "the save hung or failed")
        #expect(Attack.snapshot(outside) == outsideBefore, "nothing written outside the vault")
        let deleted = Attack.finishes(within: 30) {
            try store.save(Library(notes: [], draft: nil), changes: .notes(Set(afterTrash.notes.map(\.id))))
        }
        _ = try #require(try deleted?.get(), "the delete hung or failed")
        let now = Attack.snapshot(root)
        for (path, kind) in specials { #expect(now[path] == kind, "\(path) changed") }
        #expect(Attack.snapshot(outside) == outsideBefore, "nothing written outside the vault")
        #expect(!now.keys.contains { $0.hasSuffix(".md") && now[$0]!.hasPrefix("file") }, "\(now.keys.sorted())")
    }

    /// A note's file swapped for a FIFO, or for a link out of the vault,
    /// between the load and the save of an edit: the save neither blocks
    /// nor writes; it fails naming the file, and the entry stays as it is.
    @Test(arguments: ["fifo", "link"])
    func aNoteFileSwappedForAFIFOOrALinkIsNeverOpenedOrWritten(kind: String) throws {
        let vault = try TestVault()
        vault.write("A.md", "a\n")
        Attack.write(vault.folder.path + "/outside.md", "outside\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].body = "edited"
        unlink(vault.root + "/A.md")
        if kind == "fifo" { mkfifo(vault.root + "/A.md", 0o644) } else { symlink(vault.folder.path + "/outside.md", vault.root + "/A.md") }
        let before = Attack.snapshot(vault.root)
        let edited = library
        let saved = Attack.finishes(within: 30) { try store.save(edited, changes: .notes([edited.notes[0].id])) }
        guard let saved else {
            Issue.record("the save hung")
            return
        }
        if case let .failure(error) = saved {
            #expect((error as? StoreError)?.message.contains("A.md") == true, "\(error)")
        } else {
            Issue.record("the save wrote over \(kind)")
        }
        #expect(Attack.snapshot(vault.root) == before)
        #expect(Attack.bytes(vault.folder.path + "/outside.md") == Array("outside\n".utf8))
    }

    /// Trashing a note when its folder in the trash is a link leading out
    /// of the vault: the note is not moved out through it.
    @Test func aTrashNeverFollowsALinkOutOfTheVault() throws {
        let vault = try TestVault()
        let outside = vault.folder.path + "/outside"
        mkdir(outside, 0o755)
        mkdir(outside + "/Deep", 0o755)
        vault.write("Sub/Deep/N.md", "note\n")
        mkdir(vault.root + "/.trash", 0o755)
        symlink(outside, vault.root + "/.trash/Sub")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].trashed = Date()
        _ = try? store.save(library, changes: .notes([library.notes[0].id]))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside + "/Deep")) == [])
        #expect(vault.read("Sub/Deep/N.md") == "note\n")
    }

    /// Restoring a trashed note into a folder that is now a link leading
    /// out of the vault: the note stays inside.
    @Test func aRestoreNeverFollowsALinkOutOfTheVault() throws {
        let vault = try TestVault()
        let outside = vault.folder.path + "/outside"
        mkdir(outside, 0o755)
        mkdir(outside + "/Deep", 0o755)
        vault.write(".trash/Sub/Deep/N.md", "trashed\n")
        let store = vault.store()
        var library = try store.load()
        symlink(outside, vault.root + "/Sub")
        library.notes[0].trashed = nil
        _ = try? store.save(library, changes: .notes([library.notes[0].id]))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside + "/Deep")) == [])
    }
}
