import Foundation
import TestSupport
import Testing

/// A REF that fits two notes in different ways (one's id prefix, the
/// other's title) stops every command that takes a REF with exit 1 and
/// one line naming both, and changes nothing (issue #11, point 1).
@Suite struct AmbiguousReferenceTests {
    static let taxID = "CAFE1234-0000-4000-8000-000000000001"
    static let cafeID = "11111111-0000-4000-8000-000000000002"
    static let groceriesID = "0BF1AAAA-0000-4000-8000-000000000003"
    static let hexTitleID = "22222222-0000-4000-8000-000000000004"

    /// A library written by hand, so the ids are known.
    private func library() throws -> NotesTUIProcess {
        let cli = try NotesTUIProcess()
        func note(_ id: String, _ title: String) -> String {
            "{\"id\": \"\(id)\", \"title\": \"\(title)\", \"body\": \"body of \(title)\", "
                + "\"created\": \"2026-11-21T23:00:00Z\", \"modified\": \"2026-11-21T23:00:00Z\"}"
        }
        let notes = [note(Self.taxID, "Tax documents 2026"), note(Self.cafeID, "Cafe"),
                     note(Self.groceriesID, "Groceries"), note(Self.hexTitleID, "0bf1")]
        try FileManager.default.createDirectory(atPath: (cli.dataFile as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try TestFiles.write("{\"version\": 1, \"notes\": [\(notes.joined(separator: ", "))]}\n", to: cli.dataFile)
        return cli
    }

    @Test func deleteCafeDeletesNothingAndNamesBothNotes() throws {
        let cli = try library()
        let before = TestFiles.bytes(at: cli.dataFile)
        for ref in ["Cafe", "cafe", "CAFE"] {
            let result = try cli.run(["delete", ref])
            result.expectFailure(1, mentioning: "matches 2 notes")
            #expect(result.stderr.contains("CAFE1234 \"Tax documents 2026\""), "\(result.stderr)")
            #expect(result.stderr.contains("11111111 \"Cafe\""), "\(result.stderr)")
        }
        try cli.run(["delete", "0bf1"]).expectFailure(1, mentioning: "0BF1AAAA \"Groceries\"")
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
        // The unambiguous ways still work.
        #expect(try cli.run(["delete", "cafe1234"]).status == 0)
        #expect(try cli.noteTitles() == ["0bf1", "Cafe", "Groceries"])
    }

    @Test func showIsAmbiguousToo() throws {
        let cli = try library()
        let result = try cli.run(["show", "Cafe"])
        result.expectFailure(1, mentioning: "'Cafe' matches 2 notes")
        #expect(result.stdout.isEmpty)
        try cli.run(["show", "0BF1"]).expectFailure(1, mentioning: "22222222 \"0bf1\"")
        #expect(try cli.run(["show", Self.cafeID]).stdout == "Cafe\n\nbody of Cafe\n")
    }

    /// A full id that is also another note's title (even in other case) is
    /// ambiguous as a REF — and the message's way out works: the note link
    /// names a note by its id alone.
    @Test func aNoteLinkIsNeverAmbiguous() throws {
        let cli = try NotesTUIProcess()
        let first = try cli.add(title: "First")
        _ = try cli.add(title: first.lowercased())
        let ambiguous = try cli.run(["show", first])
        ambiguous.expectFailure(1, mentioning: "or notes://note/ID with the full id")
        #expect(try cli.run(["show", "notes://note/\(first)"]).stdout.hasPrefix("First\n"))
        #expect(try cli.run(["show", "notes://note/\(first.lowercased())"]).stdout.hasPrefix("First\n"))
        #expect(try cli.run(["delete", "notes://note/\(first)"]).status == 0)
        #expect(try cli.noteTitles() == [first.lowercased()])
    }

    /// `open REF` is the app: with a real terminal (a pty from script(1)) it
    /// must stop with exit 1 before drawing anything.
    @Test func openFailsBeforeDrawing() throws {
        let cli = try library()
        let binary = try NotesTUIProcess.executable()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // Under timeout(1): a build that opens a note instead waits for keys.
        let command = "timeout 10 '\(binary)' open --data-file '\(cli.dataFile)' Cafe"
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = ["HOME": cli.folder.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8"]
        let output = cli.folder.file("open-output")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: TestFiles.bytes(at: output) ?? [], as: UTF8.self)
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.contains("notes-tui: 'Cafe' matches 2 notes"), "\(text)")
        // No alternate screen, no clearing: nothing was drawn.
        #expect(!text.contains("\u{1B}[?1049h") && !text.contains("\u{1B}[H"), "\(text.debugDescription)")
    }
}
