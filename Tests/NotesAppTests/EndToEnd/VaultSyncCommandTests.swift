import Foundation
import Testing
import TestSupport

/// `sync` on a vault, through the real binary: not set up, an unreachable
/// remote, then a setup, a status and a sync against a bare repository.
@Suite struct VaultSyncCommandTests {
    @Test func syncOnAVaultThroughTheBinary() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(atPath: cli.dataFile, withIntermediateDirectories: true)
        try TestFiles.write("a note\n", to: cli.dataFile + "/Note.md")
        let notSetUp = try cli.run(["sync"])
        #expect(notSetUp.status == 78, "\(notSetUp.stderr)")
        #expect(notSetUp.stderr.contains("not set up for sync"))
        let missing = try cli.run(["sync", "--setup", cli.folder.file("missing.git")])
        #expect(missing.status == 69, "\(missing.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.dataFile) == ["Note.md"])

        let remote = cli.folder.file("remote.git")
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["init", "--quiet", "--bare", remote]
        try git.run()
        git.waitUntilExit()
        let setUp = try cli.run(["sync", "--setup", remote])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        #expect(setUp.stdout.hasPrefix("sync set up with \(remote)"))
        let status = try cli.run(["sync", "--status", "--json"])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("\"unpushedCommits\": 0"))
        try TestFiles.write("a note, edited\n", to: cli.dataFile + "/Note.md")
        let synced = try cli.run(["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("this machine's changes went out"))
        #expect(try String(contentsOfFile: cli.dataFile + "/Note.md", encoding: .utf8) == "a note, edited\n")
    }
}
