import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Git processes a killed sync left running. `kill -9` of `notes-tui sync`
/// (or of the app) does not reach its git children: each runs in its own
/// process group. One may still hold `index.lock` or a ref's lock when the
/// next sync starts, and removing a lock a live git holds lets two writers
/// into the repository at once. So before the next sync clears stale
/// locks, it stops the git processes that are a sync's of this repository.
///
/// A sync's git is recognised by its command line, in which `GitRunner`
/// always names the folder as `-C <folder>` (after its pinned `-c`
/// settings, under `timeout` when coreutils has it). Any other repository's git
/// names another folder, and a person's own `git` in the folder is
/// normally run without `-C` (one typed as `git -C <this folder> …` while
/// a stale lock is left would be stopped too). Found through `/proc`
/// (Linux); elsewhere nothing is found and recovery goes on as before.
enum OrphanedGit {
    /// How long recovery waits for stopped processes to be gone.
    static let stopWait: TimeInterval = 3

    /// The ids of the processes `…/git … -C folder …` and of the
    /// `timeout … git … -C folder …` that watch them.
    static func processes(runningIn folder: String) -> [pid_t] {
        guard let proc = opendir("/proc") else { return [] }
        defer { closedir(proc) }
        let wanted = [0] + Array("-C".utf8) + [0] + Array(folder.utf8) + [0]
        var found: [pid_t] = []
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), pid != getpid() else { continue }
            guard let arguments = commandLine(of: pid), let firstEnd = arguments.firstIndex(of: 0) else { continue }
            let program = arguments[..<firstEnd]
            let base = program.split(separator: UInt8(ascii: "/")).last.map { String(decoding: $0, as: UTF8.self) }
            guard base == "git" || base == "timeout", Self.contains(arguments[firstEnd...], wanted) else { continue }
            found.append(pid)
        }
        return found
    }

    /// Kills each such process with its process group (the helpers it
    /// started: `pack-objects`, `index-pack`, ssh) and waits, up to
    /// `stopWait`, until none is left. Returns whether none is.
    @discardableResult
    static func stop(runningIn folder: String) -> Bool {
        let orphans = processes(runningIn: folder)
        guard !orphans.isEmpty else { return true }
        for pid in orphans {
            // Each sync git leads its own group (`GitRunner`); a process
            // that does not is killed alone.
            if getpgid(pid) == pid { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
        }
        let deadline = Date().addingTimeInterval(stopWait)
        while Date() < deadline {
            if processes(runningIn: folder).isEmpty { return true }
            usleep(10_000)
        }
        return false
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var start = bytes.startIndex
        while start + needle.count <= bytes.endIndex {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// `/proc/PID/cmdline`: the arguments, each ended by a zero byte. The
    /// first 4 KB are plenty for `git -C folder`.
    private static func commandLine(of pid: pid_t) -> [UInt8]? {
        let fd = open("/proc/\(pid)/cmdline", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }
}
