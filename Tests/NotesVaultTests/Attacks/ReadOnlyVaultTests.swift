import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 5: a vault that cannot be written — folders of mode 0555 and files
/// of mode 0444 (which root ignores, so as root a read-only tmpfs mount
/// stands in for the folders), or one read-only file. Loading works; a
/// save fails with `StoreError.unwritable` naming the file and saying
/// what to do, leaves every file as it was and no temporary file behind.
@Suite struct ReadOnlyVaultTests {
    static func expectUnwritable(_ error: Error?, naming file: String, _ context: String = "") {
        guard case let .unwritable(path, reason)? = error as? StoreError else {
            Issue.record("\(context): expected StoreError.unwritable, got \(String(describing: error))")
            return
        }
        let message = StoreError.unwritable(path: path, reason: reason).message
        #expect(message.contains(file), "\(context): \(message)")
        #expect(!message.contains("\n"), "\(context): \(message)")
    }

    /// The vault's folders made read-only (by mode, or by a read-only
    /// mount when running as root), with `prepare` writing its files first.
    static func withReadOnlyVault(_ prepare: (String) -> Void, _ body: (String, VaultStore) throws -> Void) throws {
        if geteuid() == 0 {
            guard case let .success(disk) = SmallFilesystem.mount(kilobytes: 1024) else {
                print("ReadOnlyVaultTests: skipped — cannot mount a tmpfs as root here")
                return
            }
            let state = try TemporaryDirectory(prefix: "notes-tui-state")
            mkdir(disk.path + "/vault", 0o755)
            prepare(disk.path + "/vault")
            try disk.setReadOnly(true)
            defer { try? disk.setReadOnly(false) }
            let store = VaultStore(path: disk.path + "/vault", environment: ["HOME": state.path, "XDG_STATE_HOME": state.path],
                                   timeZone: .fixed(TimeZone(identifier: "UTC")!), checkInterval: 0)
            try body(disk.path + "/vault", store)
        } else {
            let vault = try TestVault()
            prepare(vault.root)
            let folders = [vault.root] + vault.files().map { vault.root + "/" + (($0 as NSString).deletingLastPathComponent) }
            for file in vault.files() { chmod(vault.root + "/" + file, 0o444) }
            for folder in Set(folders).sorted().reversed() { chmod(folder, 0o555) }
            defer { for folder in Set(folders) { chmod(folder, 0o755) } }
            try body(vault.root, vault.store())
        }
    }

    @Test func aReadOnlyVaultLoadsAndEverySaveFailsClearlyLeavingItAsItWas() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_005)
        try Self.withReadOnlyVault({ root in
            mkdir(root + "/Sub", 0o755)
            Attack.write(root + "/A.md", "a body\n")
            Attack.write(root + "/Sub/B.md", "# B\n\nb body\n")
        }) { root, store in
            let before = Attack.snapshot(root)
            var library = try store.load()
            #expect(library.notes.count == 2)
            for step in 0..<SeededRandom.iterations(fallback: 12) {
                var attempt = library
                let index = Int.random(in: 0..<attempt.notes.count, using: &random)
                let note = attempt.notes[index]
                let file = note.file!.path
                var changes: LibraryChanges = .notes([note.id])
                switch step % 5 {
                case 0: attempt.notes[index].body += " edited"
                case 1: attempt.notes[index].title = "Renamed \(step)"
                case 2: attempt.notes[index].trashed = Date()
                case 3: attempt.notes[index].pinned.toggle()
                default:
                    let new = Note(id: UUID(), title: "New", body: "", created: Date(), modified: Date())
                    attempt.notes.append(new)
                    changes = .notes([new.id])
                }
                var failure: Error?
                do { _ = try store.save(attempt, changes: changes) } catch { failure = error }
                Self.expectUnwritable(failure, naming: step % 5 == 4 ? root : file, "step \(step)")
                #expect(Attack.snapshot(root) == before, "step \(step)")
            }
            library = try store.load()
            #expect(library.notes.count == 2)
        }
    }

    /// One file of mode 0444 in a writable folder: editing its note is
    /// refused (as vim refuses without `:w!`), naming the file; the file
    /// and its mode are kept.
    @Test func aReadOnlyFileIsNotReplaced() throws {
        let vault = try TestVault()
        vault.write("Locked.md", "locked\n")
        vault.write("Free.md", "free\n")
        chmod(vault.root + "/Locked.md", 0o444)
        let store = vault.store()
        var library = try store.load()
        let locked = try #require(library.notes.firstIndex { $0.title == "Locked" })
        library.notes[locked].body = "changed"
        var failure: Error?
        do { _ = try store.save(library, changes: .notes([library.notes[locked].id])) } catch { failure = error }
        Self.expectUnwritable(failure, naming: "Locked.md")
        #expect(vault.read("Locked.md") == "locked\n")
        #expect(vault.files() == ["Free.md", "Locked.md"])
    }
}
