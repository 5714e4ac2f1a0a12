import Foundation
import TestSupport
@testable import NotesVault

/// A vault folder and a folder beside it (outside the vault) in a fresh
/// temporary directory, with a watcher on the vault. Nothing is written
/// outside that directory.
final class WatchedVault {
    let directory: TemporaryDirectory
    let root: String
    let outside: String
    var watcher: VaultWatcher!

    /// `files` and `folders` (relative to the vault) exist before the
    /// watcher starts.
    init(files: [String] = [], folders: [String] = [],
         makeWatcher: (String) -> VaultWatcher = { VaultWatcher(root: $0) }) throws {
        directory = try TemporaryDirectory(prefix: "notes-tui-watch")
        root = directory.file("vault")
        outside = directory.file("outside")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        for folder in folders { try makeFolder(folder) }
        for file in files { try write(file) }
        watcher = makeWatcher(root)
    }

    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    func write(_ relative: String, _ text: String = "text\n") throws {
        try TestFiles.write(text, to: path(relative))
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func move(_ from: String, _ to: String) throws {
        guard rename(from, to) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Takes changes until `done` holds for the paths taken so far (or
    /// `.everything` came), giving up after 2 s: a bound on the wait, never
    /// the assertion.
    func changes(until done: (Set<String>) -> Bool) -> (paths: Set<String>, everything: Bool) {
        var paths: Set<String> = []
        var everything = false
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if watcher.hasPendingChanges {
                switch watcher.takeChanges() {
                case .none: break
                case .paths(let taken): paths.formUnion(taken)
                case .everything: everything = true
                }
            }
            if everything || done(paths) { break }
            usleep(5_000)
        }
        return (paths, everything)
    }

    /// The paths reported once `expected` all are.
    func changes(including expected: Set<String>) -> (paths: Set<String>, everything: Bool) {
        changes(until: { expected.isSubset(of: $0) })
    }

    /// Writes `marker.md` after the changes made so far and takes changes
    /// until it is reported: events come in order, so anything those
    /// changes would report has been reported by then.
    func changesUpToMarker() throws -> Set<String> {
        try write("marker.md")
        return changes(including: ["marker.md"]).paths
    }

    /// The inodes of the folders the watcher has a watch on, as the kernel
    /// lists them.
    func watchedInodes() -> Set<UInt64> {
        guard watcher.descriptor >= 0,
              let text = try? String(contentsOfFile: "/proc/self/fdinfo/\(watcher.descriptor)", encoding: .utf8)
        else { return [] }
        var inodes: Set<UInt64> = []
        for line in text.split(separator: "\n") where line.hasPrefix("inotify wd:") {
            for field in line.split(separator: " ") where field.hasPrefix("ino:") {
                if let inode = UInt64(field.dropFirst(4), radix: 16) { inodes.insert(inode) }
            }
        }
        return inodes
    }

    // MARK: - The vault as a fresh scan sees it

    /// Notes (`.md` files) and folders under `relative` ("" for the whole
    /// vault) by the vault's rules: hidden entries skipped but `.trash` at
    /// the top, links not followed.
    func scan(_ relative: String = "") -> (notes: Set<String>, folderInodes: Set<UInt64>) {
        var notes: Set<String> = []
        var inodes: Set<UInt64> = []
        guard Self.isVisible(relative) else { return (notes, inodes) }
        func visit(_ relative: String) {
            var info = stat()
            guard lstat(relative.isEmpty ? root : path(relative), &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFREG where relative.hasSuffix(".md"):
                notes.insert(relative)
            case S_IFDIR:
                inodes.insert(UInt64(info.st_ino))
                let names = (try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? root : path(relative))) ?? []
                for name in names {
                    let child = relative.isEmpty ? name : relative + "/" + name
                    if Self.isVisible(child) { visit(child) }
                }
            default:
                break
            }
        }
        visit(relative)
        return (notes, inodes)
    }

    static func isVisible(_ relative: String) -> Bool {
        relative.split(separator: "/").enumerated().allSatisfy { index, name in
            !name.hasPrefix(".") || (index == 0 && name == ".trash")
        }
    }

    /// `notes` brought up to date with `changes` the way a store would:
    /// each reported path, and everything under it, is listed again.
    func applying(_ changes: VaultWatchChanges, to notes: Set<String>) -> Set<String> {
        switch changes {
        case .none: return notes
        case .everything: return scan().notes
        case .paths(let paths):
            var notes = notes.filter { !VaultWatcher.isSameOrInside($0, anyOf: paths) }
            for path in paths { notes.formUnion(scan(path).notes) }
            return notes
        }
    }
}
