import Foundation
import NotesModel
import Testing
@testable import NotesSync

/// What another machine (or anyone who can push) puts in the remote of a
/// JSON library reaches the library only as notes: a file claiming
/// another note's id does not take it over; a link or an executable stops
/// the sync with the library's bytes and its copy's files as they were.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct JSONCopyHostileRemoteTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aFileClaimingAnotherNotesIdIsANoteOfItsOwn() throws {
        let fixture = try JSONCopyFixture()
        let vaults = VaultSyncFixture(sharing: fixture.base)
        let remote = try fixture.bareRemote()
        let id = try fixture.add("a", title: "Bank", body: "PIN is in the drawer", at: start)
        try fixture.setUp("a", remote: remote)
        try vaults.pushByHand(to: remote) { clone in
            let claims = "---\nid: \(id.uuidString)\n---\nHIJACKED\n"
            try Data(claims.utf8).write(to: URL(fileURLWithPath: clone + "/Evil.md"))
            try Data("---\nid: [unclosed\n---\nbad front matter\n".utf8).write(to: URL(fileURLWithPath: clone + "/Bad.md"))
            try Data("---\nid: not-a-uuid\n---\nodd id\n".utf8).write(to: URL(fileURLWithPath: clone + "/Odd.md"))
        }
        try fixture.sync("a")
        let notes = try fixture.load("a").notes
        #expect(notes.first { $0.id == id }?.body == "PIN is in the drawer")
        #expect(notes.contains { $0.id != id && $0.body == "HIJACKED" })
        #expect(notes.count == 4)
        // And the next sync writes nothing back: the notes are as the files say.
        #expect(!(try fixture.sync("a")).committed)
    }

    @Test func aLinkOrAnExecutableStopsTheSyncChangingNothing() throws {
        for kind in ["link", "executable", "hidden"] {
            let fixture = try JSONCopyFixture()
            let vaults = VaultSyncFixture(sharing: fixture.base)
            let remote = try fixture.bareRemote()
            try fixture.add("a", title: "Note", body: "mine", at: start)
            try fixture.setUp("a", remote: remote)
            try fixture.add("a", title: "Later", body: "not yet synced", at: start + 5)
            try vaults.pushByHand(to: remote) { clone in
                switch kind {
                case "link": try FileManager.default.createSymbolicLink(atPath: clone + "/Evil.md", withDestinationPath: "/etc/passwd")
                case "executable":
                    try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: clone + "/run.md"))
                    chmod(clone + "/run.md", 0o755)
                default: try Data("* filter=evil\n".utf8).write(to: URL(fileURLWithPath: clone + "/.gitattributes"))
                }
            }
            let bytes = fixture.base.bytes("a")
            #expect(throws: SyncError.self, "\(kind)") { try fixture.sync("a") }
            #expect(fixture.base.bytes("a") == bytes, "\(kind)")
            let copy = VaultSyncFixture(sharing: fixture.base)
            let held = copy.files("a/.notes.json.sync")
            #expect(!held.keys.contains { $0.contains("Evil") || $0.contains("run") || $0.contains("gitattributes") }, "\(kind)")
        }
    }
}
