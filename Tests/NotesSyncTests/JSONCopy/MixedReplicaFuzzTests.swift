import Foundation
import NotesVault
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSync

/// Two JSON libraries and one vault adding, editing, deleting, pinning,
/// trashing and syncing in a random order against one bare remote, note by
/// note. After each syncs twice in turn: the three hold the same notes;
/// every note created anywhere and never deleted is there exactly once
/// (a note deleted for good elsewhere may stay in a trash); no note holds
/// a conflict marker. `NOTES_TUI_SYNC_ROUNDS` runs more rounds,
/// `NOTES_TUI_FUZZ_SEED` replays a seed.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct MixedReplicaFuzzTests {
    static let jsonReplicas = ["j0", "j1"]
    static let vault = "v"

    @Test func twoJSONLibrariesAndAVaultConvergeWithNothingLostOrDoubled() throws {
        let fixture = try JSONCopyFixture()
        let vaults = VaultSyncFixture(sharing: fixture.base)
        let remote = try fixture.bareRemote()
        var random = SeededRandom.fromEnvironment(fallback: 0x5EED_0035)
        let rounds = Int(ProcessInfo.processInfo.environment["NOTES_TUI_SYNC_ROUNDS"] ?? "") ?? 200
        print("MixedReplicaFuzzTests: seed \(random.seed), \(rounds) rounds (NOTES_TUI_FUZZ_SEED, NOTES_TUI_SYNC_ROUNDS)")
        // By title: a note made in the vault is named by its file, not an id.
        var created: Set<String> = ["first"]
        var deleted: Set<String> = []
        try fixture.add("j0", title: "first", body: "made on j0")
        for replica in Self.jsonReplicas { try fixture.setUp(replica, remote: remote) }
        try FileManager.default.createDirectory(atPath: vaults.vault(Self.vault), withIntermediateDirectories: true)
        try vaults.setUp(Self.vault, remote: remote)
        let clock = Date(timeIntervalSince1970: 1_900_000_000)
        let replicas = Self.jsonReplicas + [Self.vault]
        var syncs = 0
        for round in 0..<rounds {
            let replica = replicas[Int(random.next() % 3)]
            let when = clock.addingTimeInterval(Double(round) * 61)
            let action = random.next() % 10
            if action >= 7 {
                try sync(replica, fixture, vaults)
                syncs += 1
                continue
            }
            try change(replica, fixture, vaults) { library in
                switch action {
                case 0, 1:
                    let note = Note(id: UUID(), title: "n\(round)", body: "made on \(replica)", created: when, modified: when)
                    library.notes.append(note)
                    created.insert(note.title)
                case 2, 3:
                    guard let index = Self.pick(library.notes, &random) else { return }
                    // Half the edits change one line of three, half the whole body.
                    let lines = library.notes[index].body.components(separatedBy: "\n")
                    if lines.count == 3, random.next() % 2 == 0 {
                        var changed = lines
                        changed[Int(random.next() % 3)] = "line \(round) on \(replica)"
                        library.notes[index].body = changed.joined(separator: "\n")
                    } else {
                        library.notes[index].body = "a \(round)\nb \(round) on \(replica)\nc \(round)"
                    }
                    library.notes[index].modified = when
                case 4:
                    guard let index = Self.pick(library.notes, &random) else { return }
                    deleted.insert(library.notes.remove(at: index).title)
                case 5:
                    guard let index = Self.pick(library.notes, &random) else { return }
                    library.notes[index].pinned.toggle()
                    library.notes[index].modified = when
                default:
                    guard let index = Self.pick(library.notes, &random) else { return }
                    library.notes[index].trashed = library.notes[index].trashed == nil ? when : nil
                }
            }
        }
        for _ in 0..<2 {
            for replica in replicas { try sync(replica, fixture, vaults) }
        }
        print("MixedReplicaFuzzTests: \(syncs) syncs in the random rounds")

        let libraries = try replicas.map { try load($0, fixture, vaults) }
        let pictures = libraries.map { library in
            library.notes.map { "\($0.id) \($0.title) \($0.pinned) \($0.isTrashed)\n\($0.body)" }.sorted()
        }
        #expect(pictures[0] == pictures[1] && pictures[1] == pictures[2], "the replicas differ (seed \(random.seed))")
        for library in libraries {
            let ids = library.notes.map(\.id)
            #expect(Set(ids).count == ids.count, "a note is there twice (seed \(random.seed))")
            let titles = Set(library.notes.map(\.title))
            let lost = created.subtracting(deleted).subtracting(titles)
            #expect(lost.isEmpty, "notes lost: \(lost.sorted()) (seed \(random.seed))")
            #expect(!library.notes.contains { $0.body.contains("<<<<<<<") || $0.body.contains(">>>>>>>") })
        }
    }

    func sync(_ replica: String, _ fixture: JSONCopyFixture, _ vaults: VaultSyncFixture) throws {
        if replica == Self.vault { try vaults.sync(replica) } else { try fixture.sync(replica) }
    }

    func load(_ replica: String, _ fixture: JSONCopyFixture, _ vaults: VaultSyncFixture) throws -> Library {
        guard replica == Self.vault else { return try fixture.load(replica) }
        return try VaultStore(path: vaults.vault(replica), environment: fixture.environment, watchesFiles: false).load()
    }

    /// Changes a library as the app does: a JSON library through its
    /// store, the vault through the vault's store (one file per note).
    func change(_ replica: String, _ fixture: JSONCopyFixture, _ vaults: VaultSyncFixture,
                _ body: (inout Library) -> Void) throws {
        guard replica == Self.vault else {
            try fixture.base.edit(replica, body)
            return
        }
        let store = VaultStore(path: vaults.vault(replica), environment: fixture.environment, watchesFiles: false)
        var library = try store.load()
        let before = Dictionary(library.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        body(&library)
        var changed = Set(before.keys).subtracting(library.notes.map(\.id))
        for note in library.notes where before[note.id] != note { changed.insert(note.id) }
        _ = try store.save(library, changes: .notes(changed))
    }

    static func pick(_ notes: [Note], _ random: inout SeededRandom) -> Int? {
        notes.isEmpty ? nil : Int(random.next() % UInt64(notes.count))
    }
}
