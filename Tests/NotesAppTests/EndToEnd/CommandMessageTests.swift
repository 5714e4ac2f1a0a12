import Foundation
import TestSupport
import Testing

/// What a command says when it fails: one `notes-tui:` line, bounded
/// whatever it repeats, and no promise only the app can keep (issue #11,
/// point 14).
@Suite struct CommandMessageTests {
    @Test func aFailedAddPromisesNothing() throws {
        let cli = try NotesTUIProcess()
        // /proc takes no new files, even from root.
        let result = try cli.run(["add", "--title", "lost", "text"], dataFile: "/proc/notes-tui-test/notes.json")
        result.expectFailure(73, mentioning: "nothing was changed")
        #expect(!result.stderr.contains("kept until then"), "\(result.stderr)")
        #expect(!result.stderr.contains("save again"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aHugeRefIsCutInTheMessage() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping")
        let huge = String(repeating: "x", count: 100_000)
        for arguments in [["show", huge], ["delete", huge], ["show", "notes://" + huge], ["open", "notes://" + huge]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1 || result.status == 64, "\(arguments[0]): \(result.stderr.prefix(200))")
            #expect(result.errorLines.count == 1)
            #expect(result.stderr.utf8.count < 400, "\(arguments[0]): \(result.stderr.utf8.count) bytes")
            #expect(result.stderr.contains(String(repeating: "x", count: 30) + "…"))
        }
    }

    @Test func aRefOrTitleWithLineBreaksStaysOneLine() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "two\nlines\u{1B}[2J", body: "a")
        _ = try cli.add(title: "two\nlines\u{1B}[2J", body: "b")
        let result = try cli.run(["show", "two\nlines\u{1B}[2J"])
        result.expectFailure(1, mentioning: "matches 2 notes")
        #expect(!result.stderr.contains("\u{1B}"))
        try cli.run(["show", "no\nsuch\rnote\u{202E}"]).expectFailure(1, mentioning: "'no such note'")
    }

    @Test func aHugeDataFilePathIsCutToo() throws {
        let cli = try NotesTUIProcess()
        let path = "/tmp/" + String(repeating: "long/", count: 20_000) + "notes.json"
        let result = try cli.run(["list"], dataFile: path)
        #expect(result.status != 0)
        #expect(result.errorLines.count == 1, "\(result.stderr.prefix(300))")
        #expect(result.stderr.hasPrefix("notes-tui: "))
        #expect(result.stderr.count <= 1100, "\(result.stderr.count) characters")
    }
}

/// A very long library path keeps the message's reason and advice: the
/// path is cut in the middle, not the line at its end.
@Suite struct LongPathMessageTests {
    @Test(arguments: [100_000, 5_000])
    func theReasonSurvivesAHugePath(length: Int) throws {
        let cli = try NotesTUIProcess()
        let path = "/nonexistent-\(String(repeating: "x", count: length))/notes.json"
        let result = try cli.run(["list"], dataFile: path)
        #expect(result.status == 1 || result.status == 65, "\(result.status)")
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.utf8.count < 600, "\(result.stderr.utf8.count) bytes")
        // The end of the path (the file's name) and what to do both show.
        #expect(result.stderr.contains("…"), "\(result.stderr)")
        #expect(result.stderr.contains("xx/notes.json"), "\(result.stderr)")
    }
}
