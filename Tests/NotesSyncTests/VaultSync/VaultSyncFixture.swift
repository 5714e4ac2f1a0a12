import Foundation
import TestSupport
@testable import NotesStorage
@testable import NotesSync

/// Vaults (folders of Markdown notes) syncing through bare remotes, with
/// git isolated from this machine's configuration (see `SyncFixture`).
final class VaultSyncFixture {
    let base: SyncFixture
    var environment: [String: String] { base.environment }

    init() throws {
        base = try SyncFixture()
    }

    /// Vaults in the folder (and with the git) of another fixture's machines.
    init(sharing base: SyncFixture) {
        self.base = base
    }

    func vault(_ name: String) -> String { base.folder.file(name) }

    @discardableResult
    func bareRemote(_ name: String = "remote.git") throws -> String { try base.bareRemote(name) }

    @discardableResult
    func setUp(_ name: String, remote: String, force: Bool = false) throws -> SyncReport {
        try FileManager.default.createDirectory(atPath: vault(name), withIntermediateDirectories: true)
        return try VaultGitSync.setUp(vaultPath: vault(name), remote: remote, force: force, environment: environment,
                                      workingFolder: base.folder.path).report
    }

    func engine(_ name: String) throws -> VaultGitSync {
        guard let sync = VaultGitSync.configured(vaultPath: vault(name), environment: environment) else {
            throw SyncFixture.Missing(description: "\(name) is not set up for sync")
        }
        return sync
    }

    @discardableResult
    func sync(_ name: String) throws -> SyncReport { try engine(name).sync() }

    func write(_ name: String, _ path: String, _ text: String) throws {
        let full = vault(name) + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ name: String, _ path: String) -> String? {
        FileManager.default.contents(atPath: vault(name) + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove(_ name: String, _ path: String) throws {
        try FileManager.default.removeItem(atPath: vault(name) + "/" + path)
    }

    /// Every file of the vault but git's own, by path, with its text.
    func files(_ name: String) -> [String: String] {
        var files: [String: String] = [:]
        let root = vault(name)
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let path = walker.nextObject() as? String {
            if path == ".git" || path.hasPrefix(".git/") {
                walker.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = read(name, path)
            }
        }
        return files
    }

    /// A byte-for-byte picture of the vault's files (modes included).
    func snapshot(_ name: String) throws -> [String: String] {
        var picture: [String: String] = [:]
        for (path, text) in files(name) {
            let mode = (try FileManager.default.attributesOfItem(atPath: vault(name) + "/" + path)[.posixPermissions] as? Int) ?? 0
            picture[path] = String(mode, radix: 8) + ":" + text
        }
        return picture
    }

    /// Runs git in the folder `at` (a vault or a clone).
    @discardableResult
    func git(_ arguments: [String], in folder: String) throws -> String {
        let outcome = try base.git(arguments, in: folder)
        guard outcome.status == 0 else {
            throw SyncFixture.Missing(description: "git \(arguments.joined(separator: " ")) failed: \(outcome.stderrText)")
        }
        return outcome.stdoutText
    }

    /// Pushes a commit made by hand in a clone of `remote` (someone's own git).
    func pushByHand(to remote: String, _ change: (String) throws -> Void) throws {
        let clone = base.folder.file("hand-\(UUID().uuidString.prefix(8))")
        try git(["clone", "--quiet", remote, clone], in: base.folder.path)
        // The remote's branch is `main` whatever its HEAD names.
        try git(["checkout", "--quiet", "-B", "main"], in: clone)
        if (try? git(["rev-parse", "--verify", "--quiet", "origin/main"], in: clone)) != nil {
            try git(["reset", "--quiet", "--hard", "origin/main"], in: clone)
        }
        try change(clone)
        try git(["add", "-A", "."], in: clone)
        try git(["-c", "user.name=hand", "-c", "user.email=hand@example.com", "commit", "--quiet", "-m", "by hand"], in: clone)
        try git(["push", "--quiet", "origin", "HEAD:refs/heads/main"], in: clone)
    }
}
