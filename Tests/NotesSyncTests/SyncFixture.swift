import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage
@testable import NotesSync

/// A folder holding bare remotes and replicas (each a library in a folder
/// of its own), with git isolated from the machine's own configuration
/// (HOME is the folder; no system config), and the built notes-tui as the
/// merge driver.
final class SyncFixture {
    let folder: TemporaryDirectory
    let environment: [String: String]
    let driver: String

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the suites that drive git can run (they are skipped, saying
    /// why, when not).
    static let gitInstalled = GitRunner.find(in: ["PATH": "/usr/local/bin:/usr/bin:/bin"]) != nil

    /// Throws when git is not installed (the test says so and stops) or
    /// the notes-tui binary was not built.
    init() throws {
        guard GitRunner.find(in: ["PATH": "/usr/local/bin:/usr/bin:/bin"]) != nil else {
            throw Missing(description: "git is not installed: the sync tests need it (scripts/install-deps.sh installs it)")
        }
        folder = try TemporaryDirectory(prefix: "notes-tui-sync")
        try FileManager.default.createDirectory(atPath: folder.file("home"), withIntermediateDirectories: true)
        environment = ["HOME": folder.file("home"), "PATH": "/usr/local/bin:/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "TZ": "UTC"]
        driver = try Self.notesTUIBinary()
    }

    /// The binary SwiftPM built beside the test bundle.
    static func notesTUIBinary() throws -> String {
        var folders: [String] = []
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path)
        }
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: own).deletingLastPathComponent().path)
        }
        for candidate in folders where FileManager.default.isExecutableFile(atPath: candidate + "/notes-tui") {
            return candidate + "/notes-tui"
        }
        throw Missing(description: "notes-tui was not found in \(folders); build it with swift build before swift test")
    }

    /// A new bare repository; returns its path.
    @discardableResult
    func bareRemote(_ name: String = "remote.git") throws -> String {
        let path = folder.file(name)
        // Named `main`, as hosts make them today (setup pushes to the branch HEAD names).
        try git(["init", "--quiet", "--bare", "--initial-branch=main", path])
        return path
    }

    /// Runs git with the fixture's environment (for setting up scenes).
    @discardableResult
    func git(_ arguments: [String], in directory: String? = nil) throws -> SpawnedProcess.Outcome {
        let git = GitRunner.find(in: environment)!
        let full = (directory.map { ["-C", $0] } ?? []) + arguments
        return try SpawnedProcess.run(git, arguments: full, environment: environment, timeout: 60)
    }

    /// Writes an executable script. Written first under another name and
    /// copied by `cp`, so no write descriptor of it is ever open in this
    /// process, where a test running beside would pass it to a child and
    /// make running the script fail ("Text file busy").
    func installScript(_ text: String, at path: String) throws {
        let draft = path + ".draft"
        try Data(text.utf8).write(to: URL(fileURLWithPath: draft))
        _ = try SpawnedProcess.run("/bin/cp", arguments: [draft, path], environment: environment, timeout: 60)
        chmod(path, 0o755)
    }

    func libraryPath(_ replica: String) -> String { folder.file("\(replica)/notes.json") }

    func setUp(_ replica: String, remote: String) throws -> GitLibrarySync {
        try GitLibrarySync.setUp(dataPath: libraryPath(replica), remote: remote,
                                 driverExecutable: driver, environment: environment).sync
    }

    func engine(_ replica: String) throws -> GitLibrarySync {
        try #require(GitLibrarySync.configured(dataPath: libraryPath(replica), driverExecutable: driver, environment: environment))
    }

    // MARK: - The library, as the app's store reads and writes it

    func load(_ replica: String) throws -> Library {
        try JSONFileStore(path: libraryPath(replica)).load()
    }

    /// Changes the library through the store (lock, merge, atomic write).
    @discardableResult
    func edit(_ replica: String, _ change: (inout Library) -> Void) throws -> Library {
        let store = JSONFileStore(path: libraryPath(replica))
        var library = try store.load()
        change(&library)
        return try store.save(library)
    }

    func add(_ replica: String, title: String, body: String = "", at date: Date = Date()) throws -> UUID {
        let note = Note(id: UUID(), title: title, body: body, created: date, modified: date)
        try edit(replica) { $0.notes.append(note) }
        return note.id
    }

    func bytes(_ replica: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: libraryPath(replica)) ?? Data())
    }

    func titles(_ replica: String) throws -> [String] {
        try load(replica).notes.map(\.title).sorted()
    }

    /// `git log` subjects of a replica, newest first.
    func log(_ replica: String) throws -> [String] {
        try git(["log", "--format=%s"], in: folder.file(replica)).stdoutText.split(separator: "\n").map(String.init)
    }
}
