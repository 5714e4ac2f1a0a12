import Foundation
import TestSupport
import Testing

/// What a command does with standard streams that are not what it hoped:
/// stdin endless (`/dev/zero`), a folder or closed; stdout on a full disk.
/// One line and a status each — never a crash, a hang, unbounded memory,
/// or a silent success with an empty backup.
@Suite struct HostileStreamsTests {
    @Test func addFromAnEndlessStdinStopsAtTheBound() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Keep")
        let result = try cli.run(["add", "--title", "zero"], redirect: "< /dev/zero")
        result.expectFailure(65, mentioning: "larger than 256 MiB")
        #expect(try cli.run(["list"]).stdout.contains("Keep"))
        #expect(!(try cli.run(["list"]).stdout.contains("zero")))
    }

    @Test(arguments: ["< /tmp", "<&-"])
    func addFromAFolderOrAClosedStdinSaysSo(redirect: String) throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Keep")
        let result = try cli.run(["add", "--title", "x"], redirect: redirect)
        #expect(result.status == 65 || result.status == 64, "\(result.status): \(result.stderr)")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("notes-tui: "))
    }

    @Test(arguments: [["export"], ["list"], ["list", "--json"], ["show", "Keep"]])
    func outputToAFullDiskFailsInsteadOfLeavingAnEmptyFile(arguments: [String]) throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Keep")
        let result = try cli.run(arguments, redirect: "> /dev/full")
        result.expectFailure(73, mentioning: "could not write to stdout")
    }
}
