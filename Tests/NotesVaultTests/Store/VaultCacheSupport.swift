import Foundation
import NotesModel
import NotesStorage
@testable import NotesVault
#if canImport(Glibc)
import Glibc
#endif

/// Launches over a test vault, with and without its start-up cache.
extension TestVault {
    /// A store as a launch makes it, over this vault's state folder. Its
    /// `stat`s are trusted at once (`racyWindow` 0): the test's own
    /// changes give each file a new size or modification time.
    func launch(racyWindow: TimeInterval = 0) throws -> (library: Library, filesRead: Int) {
        let store = store()
        store.racyWindow = racyWindow
        let library = try store.load()
        store.waitForCacheWrite()
        return (library, store.filesReadByLastLoad)
    }

    /// The notes read from the files alone: a state folder of its own, no cache.
    func truth() throws -> Library {
        let fresh = folder.path + "/fresh-state-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let store = VaultStore(path: root, environment: ["HOME": folder.path + "/home", "XDG_STATE_HOME": fresh],
                               timeZone: .fixed(TimeZone(identifier: "UTC")!), checkInterval: 0, watchesFiles: false)
        return try store.load()
    }

    var realRoot: String { VaultScan.realPath(root)! }

    var cachePath: String {
        VaultStateFolder(vaultRealPath: realRoot, environment: ["HOME": folder.path + "/home", "XDG_STATE_HOME": stateHome]).cachePath
    }

    /// Number of `*.md` files, in the trash too.
    var noteFileCount: Int { files().filter { $0.hasSuffix(".md") }.count }

    /// Sets a file's modification time (seconds since 1970).
    func setModified(_ relative: String, seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        utimensat(AT_FDCWD, root + "/" + relative, &times, 0)
    }

    /// A cache written by hand: the file at `relative` read now, its body
    /// replaced by `body`, with the file's exact `stat` and `written` as
    /// the time the cache was taken.
    func writeCache(claiming body: String, for relative: String, written: VaultCache.Timestamp) throws {
        guard case .note(var note, let fingerprint) = VaultFileReader.read(
            root: realRoot, path: relative, isTrashed: false, timeZone: .fixed(TimeZone(identifier: "UTC")!), racyWindow: 0)
        else { throw CocoaError(.fileReadUnknown) }
        note.body = body
        try PosixFile.makeDirectories((cachePath as NSString).deletingLastPathComponent)
        try VaultCache.write([VaultCache.Entry(note: note, fingerprint: fingerprint, isTrashed: false)], to: cachePath,
                             root: realRoot, zone: VaultCache.zoneSignature(.fixed(TimeZone(identifier: "UTC")!)),
                             written: written)
    }

    /// The file's status change time.
    func changed(_ relative: String) -> VaultCache.Timestamp {
        var info = stat()
        lstat(root + "/" + relative, &info)
        return VaultCache.Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
    }
}
