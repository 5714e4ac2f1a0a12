import Foundation
import Testing
@testable import NotesSync

/// A library set up for sync with a bare remote, and a plain `git clone`
/// of that remote where a test commits what an attacker (or a careless
/// person) would, then pushes it. What is on this machine's disk is noted
/// before the sync, to be compared after.
struct HostileRemote {
    let fixture: SyncFixture
    let remote: String
    let clone: String
    /// Ids of the notes this machine had before the hostile commit.
    let noteIDs: [UUID]

    /// Replica "a" with three notes, synced; the clone made after.
    init(shared: Bool = false) throws {
        fixture = try SyncFixture()
        remote = try fixture.bareRemote()
        var ids: [UUID] = []
        for title in ["Plumber", "Groceries", "Keys $Id$"] { ids.append(try fixture.add("a", title: title, body: "body of \(title)\n$Id$")) }
        noteIDs = ids
        if shared {
            _ = try GitLibrarySync.setUp(dataPath: fixture.libraryPath("a"), remote: remote, force: true,
                                         driverExecutable: fixture.driver, environment: fixture.environment)
        } else {
            _ = try fixture.setUp("a", remote: remote)
        }
        clone = fixture.folder.file("clone")
        try fixture.git(["clone", "--quiet", "--branch", "main", remote, clone])
    }

    /// Commits in the clone whatever `change` did there (`git add -A -f`,
    /// so ignored names are committed too), and pushes it.
    func push(_ message: String = "hostile", _ change: (String) throws -> Void) throws {
        try change(clone)
        try fixture.git(["add", "-A", "-f"], in: clone)
        let committed = try fixture.git(["-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "--no-verify", "--allow-empty", "-m", message], in: clone)
        #expect(committed.status == 0, "\(committed.stderrText)")
        let pushed = try fixture.git(["push", "--quiet", "origin", "HEAD:refs/heads/main"], in: clone)
        #expect(pushed.status == 0, "\(pushed.stderrText)")
    }

    func write(_ text: String, to name: String) throws {
        let path = clone + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The library's bytes and mode, and every other file in its folder
    /// (but `.git`) with its bytes: what a refused sync must leave as it was.
    struct Snapshot: Equatable {
        var library: [UInt8]
        var mode: mode_t
        var files: [String: Data]
    }

    func snapshot() -> Snapshot {
        let folder = fixture.folder.file("a")
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name != ".git" && name != "notes.json" {
            var info = stat()
            lstat(folder + "/" + name, &info)
            files[name] = info.st_mode & S_IFMT == S_IFREG ? FileManager.default.contents(atPath: folder + "/" + name) : Data("kind \(info.st_mode & S_IFMT)".utf8)
        }
        return Snapshot(library: fixture.bytes("a"), mode: FileMode.of(fixture.libraryPath("a")) ?? 0, files: files)
    }

    /// Syncs replica "a", expecting a refusal; returns its message.
    func syncRefused(exitCode: Int32 = 65) throws -> String {
        do {
            _ = try fixture.engine("a").sync()
            Issue.record("the sync took what the remote sent")
            return ""
        } catch let error as SyncError {
            #expect(error.exitCode == exitCode, "\(error.message)")
            #expect(!error.message.contains("\n"))
            return error.message
        }
    }

    /// Every note this machine had is still in the library (maybe trashed).
    func everyNoteKept() throws -> Bool {
        let ids = Set(try fixture.load("a").notes.map(\.id))
        return noteIDs.allSatisfy(ids.contains)
    }
}
