#if os(Linux)
import Foundation
import Testing
import TestSupport
@testable import NotesVault

/// Each kind of change another program makes in a vault, on real folders,
/// and what the watcher reports for it.
@Suite struct VaultWatcherTests {
    @Test func aWrittenFileIsReported() throws {
        let vault = try WatchedVault(files: ["Note.md"])
        try vault.write("Note.md", "changed\n")
        #expect(vault.changes(including: ["Note.md"]).paths.contains("Note.md"))
        #expect(!vault.watcher.isPolling)
    }

    @Test func aCreatedFileInASubfolderIsReported() throws {
        let vault = try WatchedVault(folders: ["Projects/2026"])
        try vault.write("Projects/2026/Plan.md")
        #expect(vault.changes(including: ["Projects/2026/Plan.md"]).paths.contains("Projects/2026/Plan.md"))
    }

    @Test func aDeletedFileIsReported() throws {
        let vault = try WatchedVault(files: ["Gone.md"])
        unlink(vault.path("Gone.md"))
        #expect(vault.changes(including: ["Gone.md"]).paths.contains("Gone.md"))
    }

    @Test func aRenamedFileReportsBothNames() throws {
        let vault = try WatchedVault(files: ["Old.md"], folders: ["Sub"])
        try vault.move(vault.path("Old.md"), vault.path("Sub/New.md"))
        let paths = vault.changes(including: ["Old.md", "Sub/New.md"]).paths
        #expect(paths.isSuperset(of: ["Old.md", "Sub/New.md"]))
    }

    @Test func anAttributeChangeIsReported() throws {
        let vault = try WatchedVault(files: ["Mode.md"])
        chmod(vault.path("Mode.md"), 0o644)
        #expect(vault.changes(including: ["Mode.md"]).paths.contains("Mode.md"))
    }

    /// Inside a renamed folder, later changes are reported under the new
    /// path, in the folder and in the folders below it.
    @Test func aRenamedFolderReportsItsNewPaths() throws {
        let vault = try WatchedVault(files: ["Old/One.md", "Old/Deep/Two.md"], folders: ["Old/Deep"])
        try vault.move(vault.path("Old"), vault.path("New"))
        let renamed = vault.changes(including: ["Old", "New", "New/One.md", "New/Deep/Two.md"]).paths
        #expect(renamed.isSuperset(of: ["Old", "New", "New/One.md", "New/Deep", "New/Deep/Two.md"]))
        try vault.write("New/Deep/Two.md", "again\n")
        try vault.write("New/Three.md")
        let later = vault.changes(including: ["New/Deep/Two.md", "New/Three.md"]).paths
        #expect(later.isSuperset(of: ["New/Deep/Two.md", "New/Three.md"]))
        #expect(!later.contains(where: { $0.hasPrefix("Old") }))
        #expect(vault.watchedInodes() == vault.scan().folderInodes)
    }

    /// `mkdir -p` and files written at once, before the watcher could
    /// watch the new folders: the files are reported from a listing.
    @Test func foldersMadeWithFilesRightAfterAreReported() throws {
        let vault = try WatchedVault()
        try vault.makeFolder("a/b/c")
        try vault.write("a/Top.md")
        try vault.write("a/b/c/Deep.md")
        let paths = vault.changes(including: ["a/Top.md", "a/b/c/Deep.md"]).paths
        #expect(paths.isSuperset(of: ["a", "a/Top.md", "a/b/c/Deep.md"]))
        try vault.write("a/b/c/Later.md")
        #expect(vault.changes(including: ["a/b/c/Later.md"]).paths.contains("a/b/c/Later.md"))
        #expect(vault.watchedInodes() == vault.scan().folderInodes)
    }

    @Test func aFolderMovedInFromOutsideIsReportedAndWatched() throws {
        let vault = try WatchedVault()
        try FileManager.default.createDirectory(atPath: vault.outside + "/Imported/Sub", withIntermediateDirectories: true)
        try TestFiles.write("one\n", to: vault.outside + "/Imported/One.md")
        try TestFiles.write("two\n", to: vault.outside + "/Imported/Sub/Two.md")
        try vault.move(vault.outside + "/Imported", vault.path("Imported"))
        let paths = vault.changes(including: ["Imported/One.md", "Imported/Sub/Two.md"]).paths
        #expect(paths.isSuperset(of: ["Imported", "Imported/One.md", "Imported/Sub/Two.md"]))
        try vault.write("Imported/Sub/Three.md")
        #expect(vault.changes(including: ["Imported/Sub/Three.md"]).paths.contains("Imported/Sub/Three.md"))
    }

    @Test func aDeletedFolderIsReportedAndNoLongerWatched() throws {
        let vault = try WatchedVault(files: ["Doomed/Note.md"], folders: ["Doomed/Inner"])
        try FileManager.default.removeItem(atPath: vault.path("Doomed"))
        #expect(vault.changes(including: ["Doomed"]).paths.contains("Doomed"))
        _ = try vault.changesUpToMarker()
        #expect(!vault.watcher.folderOfWatch.values.contains(where: { $0.hasPrefix("Doomed") }))
        #expect(vault.watchedInodes() == vault.scan().folderInodes)
    }

    /// A folder moved out of the vault is no longer watched: what happens
    /// in it now is outside.
    @Test func aFolderMovedOutIsNoLongerWatched() throws {
        let vault = try WatchedVault(files: ["Leaving/Note.md"], folders: ["Leaving/Inner"])
        try vault.move(vault.path("Leaving"), vault.outside + "/Left")
        #expect(vault.changes(including: ["Leaving"]).paths.contains("Leaving"))
        try TestFiles.write("outside\n", to: vault.outside + "/Left/Inner/New.md")
        let later = try vault.changesUpToMarker()
        #expect(!later.contains(where: { $0.hasPrefix("Leaving") }))
        #expect(vault.watcher.folderOfWatch.values.sorted() == [""])
        #expect(vault.watchedInodes() == vault.scan().folderInodes)
    }

    @Test func hiddenFoldersAndFilesAreIgnored() throws {
        let vault = try WatchedVault(folders: [".git/objects", ".obsidian"])
        try vault.write(".git/objects/ab")
        try vault.write(".obsidian/workspace.json")
        try vault.write(".Hidden.md")
        try vault.makeFolder(".zk/notebook")
        try vault.write(".zk/notebook/Note.md")
        try vault.write(".note.md.swp")
        let paths = try vault.changesUpToMarker()
        #expect(paths == ["marker.md"])
        #expect(vault.watcher.folderOfWatch.values.sorted() == [""])
    }

    @Test func theTrashIsWatched() throws {
        let vault = try WatchedVault(files: ["Note.md", ".trash/Old.md"], folders: [".trash"])
        try vault.write(".trash/Old.md", "changed\n")
        try vault.move(vault.path("Note.md"), vault.path(".trash/Note.md"))
        let paths = vault.changes(including: [".trash/Old.md", ".trash/Note.md"]).paths
        #expect(paths.isSuperset(of: [".trash/Old.md", ".trash/Note.md", "Note.md"]))
    }

    @Test func aTrashMadeLaterIsWatched() throws {
        let vault = try WatchedVault(files: ["Sub/Note.md"], folders: ["Sub"])
        try vault.makeFolder(".trash/Sub")
        try vault.move(vault.path("Sub/Note.md"), vault.path(".trash/Sub/Note.md"))
        let paths = vault.changes(including: [".trash/Sub/Note.md"]).paths
        #expect(paths.isSuperset(of: [".trash", ".trash/Sub/Note.md", "Sub/Note.md"]))
        try vault.write(".trash/Sub/Note.md", "again\n")
        #expect(vault.changes(including: [".trash/Sub/Note.md"]).paths.contains(".trash/Sub/Note.md"))
    }

    /// A link to a folder outside the vault is an entry, never followed.
    @Test func aLinkToAFolderOutsideIsNotFollowed() throws {
        let vault = try WatchedVault()
        try FileManager.default.createDirectory(atPath: vault.outside + "/Elsewhere", withIntermediateDirectories: true)
        symlink(vault.outside + "/Elsewhere", vault.path("Linked"))
        _ = vault.changes(including: ["Linked"])
        try TestFiles.write("outside\n", to: vault.outside + "/Elsewhere/Secret.md")
        let paths = try vault.changesUpToMarker()
        #expect(!paths.contains(where: { $0.hasPrefix("Linked/") }))
        #expect(vault.watcher.folderOfWatch.values.sorted() == [""])
    }

    @Test func aLinkAlreadyThereIsNotFollowed() throws {
        let directory = try TemporaryDirectory(prefix: "notes-tui-watch")
        try FileManager.default.createDirectory(atPath: directory.file("vault"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.file("outside"), withIntermediateDirectories: true)
        symlink(directory.file("outside"), directory.file("vault/Linked"))
        let watcher = VaultWatcher(root: directory.file("vault"))
        #expect(watcher.folderOfWatch.values.sorted() == [""])
    }

    /// A name that is not UTF-8 neither crashes nor is reported: the
    /// vault's scan skips such names, so no note can change with it.
    @Test func aNameThatIsNotUTF8IsSkipped() throws {
        let vault = try WatchedVault()
        let bytes = Array(vault.root.utf8) + Array("/bad-".utf8) + [0xFF, 0xFE] + Array(".md".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o600) }
        }
        #expect(fd >= 0)
        close(fd)
        let paths = try vault.changesUpToMarker()
        #expect(paths == ["marker.md"])
    }
}
#endif
