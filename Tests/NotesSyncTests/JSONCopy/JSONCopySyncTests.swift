import Foundation
import NotesModel
import Testing
@testable import NotesSync

/// A JSON library synced note by note through its copy: the remote is a
/// vault, commits are as small as the change, merges go line by line.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct JSONCopySyncTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func theRemoteIsAVaultAndAOneNoteChangeIsAOneFileCommit() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        var ids: [UUID] = []
        for index in 0..<12 { ids.append(try fixture.add("a", title: "Note \(index)", body: "body \(index)", at: start)) }
        try fixture.setUp("a", remote: remote)
        let files = try fixture.remoteFiles(remote)
        #expect(files.count == 12)
        #expect(files.allSatisfy { $0.hasPrefix(LibraryMirrorMonth.of(start) + "/") && $0.hasSuffix(".md") })
        let text = try fixture.remoteFile(remote, LibraryMirrorMonth.of(start) + "/Note 3.md")
        #expect(text.contains("id: \(ids[3].uuidString)") && text.hasSuffix("body 3\n"))

        try fixture.edit("a", ids[7], at: start + 60) { $0.body = "body 7, edited" }
        let report = try fixture.sync("a")
        #expect(report.committed && report.pushed)
        #expect(try fixture.lastCommitFiles(remote) == [LibraryMirrorMonth.of(start) + "/Note 7.md"])
        // Nothing to do: no commit, and the library file is not written.
        let before = fixture.base.bytes("a")
        let again = try fixture.sync("a")
        #expect(!again.committed && !again.pushed && !again.broughtChanges)
        #expect(fixture.base.bytes("a") == before)
    }

    @Test func twoMachinesEditingDifferentLinesOfANoteGetBothLines() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Groceries", body: "milk\neggs\nbread", at: start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.edit("a", id, at: start + 10) { $0.body = "milk (a)\neggs\nbread" }
        try fixture.edit("b", id, at: start + 20) { $0.body = "milk\neggs\nbread (b)" }
        try fixture.sync("a")
        try fixture.sync("b")
        try fixture.sync("a")
        for replica in ["a", "b"] {
            let library = try fixture.load(replica)
            #expect(library.notes.count == 1, "no conflict copy on \(replica)")
            #expect(library.notes.first?.body == "milk (a)\neggs\nbread (b)")
        }
    }

    @Test func theSameLineChangedOnBothKeepsTheNewerAndACopyOfTheOther() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Plan", body: "one", at: start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.edit("a", id, at: start + 10) { $0.body = "one from a" }
        try fixture.edit("b", id, at: start + 20) { $0.body = "one from b" }
        try fixture.sync("a")
        try fixture.sync("b")
        try fixture.sync("a")
        for replica in ["a", "b"] {
            let notes = try fixture.load(replica).notes
            #expect(notes.first { $0.id == id }?.body == "one from b")
            #expect(notes.contains { $0.id != id && $0.title.hasPrefix("Plan (conflict") && $0.body == "one from a" })
            #expect(!notes.contains { $0.body.contains("<<<<<<<") })
        }
    }

    @Test func aRenameOnOneMachineAndAnEditOnTheOtherBothSurvive() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Plumber", body: "call Bob\nTuesday", at: start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.edit("a", id, at: start + 10) { $0.title = "Plumber Robert" }
        try fixture.edit("b", id, at: start + 20) { $0.body = "call Bob\nWednesday" }
        try fixture.sync("a")
        try fixture.sync("b")
        try fixture.sync("a")
        for replica in ["a", "b"] {
            let notes = try fixture.load(replica).notes
            #expect(notes.count == 1)
            #expect(notes.first?.title == "Plumber Robert" && notes.first?.body == "call Bob\nWednesday")
        }
        #expect(try fixture.remoteFiles(remote) == [LibraryMirrorMonth.of(start) + "/Plumber Robert.md"])
    }

    @Test func aNoteDeletedForGoodElsewhereArrivesInTheTrash() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Old", body: "keep me", at: start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        try fixture.base.edit("a") { $0.notes.removeAll { $0.id == id } }
        try fixture.sync("a")
        try fixture.sync("b")
        let kept = try #require(try fixture.note("b", id))
        #expect(kept.isTrashed && kept.body == "keep me")
    }

    @Test func aJSONMachineAndAVaultMachineShareOneRemote() throws {
        let fixture = try JSONCopyFixture()
        let vaults = VaultSyncFixture(sharing: fixture.base)
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Shared", body: "line one\nline two\nline three", at: start)
        try fixture.setUp("a", remote: remote)
        try vaults.setUp("v", remote: remote)
        let path = LibraryMirrorMonth.of(start) + "/Shared.md"
        let text = try #require(vaults.read("v", path))
        try vaults.write("v", path, text.replacingOccurrences(of: "line three", with: "line three, from the vault"))
        try vaults.write("v", "Idea.md", "# Idea\n\nwritten in vim\n")
        try vaults.sync("v")
        try fixture.edit("a", id, at: start + 30) { $0.body = "line one, from json\nline two\nline three" }
        try fixture.sync("a")
        try vaults.sync("v")
        let notes = try fixture.load("a").notes
        #expect(notes.first { $0.id == id }?.body == "line one, from json\nline two\nline three, from the vault")
        #expect(notes.contains { $0.title == "Idea" && $0.body == "written in vim" })
        #expect(vaults.read("v", path)?.contains("line one, from json\nline two\nline three, from the vault") == true)
    }

    @Test(arguments: [false, true])
    func aSyncKilledBeforeTheLibraryTookTheCopyInLosesNothing(editedMeanwhile: Bool) throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Note", body: "first", at: start)
        try fixture.setUp("a", remote: remote)
        try fixture.setUp("b", remote: remote)
        let fromB = try fixture.add("b", title: "From B", body: "b's", at: start + 5)
        try fixture.sync("b")
        // A's sync got as far as syncing the copy (B's note is in it) and was
        // killed before the library took it in…
        let engine = try fixture.engine("a")
        LibraryMirrorBase(gitFolder: engine.copy.gitFolder).markPending()
        _ = try engine.copy.sync()
        // …and the library may have changed since.
        if editedMeanwhile { try fixture.edit("a", id, at: start + 50) { $0.body = "first, edited" } }
        try fixture.sync("a")
        #expect(try fixture.note("a", fromB)?.body == "b's")
        try fixture.sync("b")
        #expect(try fixture.note("b", id)?.body == (editedMeanwhile ? "first, edited" : "first"))
        #expect(try fixture.note("b", fromB)?.body == "b's")
    }
}

/// The month folder a new note goes in, as the tests expect it.
enum LibraryMirrorMonth {
    static func of(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM"
        return formatter.string(from: date)
    }
}
