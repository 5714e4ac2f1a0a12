import Foundation
import TestSupport
import Testing
@testable import NotesSync

/// What a failed sync says names the real cause, on one line.
struct SyncMessageTests {
    @Test func sshsTwoLinesDoNotRunTogether() {
        let stderr = "ssh: connect to host example.org port 22: Connection refused\r\nfatal: Could not read from remote repository.\n\n"
            + "Please make sure you have the correct access rights\nand the repository exists.\n"
        #expect(GitMessages.reason(stderr: stderr, status: 128) == "connect to host example.org port 22: Connection refused")
    }

    /// Any mix of line endings: the reason is one of git's lines, cleaned.
    @Test func theReasonIsAlwaysOneWholeLine() {
        var random = SeededRandom.fromEnvironment(fallback: 0x5EED)
        let endings = ["\n", "\r\n", "\r", "\n\n"]
        let words = ["fatal:", "error:", "ssh:", "remote:", "Connection", "refused", "errno=Timed", "out", "\u{1B}[31m", "é"]
        for _ in 0..<500 {
            let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            }
            var stderr = ""
            for line in lines { stderr += line + endings.randomElement(using: &random)! }
            let reason = GitMessages.reason(stderr: stderr, status: 1)
            #expect(!reason.contains { $0.isNewline }, "\(stderr.debugDescription) → \(reason.debugDescription)")
            #expect(!reason.unicodeScalars.contains { $0.properties.generalCategory == .control })
            let cleaned = lines.map { GitMessages.clean($0) }
            #expect(cleaned.contains { $0.hasSuffix(reason) || $0.contains(reason) }, "\(stderr.debugDescription) → \(reason.debugDescription)")
        }
    }

    @Test(arguments: [
        ("error: unable to write file .git/objects/pack/tmp_pack_x: No space left on device\nfatal: index-pack failed\n", "disk is full"),
        ("fatal: unable to create temporary file: Permission denied\nfatal: index-pack failed\n", "cannot write into"),
        ("error: Disk quota exceeded\n", "quota"),
    ])
    func aFullDiskDuringFetchIsThisMachinesFailure(stderr: String, says: String) {
        let outcome = SpawnedProcess.Outcome(status: 128, stdout: [], stderr: Array(stderr.utf8), timedOut: false)
        #expect(GitMessages.localFailure(outcome)?.contains(says) == true)
        let network = SpawnedProcess.Outcome(status: 128, stdout: [], stderr: Array("fatal: unable to access: Connection refused\n".utf8), timedOut: false)
        #expect(GitMessages.localFailure(network) == nil)
    }

    @Test func aFailedGitStepIsNotSaidTwice() {
        let message = SyncError.gitFailed(step: "merge /srv/notes.git", reason: "both sides changed shared.txt").message
        #expect(message == "could not merge /srv/notes.git: both sides changed shared.txt; the library was left as it was")
        #expect(!message.contains("sync failed"))
    }
}
