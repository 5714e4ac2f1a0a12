#if canImport(Glibc)
import Glibc
#endif

/// Tells the vault store which files other programs changed (an editor,
/// Obsidian, `git pull`), without ever blocking: the store asks
/// `hasPendingChanges` every idle half second and, when it is true,
/// `takeChanges()`.
///
/// Linux inotify watches the vault's folder and every folder below it
/// except hidden ones (`.git`, `.obsidian`: git busy there costs nothing),
/// but `.trash` at the top, where trashed notes live. Symbolic links are
/// never followed and nothing outside the vault is watched: each folder is
/// opened through its parent's descriptor without following a link, and
/// the watch is added on that open folder. Names that are not UTF-8 are
/// skipped, as the vault's scan skips them: such a file is not a note, and
/// such a folder is not walked.
///
/// Where inotify is missing, or a folder could not be watched (the
/// kernel's limit on watches), the watcher polls: it says `.everything`
/// once per `pollInterval`.
///
/// Not thread-safe: one owner asks it, from one thread at a time.
package final class VaultWatcher {
    /// The vault's folder, absolute.
    package let root: String
    /// How often a polling watcher says `.everything`, in seconds.
    package let pollInterval: Double

    private let alwaysPolls: Bool
    private let watchLimit: Int
    private let clock: () -> Double
    /// Whether a watch is added on `/proc/self/fd/N`, so on a folder
    /// already opened safely, rather than on a path that could change.
    private let watchesOpenFolders: Bool

    /// The inotify descriptor; -1 when polling.
    var descriptor: Int32 = -1
    /// The folder of each watch, relative to the vault ("" for the vault).
    var folderOfWatch: [Int32: String] = [:]
    private var rootWatch: Int32 = -1
    /// A watch could not be added: inotify is not tried again.
    private var gaveUp = false
    /// Gathered and not yet taken.
    var changedPaths: Set<String> = []
    var everythingChanged = false
    private var lastPoll: Double
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Bound on reads per `takeChanges()`, so a program writing without
    /// pause cannot keep it busy; the rest waits for the next call. Enough
    /// for a full kernel queue at its default size.
    private static let maximumReads = 64

    /// Starts watching `root` (the vault's folder, absolute). `alwaysPolls`
    /// skips inotify; `clock` gives monotonic seconds. For tests:
    /// `watchLimit` acts as the kernel's limit on watches would, and
    /// `watchesByPath` adds watches by path, as where `/proc` is missing.
    package init(root: String, pollInterval: Double = 1, alwaysPolls: Bool = false, watchLimit: Int = .max,
                 watchesByPath: Bool = false, clock: @escaping () -> Double = VaultWatcher.monotonicSeconds) {
        self.root = root
        watchesOpenFolders = !watchesByPath && access("/proc/self/fd", F_OK) == 0
        self.pollInterval = pollInterval
        self.alwaysPolls = alwaysPolls
        self.watchLimit = watchLimit
        self.clock = clock
        lastPoll = clock()
        if !alwaysPolls { start() }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether the watcher is polling rather than told by the kernel.
    package var isPolling: Bool {
        descriptor < 0
    }

    /// Whether anything may have happened since the last `takeChanges()`
    /// (true can be followed by `.none` when only hidden entries changed).
    /// Never blocks: `poll(2)` with no timeout, or a look at the clock.
    package var hasPendingChanges: Bool {
        if everythingChanged || !changedPaths.isEmpty { return true }
        guard descriptor >= 0 else { return clock() - lastPoll >= pollInterval }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN) != 0
    }

    /// What changed since the last call; never blocks, never fails.
    package func takeChanges() -> VaultWatchChanges {
        if descriptor >= 0 { readEvents() }
        if descriptor < 0 { pollIfDue() }
        defer {
            changedPaths = []
            everythingChanged = false
        }
        if everythingChanged { return .everything }
        return changedPaths.isEmpty ? .none : .paths(changedPaths)
    }

    /// Seconds on the monotonic clock.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    // MARK: - Starting and stopping

    /// Opens inotify and watches the whole vault; polls when it cannot.
    private func start() {
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

    /// Closes inotify (which drops every watch): the watcher polls.
    func stop() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        folderOfWatch = [:]
        rootWatch = -1
        lastPoll = clock()
    }

    /// Events were lost or the vault's folder moved: everything may have
    /// changed, and the watches are set up again from the disk.
    func restart() {
        stop()
        everythingChanged = true
        if !gaveUp { start() }
    }

    /// A folder could not be watched: from now on, poll.
    func giveUp() {
        stop()
        gaveUp = true
        everythingChanged = true
    }

    /// Polling: `.everything` once per interval. Unless polling was asked
    /// for or inotify gave up, tries inotify again (the vault's folder may
    /// be back).
    private func pollIfDue() {
        let now = clock()
        guard now - lastPoll >= pollInterval else { return }
        lastPoll = now
        everythingChanged = true
        if !alwaysPolls && !gaveUp { start() }
    }

    // MARK: - Reading events

    private func readEvents() {
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

    func isRootWatch(_ watch: Int32) -> Bool {
        watch == rootWatch
    }
}
