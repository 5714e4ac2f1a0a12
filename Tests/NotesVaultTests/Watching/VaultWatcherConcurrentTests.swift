#if os(Linux)
import Foundation
import Testing
import TestSupport
@testable import NotesVault

/// Another program changes the vault while the watcher is being asked:
/// folders renamed or recreated while a batch of events is read and its
/// folders walked. Once the other program stops, the notes known from the
/// changes are those on disk and the watches are on the vault's folders.
@Suite struct VaultWatcherConcurrentTests {
    /// The other program's thread: random operations on the vault's files.
    final class OtherProgram: @unchecked Sendable {
        private var operations: VaultWatcherPropertyTests.Operations
        private var random: SeededRandom
        private let finished = NSCondition()
        private var isDone = false

        init(vault: WatchedVault, seed: UInt64) {
            operations = VaultWatcherPropertyTests.Operations(vault: vault)
            random = SeededRandom(seed: seed)
        }

        func start(steps: Int) {
            let thread = Thread { [self] in
                for _ in 0..<steps {
                    operations.perform(Int.random(in: 0...11, using: &random), Int.random(in: 0...10_000, using: &random))
                }
                finished.lock()
                isDone = true
                finished.unlock()
            }
            thread.start()
        }

        var done: Bool {
            finished.lock()
            defer { finished.unlock() }
            return isDone
        }
    }

    @Test func changesMadeWhileTheWatcherReadsAreNotMissed() throws {
        var random = SeededRandom.fromEnvironment(fallback: 3_434)
        for _ in 0..<SeededRandom.iterations(fallback: 8) {
            let seed = random.next()
            let vault = try WatchedVault(files: ["Start.md", "Sub/Note.md"], folders: ["Sub/Deep", ".git"])
            var notes = vault.scan().notes
            let other = OtherProgram(vault: vault, seed: seed)
            other.start(steps: 150)
            let giveUp = Date().addingTimeInterval(60)
            while !other.done && Date() < giveUp {
                if vault.watcher.hasPendingChanges {
                    notes = vault.applying(vault.watcher.takeChanges(), to: notes)
                } else {
                    usleep(100)
                }
            }
            let deadline = Date().addingTimeInterval(2)
            repeat {
                notes = vault.applying(vault.watcher.takeChanges(), to: notes)
                let scan = vault.scan()
                if notes == scan.notes && vault.watchedInodes() == scan.folderInodes { break }
                usleep(5_000)
            } while Date() < deadline
            let scan = vault.scan()
            #expect(other.done)
            #expect(notes == scan.notes, "seed \(seed)")
            #expect(vault.watchedInodes() == scan.folderInodes, "seed \(seed)")
        }
    }
}
#endif
