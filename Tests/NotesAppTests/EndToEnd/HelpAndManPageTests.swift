import Foundation
import NotesApp
import Testing

/// `--help`, the man page and the completion scripts stay in step with
/// the commands that exist.
@Suite struct HelpAndManPageTests {
    static let subcommands = ["app", "new", "open", "today"] + NotesCommand.names

    static var manPagePath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/notes-tui.1").path
    }

    @Test func everySubcommandIsInHelpAndInTheManPage() throws {
        let cli = try NotesTUIProcess()
        let help = try cli.runRaw(["--help"])
        #expect(help.status == 0)
        let manPage = try String(contentsOfFile: Self.manPagePath, encoding: .utf8)
        for name in Self.subcommands {
            #expect(help.stdout.contains("\n  \(name) "), "--help lacks \(name):\n\(help.stdout)")
            // In the SYNOPSIS (".B notes-tui NAME") and under COMMANDS (a tag in bold).
            #expect(manPage.contains("notes-tui \(name)") || name == "app", "the man page's SYNOPSIS lacks \(name)")
            #expect(manPage.contains("\n.B \(name)\n") || manPage.contains("\n.BI \(name) ")
                    || manPage.contains("\n.BR \(name) ") || manPage.contains("\n\\fB\(name)\\fP")
                    || name == "app", "the man page's COMMANDS lacks \(name)")
        }
        for name in Self.subcommands where name != "app" {
            let subHelp = try cli.runRaw([name, "--help"])
            #expect(subHelp.status == 0)
            #expect(subHelp.stdout.contains("--data-file"), "\(name) --help lacks --data-file")
        }
    }

    @Test func completionScriptsGoToStdout() throws {
        let cli = try NotesTUIProcess()
        for shell in ["bash", "zsh", "fish"] {
            let result = try cli.runRaw(["--generate-completion-script", shell])
            #expect(result.status == 0, "\(shell): \(result.stderr)")
            #expect(result.stderr.isEmpty)
            for name in NotesCommand.names {
                #expect(result.stdout.contains(name), "\(shell) completion lacks \(name)")
            }
        }
        try cli.runRaw(["--generate-completion-script", "tcsh"]).expectFailure(64)
    }

    /// `notes-tui --<Tab>` offers the options that work there, not only
    /// `--help --version` (issue 13, point 10).
    @Test func theTopLevelCompletesDataFileAndReset() throws {
        let cli = try NotesTUIProcess()
        let bash = try cli.runRaw(["--generate-completion-script", "bash"]).stdout
        // The root's function comes last: "_notes-tui() {" up to its end.
        let root = try #require(bash.range(of: "\n_notes-tui() {"), "no top-level function in:\n\(bash.prefix(2000))")
        let body = bash[root.upperBound...].split(separator: "\n").prefix { $0 != "}" }
        let offered = body.filter { $0.contains("flags=(") || $0.contains("options=(") }.joined(separator: " ")
        for option in ["--data-file", "--reset", "--help", "--version"] {
            #expect(offered.contains(option), "bash offers at the top level only: \(offered)")
        }
        let fish = try cli.runRaw(["--generate-completion-script", "fish"]).stdout
        #expect(fish.contains(#""notes-tui" data-file' -l 'data-file'"#) && fish.contains(#""notes-tui" reset' -l 'reset'"#))
        let zsh = try cli.runRaw(["--generate-completion-script", "zsh"]).stdout
        #expect(zsh.contains("--data-file") && zsh.contains("--reset"))
    }

    /// The organising commands and options complete too, and `--sort` its values.
    @Test func completionsOfferTheOrganisingCommands() throws {
        let cli = try NotesTUIProcess()
        for shell in ["bash", "zsh", "fish"] {
            let script = try cli.runRaw(["--generate-completion-script", shell]).stdout
            for word in ["restore", "trash", "empty-trash", "pin", "unpin", "tags", "links", "--forever", "--tag", "--sort"] {
                // fish names a long option without its dashes: -l 'sort'.
                let written = shell == "fish" && word.hasPrefix("--") ? "-l '\(word.dropFirst(2))'" : word
                #expect(script.contains(written), "\(shell) completion lacks \(word)")
            }
            #expect(script.contains("modified") && script.contains("created"), "\(shell) does not offer the sorts")
        }
    }

    @Test func theTopLevelOptionsWorkThere() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Shopping")
        // Before a command, --data-file is that command's library.
        let listed = try cli.runRaw(["--data-file", cli.dataFile, "list"])
        #expect(listed.status == 0 && listed.stdout.hasSuffix("  Shopping\n"), "\(listed.stderr)")
        // --reset belongs to the app: with a command it is refused, not ignored.
        try cli.runRaw(["--reset", "list", "--data-file", cli.dataFile]).expectFailure(64, mentioning: "--reset")
        try cli.runRaw(["list", "--reset", "--data-file", cli.dataFile]).expectFailure(64, mentioning: "--reset")
        // Without a terminal the app says so, whatever option came first.
        try cli.runRaw(["--data-file", cli.dataFile]).expectFailure(64, mentioning: "terminal")
    }

    @Test func versionAndHelpExitZero() throws {
        let cli = try NotesTUIProcess()
        let version = try cli.runRaw(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
        try cli.runRaw(["frobnicate", "--now"]).expectFailure(64)
    }
}
