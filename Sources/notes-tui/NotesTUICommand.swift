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
            --data-file, else $NOTES_TUI_DATA, else the library setting, else \
            $XDG_DATA_HOME/notes-tui/notes.json, else ~/.local/share/notes-tui/notes.json. \
            Any of the first three may name a folder of Markdown notes instead (a vault, as \
            Obsidian, zk and nb keep): that folder is the library. \
            REF is a full id, a unique id prefix of at least 4 characters, an exact title \
            (ignoring case), or notes://note/ID. Exit status: 0 success, 1 no such note or \
            several match, search found nothing, or no library at that path (for the commands \
            that read one), 64 wrong usage, 65 a file cannot be read, 73 cannot be written, \
            69 a sync remote cannot be reached, 75 the library is locked by another process, \
            78 the settings file is wrong, or sync is not set up (or git is missing), or \
            history asked of a library in no git work tree. \
            Settings: --config, else $XDG_CONFIG_HOME/notes-tui/config.toml, else \
            ~/.config/notes-tui/config.toml (see 'notes-tui config'). See notes-tui(1).
            """,
        version: AppVersion.current,
        subcommands: [
            Interactive.self, New.self, Open.self, Today.self,
            List.self, Show.self, Add.self, Delete.self, Search.self, Export.self, Import.self,
            Restore.self, Trash.self, EmptyTrash.self, Pin.self, Unpin.self, Tags.self, Links.self,
            Edit.self, Append.self, Rename.self, Check.self, Convert.self, Config.self, Sync.self, History.self,
        ],
        defaultSubcommand: Interactive.self
    )

    // The app's own options, declared here too so that `--help` and the
    // completion scripts offer them at the top level (`notes-tui --<Tab>`).
    // They never receive a value here: `ArgumentOrder` hands them to the
    // subcommand, `app` when none is named.
    @OptionGroup var library: LibraryOptions

    @Flag(help: "Move the library aside (kept as a timestamped .bak file) and start again at Welcome.")
    var reset = false
}

extension NotesTUICommand {
    /// The options a subcommand was given: the parser may hand a value
    /// given after the subcommand's name to the root, which declares the
    /// same names, so the root's count too.
    func options(_ own: LibraryOptions) -> LibraryOptions {
        var options = own
        if options.dataFile == nil { options.dataFile = library.dataFile }
        if options.configFile == nil { options.configFile = library.configFile }
        return options
    }
}

/// Options every command shares.
struct LibraryOptions: ParsableArguments {
    @Option(name: .customLong("data-file"), help: ArgumentHelp("The library to use: a JSON file, or a folder of Markdown notes.", valueName: "path"),
            completion: .file())
    var dataFile: String?

    @Option(name: .customLong("config"), help: ArgumentHelp("The settings file to use.", valueName: "path"),
            completion: .file(extensions: ["toml"]))
    var configFile: String?
}

extension NotesTUICommand {
    struct Interactive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "app", abstract: "Open the interactive app (the default).")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand

        @Flag(help: "Move the library aside (kept as a timestamped .bak file) and start again at Welcome.")
        var reset = false

        func run() throws {
            let given = root.options(library)
            let options = LaunchOptions(dataFile: given.dataFile, reset: reset || root.reset, entry: .home,
                                        configFile: given.configFile)
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "new", abstract: "Open the app straight into a new note.",
            discussion: """
                With --template, the note starts as that template, filled in \
                ($XDG_CONFIG_HOME/notes-tui/templates/NAME.md, else ~/.config/notes-tui/templates/NAME.md). \
                Once the note is saved or left, notes-tui returns to the shell; --stay goes on to the list.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Option(help: ArgumentHelp("Start from this template: $XDG_CONFIG_HOME/notes-tui/templates/NAME.md.", valueName: "NAME"))
        var template: String?
        @Flag(help: "Stay in the app, on the list, once the note is saved or left (by default it returns to the shell).")
        var stay = false

        func run() throws {
            let given = root.options(library)
            var options = LaunchOptions(dataFile: given.dataFile, entry: template.map { .newFromTemplate($0) } ?? .newNote,
                                        configFile: given.configFile)
            options.stay = stay
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }

    struct Today: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "today",
            abstract: "Open the app straight into today's note, made when it is not there yet.",
            discussion: """
                Today's note is the one titled with today's date, as the daily_title setting writes it \
                (a strftime format, %Y-%m-%d by default). A new one is made from the template "daily" when \
                there is one ($XDG_CONFIG_HOME/notes-tui/templates/daily.md, else ~/.config/notes-tui/templates/daily.md). \
                Once the note is left, notes-tui returns to the shell; --stay goes on to the list.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Stay in the app, on the list, once the note is saved or left (by default it returns to the shell).")
        var stay = false

        func run() throws {
            let given = root.options(library)
            var options = LaunchOptions(dataFile: given.dataFile, entry: .today, configFile: given.configFile)
            options.stay = stay
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }

    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "open",
            abstract: "Open the app straight into a note, or where a notes:// URL points.",
            discussion: """
                REF is a full id, a unique id prefix of at least 4 characters, an exact title (ignoring case), \
                or a URL: notes://note/ID opens that note, notes://new a new note, \
                notes://search?q=TEXT the list filtered by TEXT, notes://tag/TAG the list filtered by that tag.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand

        @Argument(help: ArgumentHelp("The note (or notes:// URL) to open.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Flag(help: "Stay in the app, on the list, once the note is saved or left (by default it returns to the shell).")
        var stay = false

        func run() throws {
            let entry: LaunchOptions.Entry
            do {
                entry = try LaunchOptions.Entry.opening(reference)
            } catch {
                throw ExitCode(ErrorLine.report(error))
            }
            let given = root.options(library)
            var options = LaunchOptions(dataFile: given.dataFile, entry: entry, configFile: given.configFile)
            options.stay = stay
            throw ExitCode(NotesApplication.runInteractive(options: options))
        }
    }
}
