import Foundation
import NotesModel
import Testing
@testable import NotesSync

/// The first sync of this version converts a remote an earlier version
/// kept as one file, in one commit; a machine still on that version (its
/// sync is `GitLibrarySync`, kept here unchanged) stops at the converted
/// remote and loses nothing.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct OneFileUpgradeTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func theFirstSyncConvertsTheRemoteInOneCommitLosingNothing() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        try fixture.add("a", title: "One", body: "first", at: start)
        try fixture.setUpOneFile("a", remote: remote)
        try fixture.setUpOneFile("b", remote: remote)
        try fixture.add("b", title: "Two", body: "from b", at: start + 1)
        _ = try fixture.base.engine("b").sync()
        // A change on A that the one file never carried.
        try fixture.add("a", title: "Three", body: "not yet synced", at: start + 2)
        let before = try fixture.base.git(["--git-dir", remote, "rev-parse", "main"]).stdoutText

        let report = try fixture.sync("a")
        #expect(report.pushed && report.broughtChanges)
        #expect(try fixture.load("a").notes.map(\.title).sorted() == ["One", "Three", "Two"])
        let month = LibraryMirrorMonth.of(start)
        #expect(try fixture.remoteFiles(remote).sorted() == ["\(month)/One.md", "\(month)/Three.md", "\(month)/Two.md", "notes.json"])
        // One commit on top of what the one file's machines pushed last.
        let parents = try fixture.base.git(["--git-dir", remote, "rev-list", "--parents", "-n", "1", "main"]).stdoutText
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let firstParent = try fixture.base.git(["--git-dir", remote, "rev-parse", "main^"]).stdoutText
        #expect(parents.count == 2)
        let ancestor = try fixture.base.git(["--git-dir", remote, "merge-base", "--is-ancestor",
                                             before.trimmingCharacters(in: .whitespacesAndNewlines), "main^"]).status
        #expect(firstParent == before || ancestor == 0)
        #expect(try fixture.remoteFile(remote, "notes.json").contains("\"version\": \(Library.formatVersion + 1)"))
        // A second sync has nothing to do.
        #expect(!(try fixture.sync("a")).committed)
    }

    @Test func aMachineStillOnTheOneFileLayoutStopsAndLosesNothing() throws {
        for shares in [false, true] {
            let fixture = try JSONCopyFixture()
            let remote = try fixture.bareRemote()
            try fixture.add("a", title: "One", body: "first", at: start)
            try fixture.setUpOneFile("a", remote: remote)
            try fixture.setUpOneFile("c", remote: remote)
            if shares {
                // Set up with --force once: its repository may hold other files.
                try fixture.base.git(["config", "notes-tui.shared", "true"], in: fixture.base.folder.file("c"))
            }
            try fixture.sync("a")
            try fixture.add("c", title: "Four", body: "written on the old version", at: start + 3)
            let bytes = fixture.base.bytes("c")
            let remoteHead = try fixture.base.git(["--git-dir", remote, "rev-parse", "main"]).stdoutText
            #expect(throws: SyncError.self) { try fixture.base.engine("c").sync() }
            #expect(fixture.base.bytes("c") == bytes)
            #expect(try fixture.base.git(["--git-dir", remote, "rev-parse", "main"]).stdoutText == remoteHead)
            // Upgraded, it joins the converted remote with its note.
            try fixture.sync("c")
            try fixture.sync("a")
            #expect(try fixture.load("a").notes.map(\.title).sorted() == ["Four", "One"])
            #expect(try fixture.load("c").notes.map(\.title).sorted() == ["Four", "One"])
        }
    }

    @Test func aNewMachineSettingUpWithAOneFileRemoteConvertsIt() throws {
        let fixture = try JSONCopyFixture()
        let remote = try fixture.bareRemote()
        try fixture.add("a", title: "One", body: "first", at: start)
        try fixture.setUpOneFile("a", remote: remote)
        try fixture.add("n", title: "Mine", body: "the new machine's", at: start + 1)
        try fixture.setUp("n", remote: remote)
        #expect(try fixture.load("n").notes.map(\.title).sorted() == ["Mine", "One"])
        #expect(try fixture.remoteFiles(remote).contains("notes.json"))
        #expect(try fixture.remoteFiles(remote).filter { $0.hasSuffix(".md") }.count == 2)
    }
}
