import Foundation
import NotesCore
import NotesModel
import Testing
@testable import NotesSync

/// A vault note's history from real git repositories: the commits that
/// changed its file, newest first, through renames and the trash, each
/// version read as the vault reads the file.
@Suite(.enabled(if: SyncFixture.gitInstalled)) struct VaultNoteHistoryTests {
    /// The note as the vault's store holds it now (only its file's path matters).
    func note(at path: String, trashed: Bool = false) -> Note {
        Note(id: UUID(), title: "now", body: "", created: Date(timeIntervalSince1970: 0),
             modified: Date(timeIntervalSince1970: 0), trashed: trashed ? Date() : nil, file: NoteFile(path: path))
    }

    @Test func versionsAreTheCommitsOfTheFileNewestFirstThroughARename() throws {
        let fixture = try HistoryFixture()
        // The vault is a folder below the repository's root, its names hostile.
        try fixture.write("other.md", "not this note")
        try fixture.write("my notes/-Plan ü.md", "first line\n")
        let first = try fixture.commit("start", author: "Ann", at: 1_000_000)
        try fixture.write("other.md", "changed, not this note")
        try fixture.commit("other only", at: 1_000_100)
        try fixture.write("my notes/-Plan ü.md", "first line\nsecond\n")
        let second = try fixture.commit("notes-tui sync from laptop", author: "notes-tui", at: 1_000_200)
        try FileManager.default.createDirectory(atPath: fixture.root + "/my notes/Sub", withIntermediateDirectories: true)
        try fixture.git(["mv", "my notes/-Plan ü.md", "my notes/Sub/Plan\nB.md"])
        let third = try fixture.commit("rename", author: "Bob", at: 1_000_300)

        let history = try VaultNoteHistory(folder: fixture.root + "/my notes", environment: fixture.environment)
        let current = note(at: "Sub/Plan\nB.md")
        let versions = try history.versions(of: current)
        try #require(versions.count == 3)
        #expect(versions.map(\.id) == [third, second, first])
        #expect(versions.map(\.machine) == ["Bob", "laptop", "Ann"])
        #expect(versions.map(\.date) == [1_000_300, 1_000_200, 1_000_000].map { Date(timeIntervalSince1970: $0) })

        let oldest = try history.note(current, at: versions[2])
        #expect(oldest.id == current.id)
        #expect(oldest.title == "-Plan ü")
        #expect(oldest.body == "first line")
        let newest = try history.note(current, at: versions[0])
        #expect(newest.title == "Plan\nB")
        #expect(newest.body == "first line\nsecond")
    }

    @Test func aTrashedNoteHasItsHistoryFromBeforeTheTrash() throws {
        let fixture = try HistoryFixture()
        try fixture.write("Idea.md", "---\ntitle: Big idea\n---\nbody one\n")
        try fixture.commit("one", at: 2_000_000)
        try FileManager.default.createDirectory(atPath: fixture.root + "/.trash", withIntermediateDirectories: true)
        try fixture.git(["mv", "Idea.md", ".trash/Idea.md"])
        try fixture.commit("trashed", at: 2_000_100)
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        let current = note(at: "Idea.md", trashed: true)
        let versions = try history.versions(of: current)
        try #require(versions.count == 2)
        let read = try history.note(current, at: versions[1])
        #expect(read.title == "Big idea")
        #expect(read.body == "body one")
    }

    @Test func aFolderInNoWorkTreeSaysSoAndWhatToDo() throws {
        let fixture = try HistoryFixture(gitInit: false)
        #expect(throws: NoteHistoryError.notInGitWorkTree(folder: fixture.root)) {
            try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        }
        let message = NoteHistoryError.notInGitWorkTree(folder: fixture.root).message
        #expect(message.contains("sync --setup") && message.contains("git init"))
    }

    @Test func aRepositoryWithNoCommitHasNoVersions() throws {
        let fixture = try HistoryFixture()
        try fixture.write("A.md", "text")
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        #expect(try history.versions(of: note(at: "A.md")) == [])
    }

    /// Bytes that are no note: each version says why, none crashes, and
    /// the readable versions still read.
    @Test func aVersionThatIsNotUTF8OrHasBadFrontMatterIsAnErrorLine() throws {
        let fixture = try HistoryFixture()
        try fixture.write("N.md", [0x66, 0xFF, 0xFE, 0x0A])
        try fixture.commit("not utf-8", at: 3_000_000)
        try fixture.write("N.md", "---\n: [unclosed\n  - {\n---\nbody\n")
        try fixture.commit("bad front matter", at: 3_000_100)
        try fixture.write("N.md", "fine\n")
        try fixture.commit("fine", at: 3_000_200)
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        let current = note(at: "N.md")
        let versions = try history.versions(of: current)
        try #require(versions.count == 3)
        #expect(try history.note(current, at: versions[0]).body == "fine")
        #expect(throws: NoteHistoryError.unreadableVersion(id: versions[2].id, reason: "its text is not UTF-8")) {
            try history.note(current, at: versions[2])
        }
        do {
            _ = try history.note(current, at: versions[1])
            Issue.record("bad front matter read as a note")
        } catch {
            #expect(error.message.contains("front matter"))
            #expect(!error.message.contains("\n"))
        }
    }

    /// A version is found again only from what `versions` listed: a
    /// made-up location (an option, a revision expression) is refused
    /// before git sees it.
    @Test func aVersionNotListedIsRefusedWithoutRunningIt() throws {
        let fixture = try HistoryFixture()
        try fixture.write("N.md", "one")
        try fixture.commit("one", at: 4_000_000)
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        for location in ["--output=/tmp/x N.md", "HEAD~1.. N.md", "HEAD N.md", nil] {
            let made = NoteVersion(id: "HEAD", date: Date(), machine: "x", location: location)
            #expect(throws: NoteHistoryError.self) { try history.note(note(at: "N.md"), at: made) }
        }
    }

    /// A sync's merge commits: the side branch's edit and the merge that
    /// brought it are both versions, each reading its own text.
    @Test func mergeCommitsAreReadAsVersions() throws {
        let fixture = try HistoryFixture()
        try fixture.write("N.md", "one\n")
        try fixture.commit("one", at: 5_000_000)
        try fixture.git(["checkout", "--quiet", "-b", "other"])
        try fixture.write("N.md", "one\nfrom the other machine\n")
        let side = try fixture.commit("notes-tui sync from phone", at: 5_000_100)
        try fixture.git(["checkout", "--quiet", "main"])
        try fixture.write("Else.md", "else")
        try fixture.commit("else", at: 5_000_200)
        try fixture.git(["-c", "user.name=Ann", "-c", "user.email=a@b", "merge", "--quiet", "--no-edit", "other"],
                        extra: ["GIT_AUTHOR_DATE": "@5000300 +0000", "GIT_COMMITTER_DATE": "@5000300 +0000"])
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        let current = note(at: "N.md")
        let versions = try history.versions(of: current)
        #expect(versions.count == 3)
        #expect(versions.contains { $0.id == side && $0.machine == "phone" })
        for version in versions { _ = try history.note(current, at: version) }
        #expect(try history.note(current, at: versions[0]).body == "one\nfrom the other machine")
    }

    /// A large note file (8 MiB) is listed and read whole.
    @Test func aHugeNoteFileIsReadWhole() throws {
        let fixture = try HistoryFixture()
        let line = String(repeating: "x", count: 1023) + "\n"
        try fixture.write("Big.md", String(repeating: line, count: 8 * 1024))
        try fixture.commit("big", at: 6_000_000)
        let history = try VaultNoteHistory(folder: fixture.root, environment: fixture.environment)
        let current = note(at: "Big.md")
        let versions = try history.versions(of: current)
        try #require(versions.count == 1)
        #expect(try history.note(current, at: versions[0]).body.utf8.count == 8 * 1024 * 1024 - 1)
    }
}
