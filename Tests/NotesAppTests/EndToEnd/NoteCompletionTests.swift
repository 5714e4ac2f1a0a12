import Foundation
import TestSupport
import Testing

/// The completion scripts offer the notes themselves for a REF (short id
/// and title), read from the library the command line names, through the
/// binary's `---completion` callback: titles with spaces, quotes, `$(…)`
/// and line breaks complete safely in a real bash, and the callback writes
/// nothing.
@Suite struct NoteCompletionTests {
    static let awkward = ["Groceries list", #"it's $(touch PWNED) `touch PWNED2` "q" \n"#, "a:b\\c", "tab\there", "two\nlines"]

    private func library() throws -> (NotesTUIProcess, [String: String]) {
        let cli = try NotesTUIProcess()
        var ids: [String: String] = [:]
        for title in Self.awkward { ids[title] = String(try cli.add(title: title, body: "x").prefix(8)) }
        let trashed = try cli.add(title: "In the trash")
        #expect(try cli.run(["delete", trashed]).status == 0)
        return (cli, ids)
    }

    /// Runs `command` in bash with the binary's completion script loaded.
    private func bash(_ cli: NotesTUIProcess, _ script: String) throws -> String {
        let binary = try NotesTUIProcess.executable()
        let completion = cli.folder.file("completion.bash")
        try TestFiles.write(try cli.runRaw(["--generate-completion-script", "bash"]).stdout, to: completion)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", "source \"$1\"; B=\"$2\"; D=\"$3\"; " + script, "bash", completion, binary, cli.dataFile]
        process.currentDirectoryURL = URL(fileURLWithPath: cli.folder.path)
        process.environment = ["HOME": cli.folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// What bash offers after `notes-tui --data-file D COMMAND TYPED<Tab>`
    /// (bash calls the function with the command, the word and the one before).
    private func offered(_ cli: NotesTUIProcess, command: String, typed: String = "") throws -> [String] {
        let script = """
            COMP_WORDS=("$B" --data-file "$D" \(command) \(typed.isEmpty ? "''" : typed)); COMP_CWORD=4
            COMP_LINE="$B --data-file $D \(command) \(typed)"; COMP_POINT=${#COMP_LINE}
            _notes-tui "$B" '\(typed)' \(command); printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try bash(cli, script).split(separator: "\n").map(String.init)
    }

    @Test func bashOffersShortIdsAndTitlesAsWritten() throws {
        let (cli, ids) = try library()
        let before = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).sorted()
        let bytes = TestFiles.bytes(at: cli.dataFile)
        for command in ["show", "delete", "pin", "links", "open"] {
            let offered = try offered(cli, command: command)
            #expect(Set(offered) == Set(ids.values).union(["Groceries list", #"it's $(touch PWNED) `touch PWNED2` "q" \n"#, "a:b\\c"]),
                    "\(command): \(offered)")
        }
        let trashedID = try #require(cli.run(["trash"]).stdout.split(separator: " ").first.map(String.init))
        let restorable = try offered(cli, command: "restore")
        #expect(restorable == [trashedID, "In the trash"], "\(restorable)")
        let narrowed = try offered(cli, command: "show", typed: "Groc")
        #expect(narrowed == ["Groceries list"], "\(narrowed)")
        // Nothing was run, written or left beside the library.
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("PWNED")))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("PWNED2")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0 != "completion.bash" }.sorted() == before)
        #expect(TestFiles.bytes(at: cli.dataFile) == bytes)
    }

    @Test func zshAndFishGetTitlesAsDescriptions() throws {
        let (cli, ids) = try library()
        let binary = try NotesTUIProcess.executable()
        for shell in ["zsh", "fish"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["---completion", "show", "--", "positional@0", "4", "0", "notes-tui", "--data-file", cli.dataFile, "show", ""]
            process.environment = ["HOME": cli.folder.path, "SAP_SHELL": shell]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
            process.waitUntilExit()
            let separator = shell == "zsh" ? ":" : "\t"
            let groceries = try #require(ids["Groceries list"])
            #expect(lines.contains("\(groceries)\(separator)Groceries list"), "\(shell): \(lines)")
            #expect(lines.contains(Substring(shell == "zsh" ? "a\\:b\\\\c:\(ids["a:b\\c"]!)" : "a:b\\c\t\(ids["a:b\\c"]!)")), "\(shell): \(lines)")
            // Every note once by id; no line break inside a candidate.
            for id in ids.values { #expect(lines.contains { $0.hasPrefix(id + separator) }, "\(shell) lacks \(id)") }
        }
    }

    /// Every word bash offers is a REF `show` accepts, and together they
    /// reach every note: shared titles, titles differing in case, untitled
    /// notes and titles starting with `-` are offered by id (issue 32).
    @Test func everyOfferedWordIsShownByShow() throws {
        let cli = try NotesTUIProcess()
        var ids: [String] = []
        for title in ["Ideas", "Ideas", "Cafe", "CAFE", "-dash", "Plain", ""] {
            // --title=VALUE: a title may start with "-".
            let added = try cli.run(["add"] + (title.isEmpty ? [] : ["--title=" + title]) + ["--", "an untitled note"])
            #expect(added.status == 0, "\(title): \(added.stderr)")
            ids.append(added.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let offered = try offered(cli, command: "show")
        for word in offered {
            let shown = try cli.run(["show", word])
            #expect(shown.status == 0, "show '\(word)': \(shown.stderr)")
        }
        #expect(offered.count == ids.count + 1, "\(offered)")
        #expect(Set(offered.filter { $0.count == 8 && $0.allSatisfy(\.isHexDigit) }) == Set(ids.map { String($0.prefix(8)) }))
        #expect(!offered.contains("Ideas") && !offered.contains("Cafe") && !offered.contains("CAFE") && !offered.contains("-dash"))
        #expect(offered.contains("Plain"))
    }

    @Test func noLibraryOffersNothing() throws {
        let cli = try NotesTUIProcess()
        #expect(try offered(cli, command: "show").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.dataFile))
    }

    /// Random titles of shell metacharacters, quotes, spaces and other
    /// scripts: bash offers each exactly as written, and runs none of it.
    @Test func randomTitlesCompleteAsWrittenInBash() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x18_0004)
        let pieces = ["$", "(", ")", "`", "'", "\"", "\\", " ", "*", "?", "[", "]", "{", "}", "~", "!", "#", ";", "&", "|", "<", ">",
                      "$(touch RAN)", "${HOME}", "a", "Zé", "日本", "😀", ":", "=", "%", "-", "--x", "\\n"]
        let cli = try NotesTUIProcess()
        var titles = Set<String>()
        for _ in 0..<SeededRandom.iterations(fallback: 40) {
            let title = (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty, titles.insert(title).inserted else { continue }
            // --title=VALUE: a title may start with "-".
            let added = try cli.run(["add", "--title=" + title, "--", "x"])
            #expect(added.status == 0, "\(title): \(added.stderr)")
        }
        let offered = Set(try offered(cli, command: "show").filter { $0.count != 8 || !$0.allSatisfy(\.isHexDigit) })
        // Not offered: a title `show` would read as an option, or whose
        // spaces around it a REF loses (those notes are offered by id).
        let reachable = titles.filter { !$0.hasPrefix("-") && $0 == $0.trimmingCharacters(in: .whitespaces) }
        #expect(offered == reachable, "seed \(random.seed): missing \(reachable.subtracting(offered)), extra \(offered.subtracting(reachable))")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("RAN")))
    }
}
