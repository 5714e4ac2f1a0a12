import ArgumentParser
import NotesApp

extension NotesTUICommand {
    /// `notes-tui config`: the settings file, checked, located or started.
    struct Config: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "config",
            abstract: "Check the settings file, show where it is, or write a first one.",
            discussion: """
                The settings are read from --config, else $XDG_CONFIG_HOME/notes-tui/config.toml, \
                else ~/.config/notes-tui/config.toml; with no file there every setting is at its default. \
                --check (the default) prints 'notes-tui: FILE: ok' or the one line that says what is wrong \
                (exit 78). --init writes a commented file with every setting at its default, and never \
                replaces a file already there (exit 73). --path prints where the file is read from.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(name: .customLong("init"), help: "Write a commented settings file with every setting at its default.")
        var initialize = false
        @Flag(help: "Check the settings file (the default).")
        var check = false
        @Flag(help: "Print where the settings file is read from.")
        var path = false

        func validate() throws {
            if [initialize, check, path].filter({ $0 }).count > 1 {
                throw ValidationError("give one of --init, --check and --path")
            }
        }

        func run() throws {
            let action: SettingsCommand.Action = initialize ? .initialize : path ? .path : .check
            throw ExitCode(SettingsCommand.run(action, configFile: root.options(library).configFile))
        }
    }
}
