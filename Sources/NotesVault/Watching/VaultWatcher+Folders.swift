#if canImport(Glibc)
import Glibc
#endif

/// Turning events into changed paths, and keeping one watch on each of the
/// vault's folders as folders are created, renamed, moved and deleted.
///
/// Watches are named by the folder's path, but a path can be stale while a
/// batch of events is read (a folder renamed, then written in). So events
/// name paths as the watches knew them, and each folder an event created,
/// moved or deleted is walked from the disk at the end of the batch: every
/// folder found there is watched under its path now (a watch on a folder
/// already watched is the same watch, renamed with its folder) and every
/// entry found is reported; watches still named under such a path that the
/// walk did not find are on folders moved out or deleted, and are removed.
extension VaultWatcher {
    func apply(_ events: [InotifyEvent]) {
        var reshaped: [String] = []
        for event in events {
            if event.has(InotifyFlag.overflow) || (isRootWatch(event.watch) && event.mask & InotifyFlag.rootLost != 0) {
                return restart()
            }
            if event.has(InotifyFlag.ignored) {
                folderOfWatch[event.watch] = nil
                continue
            }
            guard let folder = folderOfWatch[event.watch] else { continue }
            if event.name.isEmpty {
                // A folder unmounted: the folder under the mount is walked again.
                if event.has(InotifyFlag.unmount) {
                    changedPaths.insert(folder)
                    reshaped.append(folder)
                }
                continue
            }
            guard let name = String(validating: event.name, as: UTF8.self),
                  Self.isWatched(name, inFolder: folder) else { continue }
            let path = Self.join(folder, name)
            changedPaths.insert(path)
            if event.has(InotifyFlag.isFolder) && event.mask & InotifyFlag.reshapesFolder != 0 {
                reshaped.append(path)
            }
        }
        refreshFolders(Self.outermost(reshaped))
    }

    /// Walks each of `paths` (folders, or what were folders) from the disk:
    /// watches and reports what is there, and removes the watches of
    /// folders no longer there.
    private func refreshFolders(_ paths: [String]) {
        guard !paths.isEmpty, descriptor >= 0 else { return }
        let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard rootFD >= 0 else { return restart() }
        defer { close(rootFD) }
        var seen: Set<Int32> = []
        for path in paths {
            let folderFD = Self.openFolder(path, in: rootFD)
            guard folderFD >= 0 else { continue }
            defer { close(folderFD) }
            let depth = path.utf8.count(where: { $0 == UInt8(ascii: "/") }) + 1
            if watch(folderFD: folderFD, path: path, seen: &seen) != nil {
                walk(folderFD: folderFD, relative: path, depth: depth, reporting: true, seen: &seen)
            }
            guard descriptor >= 0 else { return }
        }
        let walked = Set(paths)
        for (watch, folder) in folderOfWatch where !seen.contains(watch) && Self.isSameOrInside(folder, anyOf: walked) {
            inotify_rm_watch(descriptor, watch)
            folderOfWatch[watch] = nil
        }
    }

    /// Watches every folder below `folderFD` (at `relative`), and with
    /// `reporting` adds every entry found to the changed paths: files
    /// written before their folder was watched are not missed.
    func walk(folderFD: Int32, relative: String, depth: Int, reporting: Bool, seen: inout Set<Int32>) {
        let listingFD = dup(folderFD)
        guard listingFD >= 0, let listing = fdopendir(listingFD) else {
            if listingFD >= 0 { close(listingFD) }
            return
        }
        defer { closedir(listing) }
        while let entry = readdir(listing), descriptor >= 0 {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            guard let name = String(validating: bytes, as: UTF8.self),
                  Self.isWatched(name, inFolder: relative) else { continue }
            let path = Self.join(relative, name)
            if reporting { changedPaths.insert(path) }
            guard depth < VaultScan.maximumDepth, Self.isFolder(entry.pointee.d_type, name: name, in: folderFD) else { continue }
            let childFD = openat(folderFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard childFD >= 0 else { continue }
            defer { close(childFD) }
            if watch(folderFD: childFD, path: path, seen: &seen) != nil {
                walk(folderFD: childFD, relative: path, depth: depth + 1, reporting: reporting, seen: &seen)
            }
        }
    }

    // MARK: - Names and paths

    /// Hidden entries are not watched or reported, but `.trash` at the top.
    static func isWatched(_ name: String, inFolder folder: String) -> Bool {
        name.utf8.first != UInt8(ascii: ".") || (folder.isEmpty && name == VaultScan.trashFolder)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    /// `paths` without those inside another of them (walking the outer
    /// one covers them).
    static func outermost(_ paths: [String]) -> [String] {
        var kept: Set<String> = []
        for path in Set(paths).sorted(by: { $0.utf8.count < $1.utf8.count }) where !isSameOrInside(path, anyOf: kept) {
            kept.insert(path)
        }
        return kept.sorted()
    }

    /// Whether `path` is one of `folders` or inside one: its ancestors are
    /// looked up, so the cost is its depth, not the number of folders.
    /// (For the store too: the notes a `.paths` change may have changed
    /// are those at or inside its paths.)
    package static func isSameOrInside(_ path: String, anyOf folders: Set<String>) -> Bool {
        var prefix = Substring(path)
        while true {
            if folders.contains(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }

    /// Whether a directory entry is a folder (not a link to one).
    private static func isFolder(_ type: UInt8, name: String, in folderFD: Int32) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var info = stat()
        return fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Opens the folder at `path` in the vault one name at a time, never
    /// following a link; -1 when it is not a folder there now.
    private static func openFolder(_ path: String, in rootFD: Int32) -> Int32 {
        var current = dup(rootFD)
        for name in path.split(separator: "/") where current >= 0 {
            let next = openat(current, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            close(current)
            current = next
        }
        return current
    }
}
