import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// No git outlives the sync that started it: stopping `notes-tui sync`
/// stops its git (and what git started) at once, and every git runs under
/// a limit that holds even when notes-tui is killed outright.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct GitLifetimeTests {
    /// A listening socket on 127.0.0.1 that never accepts: a git:// remote
    /// that takes the connection and never answers.
    final class SilentServer {
        let fd: Int32
        let port: Int
        init() throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.fd = fd
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Int32 in
                    guard bind(fd, raw, length) == 0, listen(fd, 8) == 0 else { return -1 }
                    return getsockname(fd, raw, &length)
                }
            }
            guard bound == 0 else {
                close(fd)
                throw SyncFixture.Missing(description: "cannot listen on 127.0.0.1")
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }
        deinit { close(fd) }
    }

    /// (SIGINT is left out: a test runner may start its children with it
    /// ignored, as a shell does for a background job, and then so is it here.)
    @Test(arguments: [SIGTERM, SIGHUP])
    func stoppingTheSyncCommandStopsItsGit(signal: Int32) throws {
        let fixture = try SyncFixture()
        _ = try fixture.add("a", title: "note")
        _ = try fixture.setUp("a", remote: try fixture.bareRemote())
        let folder = try fixture.engine("a").folder
        let server = try SilentServer()
        // Listening until the test ends (ARC would close it after its last use).
        defer { withExtendedLifetime(server) {} }
        try fixture.git(["config", "remote.origin.url", "git://127.0.0.1:\(server.port)/notes.git"], in: folder)

        // Started as a shell would: signals unblocked and at their defaults
        // (Foundation's Process passes on this thread's blocked signals).
        let pid = try Self.spawn(fixture.driver, ["--data-file", fixture.libraryPath("a"), "sync"], fixture.environment)
        let deadline = Date().addingTimeInterval(90)
        // The fetch (not the quick git steps before it) is the one that waits.
        func fetching() -> Bool { Self.fetchRunning(in: folder) }
        while !fetching(), Date() < deadline { usleep(20_000) }
        #expect(fetching(), "the sync's fetch never started")
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7f == signal, "the sync did not end by the signal: \(status)")
        let gone = Date().addingTimeInterval(5)
        while !OrphanedGit.processes(runningIn: folder).isEmpty, Date() < gone { usleep(20_000) }
        let left = OrphanedGit.processes(runningIn: folder)
        #expect(left.isEmpty, "git outlived the sync: \(left)")
        OrphanedGit.stop(runningIn: folder)
    }

    /// A `git … fetch` of this folder is running (its command line, read from /proc).
    static func fetchRunning(in folder: String) -> Bool {
        OrphanedGit.processes(runningIn: folder).contains { pid in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return text.split(separator: "\0").contains("fetch")
        }
    }

    static func spawn(_ program: String, _ arguments: [String], _ environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, program, &actions, &attributes, argv, envp) == 0 else {
            throw SyncFixture.Missing(description: "cannot start \(program)")
        }
        return pid
    }

    /// Each git runs under `timeout -s KILL`, a little past the sync's own
    /// limit: only a notes-tui killed outright leaves it to that.
    @Test func everyGitRunsUnderALimitThatOutlivesTheApp() throws {
        let fixture = try SyncFixture()
        let git = try GitRunner(folder: fixture.folder.path, environment: fixture.environment)
        let (program, arguments) = git.commandLine(["fetch", "origin"], timeout: GitRunner.networkTimeout)
        #expect(program.hasSuffix("/timeout"))
        #expect(Array(arguments.prefix(4)) == ["-s", "KILL", "\(Int(GitRunner.networkTimeout + GitRunner.watchdogGrace))s", git.executable])
        #expect(arguments.contains("core.hooksPath=/dev/null"))
        #expect(Array(arguments.suffix(2)) == ["fetch", "origin"])
    }

    /// What the watchdog does, on a program that would hang.
    @Test func theWatchdogKillsAProgramLeftRunning() throws {
        let fixture = try SyncFixture()
        let watchdog = try #require(GitRunner.find("timeout", in: fixture.environment))
        let started = Date()
        let outcome = try SpawnedProcess.run(watchdog, arguments: ["-s", "KILL", "1s", "/bin/sleep", "60"],
                                             environment: fixture.environment, timeout: 30)
        #expect(outcome.status == 128 + SIGKILL || outcome.status == 137)
        #expect(Date().timeIntervalSince(started) < 30)
    }
}
