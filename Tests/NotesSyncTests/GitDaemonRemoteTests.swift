import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// A remote served over the network by `git daemon` on 127.0.0.1, started
/// and stopped by the test: two machines sync through it; once it is
/// stopped, sync says the remote cannot be reached and why.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct GitDaemonRemoteTests {
    @Test func twoMachinesSyncThroughGitDaemonThenItStops() throws {
        let fixture = try SyncFixture()
        let served = fixture.folder.file("served")
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try fixture.bareRemote("served/notes.git")
        let (daemon, port) = try Self.serve(served, fixture: fixture)
        defer { Self.stop(daemon) }
        let url = "git://127.0.0.1:\(port)/notes.git"
        try Self.waitUntilServing(url, fixture: fixture)

        _ = try fixture.add("a", title: "from a")
        _ = try fixture.setUp("a", remote: url)
        _ = try fixture.setUp("b", remote: url)
        _ = try fixture.add("b", title: "from b")
        _ = try fixture.engine("b").sync()
        _ = try fixture.engine("a").sync()
        #expect(try fixture.titles("a") == ["from a", "from b"])
        #expect(fixture.bytes("a") == fixture.bytes("b"))

        Self.stop(daemon)
        _ = try fixture.add("a", title: "offline")
        do {
            _ = try fixture.engine("a").sync()
            Issue.record("synced with the daemon stopped")
        } catch let error as SyncError {
            #expect(error.exitCode == 69)
            #expect(error.message == "cannot reach \(url): Connection refused")
        }
    }

    /// An empty `git init --bare` remote served by the daemon: setup pushes
    /// to the branch its HEAD names, so a plain `git clone` checks the
    /// notes out, with no warning.
    @Test func aCloneOfAnEmptyRemoteSetUpThroughTheDaemonChecksTheNotesOut() throws {
        let fixture = try SyncFixture()
        let served = fixture.folder.file("served")
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try fixture.git(["init", "--quiet", "--bare", "--initial-branch=trunk", served + "/notes.git"])
        let (daemon, port) = try Self.serve(served, fixture: fixture)
        defer { Self.stop(daemon) }
        let url = "git://127.0.0.1:\(port)/notes.git"
        try Self.waitUntilServing(url, fixture: fixture)
        _ = try fixture.add("a", title: "from a")
        #expect(try fixture.setUp("a", remote: url).settings.branch == "trunk")
        try EmptyRemoteHeadTests.expectCloneChecksOut(url, title: "from a", fixture: fixture)
    }

    /// git-daemon serving the repositories under `served`, and its port.
    static func serve(_ served: String, fixture: SyncFixture) throws -> (Process, Int) {
        let port = try freePort()
        // git-daemon itself (not the `git daemon` wrapper, which outlives a SIGTERM).
        let execPath = try fixture.git(["--exec-path"]).stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: execPath + "/git-daemon")
        daemon.arguments = ["--export-all", "--enable=receive-pack", "--base-path=\(served)",
                            "--listen=127.0.0.1", "--port=\(port)", "--reuseaddr", served]
        daemon.environment = fixture.environment
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        return (daemon, port)
    }

    static func stop(_ daemon: Process) {
        guard daemon.isRunning else { return }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    static func waitUntilServing(_ url: String, fixture: SyncFixture) throws {
        for _ in 0..<100 {
            if try fixture.git(["ls-remote", url]).status == 0 { return }
            usleep(100_000)
        }
        Issue.record("git daemon did not start serving \(url)")
    }

    /// A port nobody listens on now (the kernel's choice).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Int32 in
                guard bind(fd, raw, length) == 0 else { return -1 }
                return getsockname(fd, raw, &length)
            }
        }
        guard bound == 0 else { throw SyncFixture.Missing(description: "no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
