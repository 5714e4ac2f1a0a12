import Foundation
import Testing
import TestSupport

/// `sync` syncs a JSON library only: named on a vault it says so, exits
/// 64 and leaves the vault as it was (no git repository made in it).
@Suite struct VaultSyncRefusalTests {
    @Test func syncOnAVaultIsRefusedChangingNothing() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(atPath: cli.dataFile, withIntermediateDirectories: true)
        try TestFiles.write("a note\n", to: cli.dataFile + "/Note.md")
        for arguments in [["sync"], ["sync", "--setup", cli.folder.file("remote.git")], ["sync", "--status"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is a vault"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.dataFile) == ["Note.md"])
    }
}
