import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The release binary run as a person or a script runs it: in a
/// pseudo-terminal of 80×24 (the app) or with pipes (the commands).
final class ChildProcess {
    let pid: pid_t
    /// The pty's master side, or the read end of the stdout pipe.
    let output: Int32
    private(set) var received: [UInt8] = []
    private var exited = false

    private init(pid: pid_t, output: Int32) {
        self.pid = pid
        self.output = output
    }

    static let environment = [
        "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=" + NSHomeDirectory(),
        "PATH=/usr/bin:/bin", "TZ=UTC",
    ]

    /// Starts `binary` with the pty's slave side as its stdin, stdout and stderr.
    /// `extraEnvironment`: `NAME=value` entries added to `environment`.
    static func inTerminal(_ binary: String, _ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80,
                           extraEnvironment: [String] = []) -> ChildProcess {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { fatalError("openpty failed: \(errno)") }
        let pid = spawn(binary, arguments, stdin: slave, stdout: slave, stderr: slave, closing: [master, slave],
                        newSession: true, extraEnvironment: extraEnvironment)
        close(slave)
        return ChildProcess(pid: pid, output: master)
    }

    /// Starts `binary` with stdin from /dev/null and stdout into a pipe.
    static func withPipe(_ binary: String, _ arguments: [String], extraEnvironment: [String] = []) -> ChildProcess {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("pipe failed: \(errno)") }
        let null = open("/dev/null", O_RDWR)
        let pid = spawn(binary, arguments, stdin: null, stdout: ends[1], stderr: null, closing: [ends[0], ends[1], null],
                        newSession: false, extraEnvironment: extraEnvironment)
        close(ends[1])
        close(null)
        return ChildProcess(pid: pid, output: ends[0])
    }

    private static func spawn(_ binary: String, _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32,
                              closing: [Int32], newSession: Bool, extraEnvironment: [String]) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        for fd in Set(closing) { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if newSession { posix_spawnattr_setflags(&attributes, 0x80 /* POSIX_SPAWN_SETSID, not imported */) }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = (environment + extraEnvironment).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard status == 0 else { fatalError("cannot start \(binary): \(String(cString: strerror(status)))") }
        return pid
    }

    // MARK: - Output

    /// Reads what is there within `timeout` ms; false at the end of the output.
    @discardableResult
    func read(timeout: Int32) -> Bool {
        var request = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, timeout) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = Glibc.read(output, &buffer, buffer.count)
        guard count > 0 else { return false }  // EOF, or EIO once a pty's slave side is closed
        received.append(contentsOf: buffer[0..<count])
        return true
    }

    /// Reads until `marker` has arrived; false if it did not within `limit` seconds.
    func read(until marker: [UInt8], limit: Double = 20) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1e9)
        var searchedUpTo = 0
        while DispatchTime.now().uptimeNanoseconds < deadline {
            guard read(timeout: 50) else { return false }
            if received.count >= marker.count {
                let start = max(0, searchedUpTo - marker.count)
                if received[start...].firstRange(of: marker) != nil { return true }
                searchedUpTo = received.count
            }
        }
        return false
    }

    /// Reads until nothing arrived for `quiet` ms; returns how many bytes came.
    @discardableResult
    func drain(quiet: Int32 = 200) -> Int {
        let before = received.count
        while true {
            let count = received.count
            guard read(timeout: quiet), received.count != count else { break }
        }
        return received.count - before
    }

    /// Reads until the app has been idle — no output and no CPU time used —
    /// for `quiet` ms; returns how many bytes came. Output alone is not
    /// enough: a long search writes nothing until it is done.
    @discardableResult
    func settle(quiet: Int32 = 200) -> Int {
        let before = received.count
        while true {
            let cpu = cpuTime
            drain(quiet: quiet)
            if cpuTime == cpu { break }
        }
        return received.count - before
    }

    /// User plus system time so far, in clock ticks.
    private var cpuTime: Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return -1 }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        // After the name: state is field 3; utime and stime are 14 and 15.
        guard fields.count > 12 else { return -1 }
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    /// Reads everything up to the end of the output; after `limit` seconds
    /// the process is sent SIGTERM, so a lost key cannot hang the bench.
    func readToEnd(limit: Double = 30) {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1e9)
        while read(timeout: 1_000) {
            if DispatchTime.now().uptimeNanoseconds > deadline {
                kill(pid, SIGTERM)
                break
            }
        }
        while read(timeout: 1_000) {}
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    }

    // MARK: - Memory and exit

    /// The peak resident set so far (VmHWM), in MB.
    var peakMemoryMB: Double { statusFigureMB("VmHWM:") }

    /// The resident set now (VmRSS), in MB.
    var residentMemoryMB: Double { statusFigureMB("VmRSS:") }

    /// The part of the resident set that is the process's own memory
    /// (RssAnon) and the part that is files' pages it maps, its code
    /// above all (RssFile), in MB.
    var residentSplitMB: (anonymous: Double, filePages: Double) { (statusFigureMB("RssAnon:"), statusFigureMB("RssFile:")) }

    /// Waits until the resident set has not changed for `quiet` seconds
    /// (idle work done), at most `limit` seconds.
    func waitForSteadyMemory(quiet: Double = 1, limit: Double = 30) {
        let step: useconds_t = 100_000
        var last = residentMemoryMB, steadyFor = 0.0, waited = 0.0
        while steadyFor < quiet, waited < limit {
            usleep(step)
            waited += 0.1
            let now = residentMemoryMB
            steadyFor = now == last ? steadyFor + 0.1 : 0
            last = now
        }
    }

    private func statusFigureMB(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return .nan }
        return kilobytes / 1024
    }

    /// The peak resident set (MB) of `binary` run with `arguments`, as GNU
    /// time reports it. Not `wait4`'s own figure for a child of this
    /// process: Linux counts in a child's peak the memory of the process it
    /// was spawned from, up to its exec — this benchmark's own tens of MB.
    /// GNU time, a small process, is the one spawned here; nil without it.
    static func peakMemoryMB(of binary: String, _ arguments: [String]) -> Double? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = NSTemporaryDirectory() + "notes-tui-bench-time-\(getpid())"
        defer { unlink(report) }
        let child = withPipe(time, ["-f", "%M", "-o", report, binary] + arguments)
        child.readToEnd()
        guard child.wait().status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8),
              let kilobytes = Double(text.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    /// Waits for the exit; returns the exit status and the peak resident set
    /// in MB (which includes the spawning process's: see `peakMemoryMB`).
    @discardableResult
    func wait() -> (status: Int32, peakMemoryMB: Double) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        exited = true
        close(output)
        return ((status >> 8) & 0xFF, Double(usage.ru_maxrss) / 1024)
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(output)
        }
    }
}
