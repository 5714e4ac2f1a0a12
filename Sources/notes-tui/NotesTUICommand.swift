import ArgumentParser
import Foundation
import NotesApp

/// `notes-tui`: the root command; with no subcommand, the interactive app.
struct NotesTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes-tui",
        abstract: "Quick, private notes in your terminal, saved as you type.",
        discussion: """
            With no command, opens the interactive app. Notes live in one JSON file: \
            --data-file, else $NOTES_TUI_DATA, else $XDG_DATA_HOME/notes-tui/notes.json, \
            else ~/.local/share/notes-tui/notes.json.
            """,
        version: AppVersion.current,
        subcommands: [Interactive.self, New.self, Open.self],
        defaultSubcommand: Interactive.self
    )
}

/// Options every command shares.
struct LibraryOptions: ParsableArguments {
    @Option(name: .customLong("data-file"), help: ArgumentHelp("The library file to use.", valueName: "path"))
    var dataFile: String?
}

extension NotesTUICommand {
    struct Interactive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app", abstract: "Open the interactive app (the default).")

        @OptionGroup var library: LibraryOptions

        @Flag(help: "Move the library aside (kept as a timestamped .bak file) and start again at Welcome.")
        var reset = false

        func run() throws {
            let options = LaunchOptions(dataFile: library.dataFile, reset: reset, entry: .home)
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Open the app straight into a new note.")

        @OptionGroup var library: LibraryOptions

        func run() throws {
            let options = LaunchOptions(dataFile: library.dataFile, entry: .newNote)
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }

    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the app straight into a note.",
            discussion: "REF is a full id, a unique id prefix of at least 4 characters, an exact title (ignoring case), or a notes:// URL.")

        @OptionGroup var library: LibraryOptions

        @Argument(help: ArgumentHelp("The note to open.", valueName: "REF"))
        var reference: String

        func run() throws {
            let options = LaunchOptions(dataFile: library.dataFile, entry: .open(reference))
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }
}
