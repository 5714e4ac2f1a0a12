import Foundation
import Testing
import TestSupport
@testable import NotesVault

/// When the kernel cannot tell: events lost, a watch refused, the vault's
/// folder moved away, inotify not used. The watcher then says
/// `.everything`, and polls when it must.
@Suite struct VaultWatcherFallbackTests {
    /// A clock the test moves by hand.
    final class HandClock {
        var now = 100.0
    }

    @Test func pollingSaysEverythingOncePerInterval() throws {
        let clock = HandClock()
        let vault = try WatchedVault(files: ["Note.md"]) {
            VaultWatcher(root: $0, pollInterval: 1, alwaysPolls: true, clock: { clock.now })
        }
        #expect(vault.watcher.isPolling)
        try vault.write("Note.md", "changed\n")
        #expect(!vault.watcher.hasPendingChanges)
        #expect(vault.watcher.takeChanges() == .none)
        clock.now += 1
        #expect(vault.watcher.hasPendingChanges)
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(vault.watcher.takeChanges() == .none)
        clock.now += 0.5
        #expect(vault.watcher.takeChanges() == .none)
        clock.now += 0.5
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(vault.watcher.isPolling)
    }

    #if os(Linux)
    /// More folders than watches allowed: the watcher polls.
    @Test func aWatchLimitReachedAtStartMeansPolling() throws {
        let clock = HandClock()
        let vault = try WatchedVault(folders: ["a", "b", "c"]) {
            VaultWatcher(root: $0, watchLimit: 3, clock: { clock.now })
        }
        #expect(vault.watcher.isPolling)
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(vault.watcher.takeChanges() == .none)
        clock.now += 1
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(vault.watcher.isPolling)
    }

    @Test func aWatchLimitReachedByANewFolderMeansPolling() throws {
        let vault = try WatchedVault(folders: ["a"]) { VaultWatcher(root: $0, watchLimit: 2) }
        #expect(!vault.watcher.isPolling)
        try vault.makeFolder("b")
        #expect(vault.changes(until: { _ in false }).everything)
        #expect(vault.watcher.isPolling)
    }

    @Test func theVaultFolderMovedAwayAndBack() throws {
        let clock = HandClock()
        let vault = try WatchedVault(files: ["Note.md"]) { VaultWatcher(root: $0, clock: { clock.now }) }
        try vault.move(vault.root, vault.root + "-moved")
        #expect(vault.changes(until: { _ in false }).everything)
        #expect(vault.watcher.isPolling)
        try vault.move(vault.root + "-moved", vault.root)
        clock.now += 1
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(!vault.watcher.isPolling)
        try vault.write("Note.md", "changed\n")
        #expect(vault.changes(including: ["Note.md"]).paths.contains("Note.md"))
    }

    @Test func theVaultFolderDeleted() throws {
        let vault = try WatchedVault(files: ["Note.md"], folders: ["Sub"])
        try FileManager.default.removeItem(atPath: vault.root)
        #expect(vault.changes(until: { _ in false }).everything)
        #expect(vault.watcher.isPolling)
    }

    /// The kernel's queue overflowed: `.everything`, and the watches are
    /// set up again so later changes are reported by path.
    @Test func anOverflowSaysEverythingAndWatchingGoesOn() throws {
        let vault = try WatchedVault(files: ["Note.md"], folders: ["Sub"])
        vault.watcher.apply([InotifyEvent(watch: -1, mask: InotifyFlag.overflow, cookie: 0, name: [])])
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(!vault.watcher.isPolling)
        try vault.write("Sub/After.md")
        #expect(vault.changes(including: ["Sub/After.md"]).paths.contains("Sub/After.md"))
    }

    /// The same, with a real overflow: more events than the kernel queues
    /// (alternating files, so the kernel cannot merge them).
    @Test func aRealOverflowSaysEverything() throws {
        let limitText = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)) ?? ""
        guard let limit = Int(limitText.trimmingCharacters(in: .whitespacesAndNewlines)), limit <= 100_000 else { return }
        let vault = try WatchedVault(files: ["A.md", "B.md"])
        for index in 0...limit {
            chmod(vault.path(index % 2 == 0 ? "A.md" : "B.md"), index % 4 < 2 ? 0o600 : 0o644)
        }
        #expect(vault.watcher.takeChanges() == .everything)
        #expect(!vault.watcher.isPolling)
        try vault.write("After.md")
        #expect(vault.changes(including: ["After.md"]).paths.contains("After.md"))
    }
    #endif
}
