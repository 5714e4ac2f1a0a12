import Foundation
import NotesModel
import NotesStorage
import Testing
@testable import NotesVault
#if canImport(Glibc)
import Glibc
#endif

/// The start-up cache: a launch reads only the files whose `stat` changed
/// since the cache was taken, and the notes are those the files give.
@Suite("Vault start-up cache")
struct VaultCacheTests {
    private func makeVault() throws -> TestVault {
        let vault = try TestVault()
        vault.write("Plan.md", "---\ntags: [work, \"two words\"]\naliases: [Planning]\npinned: true\n---\n# The plan\n\nSteps\r\n")
        vault.write("Journal/Monday.md", "Went\tout\nand back")
        vault.write("Journal/Tuesday.md", "# Tuesday\n\n\n[[Plan]] #tag\n")
        vault.write(".trash/Old.md", "gone\n")
        return vault
    }

    @Test func aSecondLaunchReadsNoFileThatDidNotChange() throws {
        let vault = try makeVault()
        let first = try vault.launch()
        #expect(first.filesRead == 4)
        let second = try vault.launch()
        #expect(second.filesRead == 0)
        #expect(second.library.notes == first.library.notes)
        #expect(second.library.notes == (try vault.truth()).notes)
    }

    @Test func aFileWhoseStatChangedIsReadAgain() throws {
        let vault = try makeVault()
        _ = try vault.launch()
        vault.write("Journal/Monday.md", "Stayed in")
        vault.setModified("Journal/Monday.md", seconds: 1_600_000_000)
        // Same size, only the time changed.
        vault.write("Journal/Tuesday.md", "# Tuesday\n\n\n[[Plan]] #tog\n")
        vault.setModified("Journal/Tuesday.md", seconds: 1_600_000_001)
        let launch = try vault.launch()
        #expect(launch.filesRead == 2)
        #expect(launch.library.note(titled: "Monday")?.body == "Stayed in")
        #expect(launch.library.note(titled: "Tuesday")?.body == "[[Plan]] #tog")
        #expect(launch.library.notes == (try vault.truth()).notes)
    }

    @Test func removedAddedAndRenamedFilesAreAsOnDisk() throws {
        let vault = try makeVault()
        _ = try vault.launch()
        unlink(vault.root + "/Journal/Monday.md")
        vault.write("New.md", "fresh")
        rename(vault.root + "/Journal/Tuesday.md", vault.root + "/Tuesday moved.md")
        rename(vault.root + "/Plan.md", vault.root + "/.trash/Plan.md")
        let launch = try vault.launch()
        #expect(launch.filesRead == 3)
        #expect(Set(launch.library.notes.compactMap(\.file?.path)) == ["New.md", "Tuesday moved.md", "Plan.md", "Old.md"])
        #expect(launch.library.note(titled: "The plan")?.isTrashed == true)
        #expect(launch.library.notes == (try vault.truth()).notes)
    }

    /// A file changed within the same tick of the file system's clock as
    /// the cache was taken can keep its size and times: its entry is not
    /// trusted. (The cache here claims other text for the file's exact
    /// `stat`, taken just now.)
    @Test func aFileChangedWithinTheTickOfTheCacheIsReadAgain() throws {
        let vault = try TestVault()
        vault.write("Note.md", "what the file says")
        try vault.writeCache(claiming: "what the cache says", for: "Note.md", written: vault.changed("Note.md"))
        let launch = try vault.launch(racyWindow: VaultFileReader.racyWindow)
        #expect(launch.library.note(titled: "Note")?.body == "what the file says")
        #expect(launch.filesRead == 1)
    }

    /// The same cache taken well after the file's last change is believed:
    /// a `stat` that settled is what tells a change.
    @Test func aFileThatHadSettledWhenTheCacheWasTakenIsNotRead() throws {
        let vault = try TestVault()
        vault.write("Note.md", "what the file says")
        try vault.writeCache(claiming: "what the cache says", for: "Note.md",
                             written: vault.changed("Note.md").adding(seconds: 10))
        let launch = try vault.launch(racyWindow: VaultFileReader.racyWindow)
        #expect(launch.library.note(titled: "Note")?.body == "what the cache says")
        #expect(launch.filesRead == 0)
    }

    @Test func theCacheIsInTheStateFolderAndRewrittenOnlyWhenSomethingDiffered() throws {
        let vault = try makeVault()
        _ = try vault.launch()
        #expect(!vault.files().contains { $0.contains("cache") })
        let written = vault.stampOfCache()
        #expect(written != nil)
        _ = try vault.launch()
        #expect(vault.stampOfCache() == written, "nothing differed: not written again")
        vault.write("Another.md", "one more")
        _ = try vault.launch()
        #expect(vault.stampOfCache() != written)
        #expect(try vault.launch().filesRead == 0)
    }

    @Test func aCacheTakenInAnotherTimeZoneIsNotUsed() throws {
        let vault = try TestVault()
        vault.write("Dated.md", "---\ncreated: 2024-03-01 10:00\n---\nbody\n")
        _ = try vault.launch()
        func store(_ state: String) -> VaultStore {
            let store = VaultStore(path: vault.root, environment: ["HOME": vault.folder.path + "/home", "XDG_STATE_HOME": state],
                                   timeZone: .fixed(TimeZone(identifier: "Asia/Tokyo")!), checkInterval: 0, watchesFiles: false)
            store.racyWindow = 0
            return store
        }
        let inTokyo = store(vault.stateHome)
        let library = try inTokyo.load()
        #expect(inTokyo.filesReadByLastLoad == 1)
        #expect(library.notes == (try store(vault.folder.path + "/tokyo-state").load()).notes)
    }

    enum Damage: String, CaseIterable {
        case empty, truncated, otherVersion, garbage, flippedByte, otherVault, pathOutOfTheVault, symbolicLink, folder
    }

    /// A cache damaged, of another version or vault, or pointing outside
    /// the vault is not used at all: every file is read, the notes are the
    /// files'.
    @Test(arguments: Damage.allCases)
    func aDamagedCacheIsIgnored(_ damage: Damage) throws {
        let vault = try makeVault()
        _ = try vault.launch()
        var bytes = [UInt8](FileManager.default.contents(atPath: vault.cachePath)!)
        switch damage {
        case .empty: bytes = []
        case .truncated: bytes = Array(bytes.prefix(bytes.count / 2))
        case .otherVersion: bytes.replaceSubrange(0..<VaultCache.magic.utf8.count, with: Array("notes-tui vault cache 2".utf8))
        case .garbage: bytes = (0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        case .flippedByte:
            // A letter of a note's text: the file still parses.
            let index = bytes.lastIndex(of: UInt8(ascii: "S"))!
            bytes[index] = UInt8(ascii: "T")
        case .otherVault, .pathOutOfTheVault:
            guard case .note(var note, let fingerprint) = VaultFileReader.read(root: vault.realRoot, path: "Plan.md", isTrashed: false, racyWindow: 0)
            else { Issue.record("not read"); return }
            if damage == .pathOutOfTheVault { note.file?.path = "../Plan.md" }
            try VaultCache.write([VaultCache.Entry(note: note, fingerprint: fingerprint, isTrashed: false)], to: vault.cachePath,
                                 root: damage == .otherVault ? "/elsewhere" : vault.realRoot,
                                 zone: VaultCache.zoneSignature(.fixed(TimeZone(identifier: "UTC")!)), written: .now().adding(seconds: 10))
            bytes = [UInt8](FileManager.default.contents(atPath: vault.cachePath)!)
        case .symbolicLink, .folder: break
        }
        unlink(vault.cachePath)
        switch damage {
        case .symbolicLink:
            vault.write("Elsewhere.md", "not a cache")
            symlink(vault.root + "/Elsewhere.md", vault.cachePath)
        case .folder: mkdir(vault.cachePath, 0o700)
        default: _ = FileManager.default.createFile(atPath: vault.cachePath, contents: Data(bytes))
        }
        let launch = try vault.launch()
        #expect(launch.filesRead == vault.noteFileCount)
        #expect(launch.library.notes == (try vault.truth()).notes)
    }
}

extension TestVault {
    /// The cache file's inode and modification time, or nil.
    func stampOfCache() -> String? {
        var info = stat()
        guard lstat(cachePath, &info) == 0 else { return nil }
        return "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
