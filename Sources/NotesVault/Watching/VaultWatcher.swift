#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells the vault store which files other programs changed (an editor,
/// Obsidian, `git pull`), without ever blocking: the store asks
/// `hasPendingChanges` every idle half second and, when it is true,
/// `takeChanges()`. Start it before the scan it reports changes to: a
/// change made between a scan and the watcher's start is never reported.
///
/// Linux inotify watches the vault's folder and every folder below it
/// except hidden ones (`.git`, `.obsidian`: git busy there costs nothing),
/// but `.trash` at the top, where trashed notes live. Symbolic links are
/// never followed (but the vault's folder when named through one) and
/// nothing outside the vault is watched: each folder is opened through its
/// parent's descriptor without following a link, and the watch is added
/// on that open folder. Names that are not UTF-8 are skipped, as the
/// vault's scan skips them: such a file is not a note, and such a folder
/// is not walked.
///
/// Where inotify is missing (not Linux, or no descriptor to be had), or a
/// folder could not be watched (the kernel's limit on watches), the
/// watcher polls: it says `.everything` once per `pollInterval`.
///
/// Not thread-safe: one owner asks it, from one thread at a time.
package final class VaultWatcher {
    /// The vault's folder, absolute.
    package let root: String
    /// How often a polling watcher says `.everything`, in seconds.
    package let pollInterval: Double

    private let alwaysPolls: Bool
    let watchLimit: Int
    private let clock: () -> Double
    /// Whether a watch is added on `/proc/self/fd/N`, so on a folder
    /// already opened safely, rather than on a path that could change.
    let watchesOpenFolders: Bool

    /// The inotify descriptor; -1 when polling.
    var descriptor: Int32 = -1
    /// The folder of each watch, relative to the vault ("" for the vault).
    var folderOfWatch: [Int32: String] = [:]
    var rootWatch: Int32 = -1
    /// A watch could not be added: inotify is not tried again.
    private var gaveUp = false
    /// Gathered and not yet taken.
    var changedPaths: Set<String> = []
    var everythingChanged = false
    private var lastPoll: Double
    var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Bound on reads per `takeChanges()`, so a program writing without
    /// pause cannot keep it busy; the rest waits for the next call. Enough
    /// for a full kernel queue at its default size.
    static let maximumReads = 64

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
        #if os(Linux)
        if descriptor >= 0 { readEvents() }
        #endif
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

    /// Opens inotify and watches the whole vault; polls when it cannot
    /// (and always where there is no inotify).
    private func start() {
        #if os(Linux)
        startInotify()
        #endif
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
}
