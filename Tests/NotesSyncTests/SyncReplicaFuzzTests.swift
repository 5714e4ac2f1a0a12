import Foundation
import TestSupport
import Testing
@testable import NotesModel
@testable import NotesSync

/// Three machines on the one-file layout of earlier versions (kept for the
/// upgrade's last sync) adding, editing, deleting, pinning, trashing and
/// syncing in a random order against one bare remote. After each syncs twice in
/// turn: the three libraries are the same; every note created anywhere and
/// never deleted is there exactly once; every edit that met another
/// machine's edit of the same note left exactly one conflict copy; no file
/// holds a conflict marker. `NOTES_TUI_SYNC_ROUNDS` runs more rounds,
/// `NOTES_TUI_FUZZ_SEED` replays a seed.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct SyncReplicaFuzzTests {
    static let replicas = ["r0", "r1", "r2"]

    /// What the remote and each machine hold, as far as conflicts go: a
    /// note's version goes up with each pushed content edit.
    struct Model {
        var remoteVersion: [UUID: Int] = [:]
        var remoteHas: Set<UUID> = []
        var seenVersion: [String: [UUID: Int]] = [:]
        var editedSinceSync: [String: Set<UUID>] = [:]
        var created: Set<UUID> = []
        var deleted: Set<UUID> = []
        var copies: Set<UUID> = []
        var expectedCopies = 0

        /// Before `replica` syncs: each of its edits whose note someone
        /// else edited (and pushed) since this machine's last sync, and
        /// that is still on the remote, meets that edit: one copy.
        mutating func syncing(_ replica: String) {
            for id in editedSinceSync[replica, default: []] {
                let remote = remoteVersion[id, default: 0]
                if remoteHas.contains(id), remote > seenVersion[replica, default: [:]][id, default: 0] { expectedCopies += 1 }
                remoteVersion[id] = remote + 1
            }
            editedSinceSync[replica] = []
        }

        /// After it synced: the remote is what it now holds.
        mutating func synced(_ replica: String, holding library: Library) {
            remoteHas = Set(library.notes.map(\.id))
            seenVersion[replica] = remoteVersion
            for note in library.notes where !created.contains(note.id) { copies.insert(note.id) }
        }
    }

    @Test func threeReplicasConvergeWithNothingLostOrDoubled() throws {
        let fixture = try SyncFixture()
        let remote = try fixture.bareRemote()
        var random = SeededRandom.fromEnvironment(fallback: 0x5EED_0017)
        // The one-file layout syncs only once more per machine (the upgrade's
        // last sync): fewer rounds than the note-by-note test's 200.
        let rounds = Int(ProcessInfo.processInfo.environment["NOTES_TUI_SYNC_ROUNDS"] ?? "") ?? 50
        print("SyncReplicaFuzzTests: seed \(random.seed), \(rounds) rounds (NOTES_TUI_FUZZ_SEED, NOTES_TUI_SYNC_ROUNDS)")
        var model = Model()
        model.created.insert(try fixture.add("r0", title: "first"))
        for replica in Self.replicas {
            _ = try fixture.setUp(replica, remote: remote)
            model.synced(replica, holding: try fixture.load(replica))
        }
        let engines = try Dictionary(uniqueKeysWithValues: Self.replicas.map { ($0, try fixture.engine($0)) })
        let clock = Date(timeIntervalSince1970: 1_900_000_000)
        var syncs = 0
        for round in 0..<rounds {
            let replica = Self.replicas[Int(random.next() % 3)]
            let when = clock.addingTimeInterval(Double(round) * 61)
            switch random.next() % 10 {
            case 0, 1:
                model.created.insert(try fixture.add(replica, title: "n\(round)", body: "made on \(replica)", at: when))
            case 2, 3:
                try fixture.edit(replica) { library in
                    guard let index = Self.pick(library.notes, &random) else { return }
                    library.notes[index].body = "edit \(round) on \(replica)"
                    library.notes[index].modified = when
                    model.editedSinceSync[replica, default: []].insert(library.notes[index].id)
                }
            case 4:
                try fixture.edit(replica) { library in
                    guard let index = Self.pick(library.notes, &random) else { return }
                    let id = library.notes.remove(at: index).id
                    model.deleted.insert(id)
                    model.editedSinceSync[replica, default: []].remove(id)
                }
            case 5:
                try fixture.edit(replica) { library in
                    guard let index = Self.pick(library.notes, &random) else { return }
                    library.notes[index].pinned.toggle()
                }
            case 6:
                try fixture.edit(replica) { library in
                    guard let index = Self.pick(library.notes, &random) else { return }
                    library.notes[index].trashed = library.notes[index].trashed == nil ? when : nil
                }
            default:
                model.syncing(replica)
                _ = try engines[replica]!.sync()
                model.synced(replica, holding: try fixture.load(replica))
                syncs += 1
            }
        }
        for _ in 0..<2 {
            for replica in Self.replicas {
                model.syncing(replica)
                _ = try engines[replica]!.sync()
                model.synced(replica, holding: try fixture.load(replica))
            }
        }
        print("SyncReplicaFuzzTests: \(syncs) syncs in the random rounds, \(model.copies.count) conflict copies")

        let libraries = try Self.replicas.map { try fixture.load($0) }
        let sorted = libraries.map { $0.notes.sorted { $0.id.uuidString < $1.id.uuidString } }
        #expect(sorted[0] == sorted[1] && sorted[1] == sorted[2], "the replicas differ (seed \(random.seed))")
        for library in libraries {
            let ids = library.notes.map(\.id)
            #expect(Set(ids).count == ids.count, "a note is there twice (seed \(random.seed))")
            for id in model.created.subtracting(model.deleted) {
                #expect(ids.contains(id), "note \(id) was lost (seed \(random.seed))")
            }
        }
        #expect(model.copies.count == model.expectedCopies, "conflict copies (seed \(random.seed))")
        for replica in Self.replicas {
            let text = String(decoding: fixture.bytes(replica), as: UTF8.self)
            #expect(!text.contains("<<<<<<<") && !text.contains(">>>>>>>") && !text.contains("======="))
        }
    }

    static func pick(_ notes: [Note], _ random: inout SeededRandom) -> Int? {
        notes.isEmpty ? nil : Int(random.next() % UInt64(notes.count))
    }
}
