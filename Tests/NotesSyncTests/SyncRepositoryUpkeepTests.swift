import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesSync

/// What sync keeps in the repository's own config and object store so a
/// 10,000-note library syncs fast (docs/sync.md, "Speed"), and the small
/// readers of git's objects it merges with.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncRepositoryUpkeepTests {
    private func config(_ fixture: SyncFixture, _ replica: String, _ key: String) throws -> String {
        try fixture.git(["config", "--get", key], in: fixture.folder.file(replica)).stdoutText
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Set up writes the settings; a sync writes again one that is missing
    /// or was changed (a repository set up by an older notes-tui).
    @Test func setUpAndEachSyncKeepTheRepositorySettings() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "a1")
        _ = try fixture.setUp("a", remote: remote)
        for (key, value) in GitLibrarySync.repositorySettings {
            #expect(try config(fixture, "a", key) == value, "\(key)")
        }
        try fixture.git(["config", "--unset", "core.looseCompression"], in: fixture.folder.file("a"))
        try fixture.git(["config", "gc.auto", "6700"], in: fixture.folder.file("a"))
        _ = try fixture.engine("a").sync()
        #expect(try config(fixture, "a", "core.looseCompression") == "0")
        #expect(try config(fixture, "a", "gc.auto") == "0")
        #expect(try config(fixture, "a", "merge.notes-tui.driver") == MergeDriverCommand.configValue(executable: fixture.driver))
    }

    private func looseObjects(_ fixture: SyncFixture, _ replica: String) throws -> Int {
        let text = try fixture.git(["count-objects"], in: fixture.folder.file(replica)).stdoutText
        return Int(text.split(separator: " ").first ?? "") ?? -1
    }

    /// Loose objects never pile up past the limit: a sync that leaves more
    /// packs them, and every note is still there on both machines.
    @Test func syncsPackTheLooseObjectsPastTheLimit() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        _ = try fixture.add("a", title: "first")
        _ = try fixture.setUp("a", remote: remote)
        var mostLoose = 0
        for round in 0..<(GitLibrarySync.looseObjectLimit / 3 + 5) {
            _ = try fixture.add("a", title: "note \(round)")
            _ = try fixture.engine("a").sync()
            mostLoose = max(mostLoose, try looseObjects(fixture, "a"))
        }
        #expect(mostLoose <= GitLibrarySync.looseObjectLimit)
        let packs = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.file("a/.git/objects/pack"))
        #expect(packs.contains { $0.hasSuffix(".pack") })
        #expect(try fixture.git(["fsck", "--no-progress"], in: fixture.folder.file("a")).status == 0)
        _ = try fixture.setUp("b", remote: remote)
        #expect(try fixture.titles("b") == fixture.titles("a"))
        #expect(try fixture.titles("b").count == GitLibrarySync.looseObjectLimit / 3 + 6)
    }

    @Test func remotesOnThisMachineAreThePathsAndFileURLs() {
        for url in ["/srv/notes.git", "./notes.git", "notes.git", "../a:b/notes.git", "file:///srv/notes.git", "FILE:///x"] {
            #expect(RemoteAddress.isOnThisMachine(url), "\(url)")
        }
        for url in ["ssh://host/notes.git", "host:notes.git", "user@host:/srv/notes.git", "https://example.com/n.git",
                    "git://127.0.0.1:9418/n.git"] {
            #expect(!RemoteAddress.isOnThisMachine(url), "\(url)")
        }
    }

    /// The quick look for an old-style draft (from the end of the file)
    /// answers as decoding the library would, whatever the notes hold.
    @Test func theDraftLookAgreesWithTheCodec() {
        var random = SeededRandom.fromEnvironment(fallback: 20_261_124)
        let texts = ["", "\n  \"draft\": {", "\"draft\": null", "line\nbreak", "{ }", "  \"draft\": "]
        for _ in 0..<200 {
            var library = Library()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let date = Date(timeIntervalSince1970: 1_800_000_000)
                library.notes.append(Note(id: UUID(), title: texts.randomElement(using: &random)!,
                                          body: texts.randomElement(using: &random)!, created: date, modified: date))
            }
            if Bool.random(using: &random) {
                library.draft = Draft(noteID: nil, title: texts.randomElement(using: &random)!, body: texts.randomElement(using: &random)!)
            }
            #expect(LibraryCodec.encode(library).containsDraftMember == (library.draft != nil))
        }
    }

    /// Random trees and batches, written as git writes them, read back the same.
    @Test func gitObjectReadersReadWhatGitWrites() throws {
        var random = SeededRandom.fromEnvironment(fallback: 20_261_123)
        for _ in 0..<200 {
            let idLength = Bool.random(using: &random) ? 20 : 32
            let names = Set((0..<Int.random(in: 0...6, using: &random)).map { _ in "f\(Int.random(in: 0...99, using: &random)) x" })
            let entries = names.sorted().map { name in
                GitTree.Entry(mode: Bool.random(using: &random) ? "100644" : "40000", name: name,
                              rawID: (0..<idLength).map { _ in UInt8.random(in: 0...255, using: &random) })
            }
            let tree = try #require(GitTree(GitTree(entriesOf: entries).bytes, idLength: idLength))
            #expect(tree.entries == entries)

            var output: [UInt8] = []
            var expected: [GitObjectBatch.Object?] = []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                if Int.random(in: 0...3, using: &random) == 0 {
                    output += Array("HEAD:x missing\n".utf8)
                    expected.append(nil)
                    continue
                }
                // Blobs hold line breaks and spaces: only the size says where one ends.
                let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in [0x0A, 0x20, 0x61, 0x00].randomElement(using: &random)! }
                let object = GitObjectBatch.Object(id: String(repeating: "ab", count: idLength), type: "blob", bytes: bytes.map(UInt8.init))
                output += Array("\(object.id) blob \(bytes.count)\n".utf8) + object.bytes + [0x0A]
                expected.append(object)
            }
            let batch = try #require(GitObjectBatch(parsing: output, count: expected.count))
            #expect(batch.objects == expected)
            #expect(GitObjectBatch(parsing: Array(output.dropLast()), count: expected.count) == nil)
        }
    }
}

extension GitTree {
    init(entriesOf entries: [Entry]) {
        self.init([], idLength: 20)!
        self.entries = entries
    }
}
