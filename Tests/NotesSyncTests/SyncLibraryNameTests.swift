import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesStorage
@testable import NotesSync

/// The library's file name as sync hands it to git (issue 32, point 13):
/// a name starting with `-` syncs like any other (git gets it after `--`,
/// as a config value or inside a pattern), and a name sync refuses is
/// refused for what it really has.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncLibraryNameTests {
    @Test func aLibraryNamedWithALeadingDashSyncs() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        let (a, b) = (fixture.folder.file("a/-notes.json"), fixture.folder.file("b/-notes.json"))
        for path in [a, b] {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        try Self.add("from a", to: a)
        try Self.add("from b", to: b)
        for path in [a, b] {
            _ = try GitLibrarySync.setUp(dataPath: path, remote: remote, driverExecutable: fixture.driver, environment: fixture.environment)
        }
        try Self.add("later on a", to: a)
        let engine = try #require(GitLibrarySync.configured(dataPath: a, driverExecutable: fixture.driver, environment: fixture.environment))
        _ = try engine.sync()
        let expected = ["from a", "from b", "later on a"]
        #expect(try JSONFileStore(path: a).load().notes.map(\.title).sorted() == expected)
        #expect(try fixture.git(["ls-tree", "-r", "--name-only", "main"], in: remote).stdoutText == "-notes.json\n")
        let merge = try fixture.git(["check-attr", "merge", "--", "-notes.json"], in: fixture.folder.file("a")).stdoutText
        #expect(merge == "-notes.json: merge: notes-tui\n")
    }

    @Test func aRefusedNameIsRefusedForWhatItHas() throws {
        let fixture = try SyncFixture()
        let cases = ["my notes.json": "a space", "notes*.json": "'*'", "no#tes.json": "'#'", "say\"hi\".json": "'\"'"]
        for (name, cause) in cases {
            do {
                _ = try GitLibrarySync.preparePlace(fixture.folder.file("x/" + name))
                Issue.record("\(name) was accepted")
            } catch let error {
                guard case let .refused(message) = error else { Issue.record("\(name): \(error)"); continue }
                #expect(message.contains(cause), "\(name): \(message)")
                #expect(!message.contains("quotes or wildcards"), "\(name): \(message)")
            }
        }
    }

    /// Random names of plain letters, dashes, dots, other scripts and the
    /// characters git reads specially: a name sync accepts is one git
    /// takes as it is (its merge attribute applies to it, its side files
    /// are ignored and it is not, the settings read back); a name it
    /// refuses is refused for a character it really has.
    @Test func everyAcceptedNameIsOneGitTakesAsItIs() throws {
        let fixture = try SyncFixture()
        var random = SeededRandom.fromEnvironment(fallback: 0x32_1300)
        let pieces = ["-", "--", "notes", ".json", ".", "Zé", "日本", "😀", "_", "+", "=", "@", "~", "%", "'", ",",
                      " ", "\"", "\\", "#", ";", "[", "]", "*", "?", "!", "\t"]
        for iteration in 0..<SeededRandom.iterations(fallback: 40) {
            let name = (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let context = "seed \(random.seed) iteration \(iteration) name '\(name)'"
            if let problem = SyncSettings.nameProblem(name) {
                // "'*', which …": the character named between the quotes.
                let quoted = problem.hasPrefix("'") ? String(problem.dropFirst().prefix { $0 != "'" }) : nil
                let named = quoted.map { name.contains($0) }
                    ?? (problem.hasPrefix("a space") ? name.contains(" ")
                        : problem == "a control character" ? name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
                        : name == "." || name == "..")
                #expect(named, "\(context): refused for \(problem)")
                continue
            }
            let folder = fixture.folder.file("repo\(iteration)")
            try fixture.git(["init", "--quiet", folder])
            try GitLibrarySync.writeLocalRules(folder: folder, library: name)
            try fixture.git(["config", "notes-tui.library", name], in: folder)
            try fixture.git(["config", "notes-tui.remote", "origin"], in: folder)
            try fixture.git(["config", "notes-tui.branch", "main"], in: folder)
            let attribute = try fixture.git(["check-attr", "merge", "--", name], in: folder).stdoutText
            #expect(attribute.hasSuffix(": merge: notes-tui\n"), "\(context): \(attribute)")
            #expect(SyncSettings.read(folder: folder, library: name)?.library == name, "\(context)")
            let sideFiles = ["." + name + ".lock", "." + name + ".draft", name + ".20260101-000000.bak"]
            for file in [name] + sideFiles { _ = FileManager.default.createFile(atPath: folder + "/" + file, contents: Data("x".utf8)) }
            let untracked = try fixture.git(["ls-files", "--others", "--exclude-standard", "-z"], in: folder).stdoutText
            #expect(untracked.split(separator: "\0").map(String.init) == [name], "\(context): untracked \(untracked)")
        }
    }

    private static func add(_ title: String, to path: String) throws {
        let store = JSONFileStore(path: path)
        var library = (try? store.load()) ?? Library()
        let now = Date()
        library.notes.append(Note(id: UUID(), title: title, body: "", created: now, modified: now))
        _ = try store.save(library)
    }
}
