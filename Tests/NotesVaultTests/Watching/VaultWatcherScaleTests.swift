#if os(Linux)
import Foundation
import Testing
import TestSupport
@testable import NotesVault

/// Vault shapes beyond a handful of files: many folders, a big folder, a
/// vault reached through a link; and the descriptor's own flags.
@Suite struct VaultWatcherScaleTests {
    /// 1,000 folders under one: one watch each; renaming the top one keeps
    /// every watch, named by the new path.
    @Test func thousandsOfFoldersRenamedTogether() throws {
        let vault = try WatchedVault()
        mkdir(vault.path("Top"), 0o700)
        for group in 0..<20 {
            mkdir(vault.path("Top/Group \(group)"), 0o700)
            for folder in (group * 50)..<(group * 50 + 50) { mkdir(vault.path("Top/Group \(group)/Folder \(folder)"), 0o700) }
        }
        vault.watcher = VaultWatcher(root: vault.root)
        #expect(vault.watcher.folderOfWatch.count == 1 + 1 + 20 + 1_000)
        let watchesBefore = Set(vault.watcher.folderOfWatch.keys)
        try vault.move(vault.path("Top"), vault.path("Renamed"))
        _ = vault.changes(including: ["Renamed/Group 19/Folder 999"])
        try vault.write("Renamed/Group 7/Folder 350/Note.md")
        #expect(vault.changes(including: ["Renamed/Group 7/Folder 350/Note.md"]).paths.contains("Renamed/Group 7/Folder 350/Note.md"))
        #expect(Set(vault.watcher.folderOfWatch.keys) == watchesBefore)
        #expect(!vault.watcher.folderOfWatch.values.contains(where: { $0.hasPrefix("Top") }))
        #expect(vault.watchedInodes() == vault.scan().folderInodes)
    }

    /// A folder of many files is one watch, and a change in it is one path.
    @Test func aFolderOfManyFilesIsOneWatch() throws {
        let vault = try WatchedVault()
        try vault.makeFolder("Big")
        let names = (0..<2_000).map { "Big/Note \($0).md" }
        for name in names { close(open(vault.path(name), O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)) }
        _ = vault.changes(including: Set(names))
        try vault.write("Big/Note 1234.md", "changed\n")
        #expect(vault.changes(including: ["Big/Note 1234.md"]).paths == ["Big/Note 1234.md"])
        #expect(vault.watcher.folderOfWatch.values.sorted() == ["", "Big"])
    }

    /// The vault named through a link (the link is what the user named);
    /// paths are relative to it all the same.
    @Test(arguments: [false, true])
    func aVaultReachedThroughALink(watchesByPath: Bool) throws {
        let vault = try WatchedVault(folders: ["Sub"])
        let linked = vault.directory.file("linked-vault")
        symlink(vault.root, linked)
        let watcher = VaultWatcher(root: linked, watchesByPath: watchesByPath)
        try vault.write("Sub/Note.md")
        var paths: Set<String> = []
        let deadline = Date().addingTimeInterval(2)
        while !paths.contains("Sub/Note.md") && Date() < deadline {
            if case .paths(let taken) = watcher.takeChanges() { paths.formUnion(taken) }
            usleep(5_000)
        }
        #expect(paths == ["Sub/Note.md"])
    }

    @Test func theDescriptorNeitherBlocksNorLeaksIntoChildren() throws {
        let vault = try WatchedVault()
        let descriptor = vault.watcher.descriptor
        #expect(descriptor >= 0)
        #expect(fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0)
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        #expect(vault.watcher.takeChanges() == .none)
        #expect(!vault.watcher.hasPendingChanges)
    }
}
#endif
