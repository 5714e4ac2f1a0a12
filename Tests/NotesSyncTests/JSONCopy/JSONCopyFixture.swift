import Foundation
import NotesModel
import Testing
import TestSupport
@testable import NotesStorage
@testable import NotesSync

/// JSON libraries syncing note by note through their copies, beside
/// vaults and machines still syncing one file, through bare remotes.
final class JSONCopyFixture {
    let base: SyncFixture
    var environment: [String: String] { base.environment }

    init() throws { base = try SyncFixture() }

    @discardableResult
    func bareRemote(_ name: String = "remote.git") throws -> String { try base.bareRemote(name) }

    func libraryPath(_ replica: String) -> String { base.libraryPath(replica) }
    func copyPath(_ replica: String) -> String { JSONCopySync.copyPath(ofLibrary: base.folder.file("\(replica)/notes.json")) }

    @discardableResult
    func setUp(_ replica: String, remote: String, force: Bool = false) throws -> SyncReport {
        try FileManager.default.createDirectory(atPath: base.folder.file(replica), withIntermediateDirectories: true)
        return try JSONCopySync.setUp(dataPath: libraryPath(replica), remote: remote, force: force, environment: environment,
                                      workingFolder: base.folder.path).report
    }

    func engine(_ replica: String) throws -> JSONCopySync {
        try #require(JSONCopySync.configured(dataPath: libraryPath(replica), environment: environment))
    }

    /// The sync the app and `sync` run: the copy's, or the upgrade.
    @discardableResult
    func sync(_ replica: String) throws -> SyncReport {
        let sync = try #require(JSONCopySync.configuredOrUpgrading(dataPath: libraryPath(replica), environment: environment,
                                                                  driverExecutable: base.driver))
        return try sync.sync()
    }

    /// A machine still on the one-file layout (an earlier notes-tui's sync).
    func setUpOneFile(_ replica: String, remote: String) throws {
        try FileManager.default.createDirectory(atPath: base.folder.file(replica), withIntermediateDirectories: true)
        _ = try base.setUp(replica, remote: remote)
    }

    func load(_ replica: String) throws -> Library { try base.load(replica) }

    @discardableResult
    func add(_ replica: String, title: String, body: String = "", at date: Date = Date()) throws -> UUID {
        try FileManager.default.createDirectory(atPath: base.folder.file(replica), withIntermediateDirectories: true)
        return try base.add(replica, title: title, body: body, at: date)
    }

    func edit(_ replica: String, _ id: UUID, at date: Date = Date(), _ change: (inout Note) -> Void) throws {
        try base.edit(replica) { library in
            guard let index = library.notes.firstIndex(where: { $0.id == id }) else { return }
            change(&library.notes[index])
            library.notes[index].modified = date
        }
    }

    func note(_ replica: String, _ id: UUID) throws -> Note? { try load(replica).notes.first { $0.id == id } }

    /// The paths of the remote branch's tree.
    func remoteFiles(_ remote: String) throws -> [String] {
        try base.git(["--git-dir", remote, "ls-tree", "-r", "--name-only", "main"]).stdoutText.split(separator: "\n").map(String.init)
    }

    func remoteFile(_ remote: String, _ path: String) throws -> String {
        try base.git(["--git-dir", remote, "show", "main:\(path)"]).stdoutText
    }

    /// Files the newest commit on the remote's branch changed.
    func lastCommitFiles(_ remote: String) throws -> [String] {
        try base.git(["--git-dir", remote, "show", "--name-only", "--format=", "main"]).stdoutText.split(separator: "\n").map(String.init)
    }

    static let day: TimeInterval = 86_400
}
