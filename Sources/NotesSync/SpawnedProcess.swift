import CSignalPipe
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program with an argument array (never through a shell), with
/// a given environment; captures stdout and stderr
/// and kills it (and everything it started) when it outlives `timeout`.
///
/// Both pipes are read as the child writes them (`poll`), so a child that
/// fills one pipe while we wait on the other never deadlocks. The child is
/// its own process group leader, so a timeout also stops the `ssh` that
/// `git` started; stdin is /dev/null (or a file given), so nothing can wait
/// for a keyboard. A child's group ends with this process too: it is
/// killed at exit and on a SIGINT, SIGTERM or SIGHUP this process does not
/// handle itself (`notes_child_groups_end_with_process`).
public enum SpawnedProcess {
    public struct Outcome: Sendable, Equatable {
        /// The exit status; 128 + signal number when a signal ended it.
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: [UInt8]
        /// True when the child was killed for outliving its time.
        public var timedOut: Bool

        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    public struct LaunchFailure: Error, Equatable {
        /// The errno `posix_spawn` returned (ENOENT: no such program).
        public var code: Int32
    }

    /// `executable` is an absolute path. `environment` replaces the
    /// child's whole environment. `stdinPath` is a file the child reads as
    /// its stdin; a child writing more than `outputLimit` bytes to stdout
    /// is stopped as one that outlived its time (`timedOut`).
    public static func run(
        _ executable: String, arguments: [String],
        environment: [String: String], timeout: TimeInterval,
        stdinPath: String = "/dev/null", outputLimit: Int = Int.max
    ) throws(LaunchFailure) -> Outcome {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        // Close-on-exec: a program another thread starts meanwhile must not
        // hold our pipes open (we would wait for their end of file forever).
        guard pipe(&outPipe) == 0 else { throw LaunchFailure(code: errno) }
        guard pipe(&errPipe) == 0 else {
            let code = errno
            close(outPipe[0]); close(outPipe[1])
            throw LaunchFailure(code: code)
        }
        // (pipe2 is not in Swift's Glibc; fcntl right after leaves a moment.)
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        notes_child_groups_end_with_process()
        let pid: pid_t
        do {
            pid = try spawn(executable, arguments: arguments, environment: environment, stdin: stdinPath,
                            stdout: outPipe[1], stderr: errPipe[1])
        } catch {
            for fd in outPipe + errPipe { close(fd) }
            throw error
        }
        notes_child_group_add(pid)
        close(outPipe[1])
        close(errPipe[1])
        let (stdout, stderr, timedOut) = drain(out: outPipe[0], err: errPipe[0], pid: pid, timeout: timeout,
                                               outputLimit: outputLimit)
        close(outPipe[0])
        close(errPipe[0])
        let status = waitForExit(pid)
        notes_child_group_remove(pid)
        return Outcome(status: status, stdout: stdout, stderr: stderr, timedOut: timedOut)
    }

    private static func spawn(
        _ executable: String, arguments: [String],
        environment: [String: String], stdin: String, stdout: Int32, stderr: Int32
    ) throws(LaunchFailure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default dispositions and an empty mask: the app blocks and
        // catches signals the child must not inherit that way.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw LaunchFailure(code: result) }
        return pid
    }

    /// Reads both pipes until both reach end of file or time (or the
    /// room for stdout) runs out: then the child's process group is killed.
    private static func drain(
        out: Int32, err: Int32, pid: pid_t, timeout: TimeInterval, outputLimit: Int
    ) -> ([UInt8], [UInt8], Bool) {
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        while open[0] || open[1] {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 || collected[0].count > outputLimit {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                return (collected[0], collected[1], true)
            }
            var fds = [pollfd(fd: open[0] ? out : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: open[1] ? err : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, Int32(min(left * 1000, 1000)) + 1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where open[index] && fds[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false
                }
            }
        }
        return (collected[0], collected[1], false)
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        if signal == 0 { return (status >> 8) & 0xff }
        return 128 + signal
    }
}
