#if os(Linux)
import Glibc

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
    /// Opens inotify and watches the whole vault; leaves the descriptor
    /// closed (polling) when it cannot.
    func startInotify() {
        let opened = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard opened >= 0 else { return }
        descriptor = opened
        let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard rootFD >= 0 else { return stop() }
        defer { close(rootFD) }
        var seen: Set<Int32> = []
        guard let watch = watch(folderFD: rootFD, path: "", seen: &seen) else { return stop() }
        rootWatch = watch
        walk(folderFD: rootFD, relative: "", depth: 0, reporting: false, seen: &seen)
    }

    func readEvents() {
        var events: [InotifyEvent] = []
        for _ in 0..<Self.maximumReads {
            let count = readBuffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            events += readBuffer.withUnsafeBytes { InotifyEvent.decode(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        if !events.isEmpty { apply(events) }
    }

    /// Adds a watch on `folderFD` (an open folder at `path` in the vault)
    /// and records it; nil when it could not be added. Past the watch
    /// limit, the watcher gives up and polls.
    @discardableResult
    func watch(folderFD: Int32, path: String, seen: inout Set<Int32>) -> Int32? {
        // By path, a link is not followed, but to the vault's folder itself
        // (what the user named).
        let watch = watchesOpenFolders
            ? inotify_add_watch(descriptor, "/proc/self/fd/\(folderFD)", InotifyFlag.watched)
            : path.isEmpty ? inotify_add_watch(descriptor, root, InotifyFlag.watched)
            : inotify_add_watch(descriptor, root + "/" + path, InotifyFlag.watched | InotifyFlag.dontFollow)
        guard watch >= 0 else {
            if errno == ENOSPC || errno == ENOMEM { giveUp() }
            return nil
        }
        if folderOfWatch[watch] == nil && folderOfWatch.count >= watchLimit {
            giveUp()
            return nil
        }
        folderOfWatch[watch] = path
        seen.insert(watch)
        return watch
    }

    // MARK: - Events to changed paths

    func apply(_ events: [InotifyEvent]) {
        var reshaped: [String] = []
        for event in events {
            if event.has(InotifyFlag.overflow) || (event.watch == rootWatch && event.mask & InotifyFlag.rootLost != 0) {
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

    // MARK: - The disk

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
#endif
