import Foundation
@testable import NotesSync
import Testing

/// The process runner sync drives git with.
@Suite struct SpawnedProcessTests {
    let environment = ["PATH": "/usr/bin:/bin"]

    @Test func capturesStdoutStderrAndStatus() throws {
        let outcome = try SpawnedProcess.run("/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"],
                                             environment: environment, timeout: 10)
        #expect(outcome.stdoutText == "out\n")
        #expect(outcome.stderrText == "err\n")
        #expect(outcome.status == 3)
        #expect(!outcome.timedOut)
    }

    /// A child filling both pipes far past their buffers never deadlocks.
    @Test func readsBothLargeStreamsWithoutDeadlock() throws {
        let script = "head -c 3000000 /dev/zero >&2; head -c 2000000 /dev/zero; head -c 1000000 /dev/zero >&2"
        let outcome = try SpawnedProcess.run("/bin/sh", arguments: ["-c", script], environment: environment, timeout: 60)
        #expect(outcome.stdout.count == 2_000_000)
        #expect(outcome.stderr.count == 4_000_000)
        #expect(outcome.status == 0)
    }

    /// Arguments are handed over as they are: no shell sees them.
    @Test func argumentsAreNeverInterpretedByAShell() throws {
        let outcome = try SpawnedProcess.run("/bin/echo", arguments: ["$(touch /tmp/never)", "a b", "'"],
                                             environment: environment, timeout: 10)
        #expect(outcome.stdoutText == "$(touch /tmp/never) a b '\n")
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let outcome = try SpawnedProcess.run("/usr/bin/env", arguments: [], environment: ["ONLY": "this"], timeout: 10)
        #expect(outcome.stdoutText == "ONLY=this\n")
    }

    /// A child outliving its time is killed with its own children (an ssh git started).
    @Test func aTimeoutKillsTheChildAndWhatItStarted() throws {
        let started = Date()
        let outcome = try SpawnedProcess.run("/bin/sh", arguments: ["-c", "sleep 30 & sleep 30; echo never"],
                                             environment: environment, timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(outcome.status == 128 + SIGKILL)
        #expect(outcome.stdoutText.isEmpty)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func stdinIsNeverTheTerminal() throws {
        let outcome = try SpawnedProcess.run("/bin/cat", arguments: [], environment: environment, timeout: 10)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
    }

    @Test func aMissingProgramIsALaunchFailure() {
        #expect(throws: SpawnedProcess.LaunchFailure(code: ENOENT)) {
            try SpawnedProcess.run("/nonexistent/git", arguments: [], environment: environment, timeout: 10)
        }
    }

    @Test func gitsMessagesBecomeOneCleanLine() {
        let refused = "fatal: unable to connect to 127.0.0.1:\n127.0.0.1[0: 127.0.0.1]: errno=Connection refused\n"
        #expect(GitMessages.reason(stderr: refused, status: 128) == "Connection refused")
        let missing = "fatal: '/x/remote.git' does not appear to be a git repository\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\n"
        #expect(GitMessages.reason(stderr: missing, status: 128) == "'/x/remote.git' does not appear to be a git repository")
        #expect(GitMessages.reason(stderr: "fatal: evil\u{1b}[2Jscreen\n", status: 1) == "evil[2Jscreen")
        #expect(GitMessages.reason(stderr: "", status: 5) == "git exited with status 5")
    }
}
