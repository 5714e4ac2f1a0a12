import Foundation
import NotesApp
import Testing

/// `--help`, the man page and the completion scripts stay in step with
/// the commands that exist.
@Suite struct HelpAndManPageTests {
    static let subcommands = ["app", "new", "open"] + NotesCommand.names

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

    @Test func versionAndHelpExitZero() throws {
        let cli = try NotesTUIProcess()
        let version = try cli.runRaw(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
        try cli.runRaw(["frobnicate", "--now"]).expectFailure(64)
    }
}
