import Foundation
import Testing
import TestSupport
@testable import NotesSync

/// Three vaults edit, rename, remove and sync in a random order, some
/// syncs stopped part way as a `kill -9` would stop them; then each syncs
/// twice in turn. All three must end with the same files, no file may hold
/// conflict markers, and no note anyone kept may be lost.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct VaultSyncReplicaFuzzTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["NOTES_TUI_SYNC_ROUNDS"] ?? "") ?? 40

    @Test(arguments: [UInt64(7), 1_234_567])
    func replicasConvergeAndLoseNoNote(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let fixture = try VaultSyncFixture()
        let remote = try fixture.bareRemote()
        let names = ["a", "b", "c"]
        try fixture.write("a", "Start.md", "token-0\nline 1\nline 2\nline 3\n")
        for name in names { try fixture.setUp(name, remote: remote) }
        var nextToken = 1
        var removedForGood = Set<String>()
        for round in 0..<Self.rounds {
            let name = names[Int(random.next() % 3)]
            let notes = fixture.files(name).keys.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".trash/") }.sorted()
            switch random.next() % 6 {
            case 0:
                try fixture.write(name, "Note \(nextToken).md", "token-\(nextToken)\nline 1\nline 2\nline 3\nline 4\n")
                nextToken += 1
            case 1, 2:
                guard let path = notes.randomElement(using: &random), let text = fixture.read(name, path) else { continue }
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let line = 1 + Int(random.next() % UInt64(max(1, lines.count - 2)))
                if line < lines.count { lines[line] = "edited by \(name) in round \(round)" }
                try fixture.write(name, path, lines.joined(separator: "\n"))
            case 3:
                guard let path = notes.randomElement(using: &random), !path.contains("conflict") else { continue }
                let target = "Renamed \(round).md"
                try FileManager.default.moveItem(atPath: fixture.vault(name) + "/" + path, toPath: fixture.vault(name) + "/" + target)
            case 4:
                guard let path = notes.randomElement(using: &random), let text = fixture.read(name, path) else { continue }
                if random.next() % 2 == 0 {
                    // Deleted for good here: it may be gone everywhere, or come back with another's edit.
                    for line in text.split(separator: "\n") where line.hasPrefix("token-") { removedForGood.insert(String(line)) }
                    try fixture.remove(name, path)
                } else {
                    // Trashed, as the app trashes a note.
                    try fixture.write(name, ".trash/\(round) " + path, text)
                    try fixture.remove(name, path)
                }
            default:
                var engine = try fixture.engine(name)
                if random.next() % 4 == 0 { engine.stopAfter = VaultGitSync.Step.allCases.randomElement(using: &random) }
                _ = try? engine.sync()
            }
        }
        for _ in 0..<2 { for name in names { try fixture.sync(name) } }
        let final = fixture.files("a")
        #expect(fixture.files("b") == final, "seed \(seed)")
        #expect(fixture.files("c") == final, "seed \(seed)")
        #expect(!final.values.contains { $0.contains("<<<<<<<") || $0.contains(">>>>>>>") }, "seed \(seed)")
        let tokens = Set(final.values.flatMap { $0.split(separator: "\n").filter { $0.hasPrefix("token-") }.map(String.init) })
        for token in (0..<nextToken).map({ "token-\($0)" }) where !removedForGood.contains(token) {
            #expect(tokens.contains(token), "seed \(seed): \(token) was lost")
        }
    }
}
