import Foundation
import NotesStorage
import TestSupport
import Testing

/// `add` and `delete` through the real binary: what is saved, what is
/// printed, the start-up they go through, and every exit status of docs/behaviour.md §5.
@Suite struct WritingCommandsTests {
    @Test func addJoinsTheWordsAndPrintsTheNewID() throws {
        let cli = try NotesTUIProcess()
        let result = try cli.run(["add", "--title", "Call Ana", "about", "Friday"])
        #expect(result.status == 0)
        let id = result.stdout.trimmingCharacters(in: .newlines)
        #expect(UUID(uuidString: id) != nil)
        let notes = try #require(try cli.libraryJSON()["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes[0]["id"] as? String == id)
        #expect(notes[0]["title"] as? String == "Call Ana")
        #expect(notes[0]["body"] as? String == "about Friday")
    }

    @Test func addReadsTheBodyFromStdin() throws {
        let cli = try NotesTUIProcess()
        let result = try cli.run(["add", "--title", "Piped"], stdin: "first line\nsecond ünïcode 😀\n")
        #expect(result.status == 0)
        let id = result.stdout.trimmingCharacters(in: .newlines)
        #expect(try cli.run(["show", id]).stdout == "Piped\n\nfirst line\nsecond ünïcode 😀\n")
    }

    @Test func addPrefersTheWordsToStdin() throws {
        let cli = try NotesTUIProcess()
        let result = try cli.run(["add", "from", "words"], stdin: "from stdin")
        let id = result.stdout.trimmingCharacters(in: .newlines)
        // Untitled: `show` starts with the name the body gives it.
        #expect(try cli.run(["show", id]).stdout == "from words\n\nfrom words\n")
    }

    @Test func addWithNothingToAddIsAUsageError() throws {
        let cli = try NotesTUIProcess()
        try cli.run(["add"]).expectFailure(64, mentioning: "nothing to add")
        try cli.run(["add"], stdin: "\n").expectFailure(64)
        #expect(!FileManager.default.fileExists(atPath: cli.dataFile))
    }

    @Test func addCreatesAPrivateLibraryWithoutSamples() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.run(["add", "--title", "Only"], umask: "000")
        #expect(try cli.noteTitles() == ["Only"])
        #expect(TestFiles.mode(of: cli.dataFile) == 0o600)
        #expect(TestFiles.mode(of: (cli.dataFile as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func aHeadlessCommandGoesThroughTheStartUpWithoutAScene() throws {
        let cli = try NotesTUIProcess()
        _ = cli.takeTrace()
        _ = try cli.add(title: "Traced")
        #expect(cli.takeTrace() == [
            "AppDelegate.didFinishLaunching",
            "NotesController.init",
            "NotesStore.load",
            "AppDelegate.applicationWillTerminate",
        ])
        _ = try cli.run(["list"])
        let trace = cli.takeTrace()
        #expect(trace.first == "AppDelegate.didFinishLaunching")
        #expect(trace.last == "AppDelegate.applicationWillTerminate")
        #expect(!trace.contains { $0.hasPrefix("SceneDelegate") || $0.contains("seedSamples") })
    }

    @Test func deleteRemovesTheNoteItNames() throws {
        let cli = try NotesTUIProcess()
        let keep = try cli.add(title: "Keep")
        let gone = try cli.add(title: "Gone")
        let result = try cli.run(["delete", "notes://note/\(gone)"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(try cli.noteTitles() == ["Keep"])
        #expect(try cli.run(["delete", String(keep.prefix(6))]).status == 0)
        #expect(try cli.noteTitles() == [])
        try cli.run(["delete", "Keep"]).expectFailure(1, mentioning: "'Keep' is in the trash; notes-tui restore")
        try cli.run(["delete", "Nothing"]).expectFailure(1, mentioning: "no note matches 'Nothing'")
    }

    @Test func deleteKeepsTheAppsDraft() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try TestFiles.write("""
            {"version": 1, "notes": [
              {"id": "AAAA0000-0000-4000-8000-000000000001", "title": "One", "body": "", "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:00:00Z"},
              {"id": "BBBB0000-0000-4000-8000-000000000002", "title": "Two", "body": "", "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:00:00Z"}
            ], "draft": {"noteID": null, "title": "half typed", "body": "…"}}
            """, to: cli.dataFile)
        #expect(try cli.run(["delete", "Two"]).status == 0)
        // Moved from the library (where older versions kept it) to its side file.
        #expect(try cli.libraryJSON()["draft"] is NSNull)
        #expect(try JSONFileStore(path: cli.dataFile).load().draft?.title == "half typed")
    }

    @Test func theLibraryOptionMayComeBeforeTheCommand() throws {
        let cli = try NotesTUIProcess()
        #expect(try cli.runRaw(["--data-file", cli.dataFile, "add", "--title", "Early"]).status == 0)
        let listed = try cli.runRaw(["--data-file=\(cli.dataFile)", "list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.hasSuffix("  Early\n"))
    }

    // MARK: - Exit statuses

    @Test func anUnreadableLibraryExits65AndIsLeftAsItWas() throws {
        let cli = try NotesTUIProcess()
        try FileManager.default.createDirectory(
            atPath: (cli.dataFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let corrupt = Array("{\"version\": 1, \"notes\": [".utf8)
        try TestFiles.write(corrupt, to: cli.dataFile)
        for arguments in [["list"], ["add", "x"], ["show", "x"], ["delete", "x"], ["search", "x"], ["export"],
                          ["import", cli.dataFile]] {
            try cli.run(arguments).expectFailure(65, mentioning: cli.dataFile)
        }
        #expect(TestFiles.bytes(at: cli.dataFile) == corrupt)
    }

    @Test func aLibraryThatCannotBeWrittenExits73() throws {
        let cli = try NotesTUIProcess()
        let folder = (cli.dataFile as NSString).deletingLastPathComponent
        // The lock file's place is taken by a folder: no save can start, even as root.
        try FileManager.default.createDirectory(atPath: folder + "/.notes.json.lock", withIntermediateDirectories: true)
        try cli.run(["add", "--title", "Lost?"]).expectFailure(73, mentioning: "cannot save")
        #expect(!FileManager.default.fileExists(atPath: cli.dataFile))
        // Reading commands do not need to write (nor the lock).
        try TestFiles.write(#"{"version": 1, "notes": []}"#, to: cli.dataFile)
        #expect(try cli.run(["list"]).status == 0)
    }

    @Test func aLibraryWhoseFolderCannotBeCreatedExits73() throws {
        let cli = try NotesTUIProcess()
        // /proc refuses new folders, even to root.
        let path = "/proc/notes-tui-\(getpid())/notes.json"
        try cli.run(["add", "x"], dataFile: path).expectFailure(73, mentioning: "cannot save")
    }

    @Test func aLockedLibraryExits75() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Before")
        let lockPath = (cli.dataFile as NSString).deletingLastPathComponent + "/.notes.json.lock"
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(flock(fd, LOCK_EX | LOCK_NB) == 0)
        try cli.run(["add", "--title", "Blocked"]).expectFailure(75, mentioning: "locked by another notes-tui process")
        flock(fd, LOCK_UN)
        #expect(try cli.noteTitles() == ["Before"])
    }

    @Test func wrongUsageExits64WithOneLine() throws {
        let cli = try NotesTUIProcess()
        try cli.run(["show"]).expectFailure(64)
        try cli.run(["list", "--bogus"]).expectFailure(64)
        try cli.run(["export", "--format", "pdf"]).expectFailure(64)
        try cli.run(["import"]).expectFailure(64)
        try cli.run(["open", "notes://nowhere"]).expectFailure(64, mentioning: "notes://nowhere")
        try cli.run(["open", "notes://search"]).expectFailure(64)
    }

    @Test func stdinThatIsNotUTF8Exits65() throws {
        let cli = try NotesTUIProcess()
        let file = cli.folder.file("latin1.txt")
        try TestFiles.write([0x63, 0x61, 0x66, 0xE9], to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" add --data-file \"$1\" < \"$2\" 2>/dev/null", try NotesTUIProcess.executable(), cli.dataFile, file]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(!FileManager.default.fileExists(atPath: cli.dataFile))
    }
}
