import ArgumentParser
import NotesApp

// `sync`: the library kept in a git remote (docs/sync.md).

extension NotesTUICommand {
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Sync the library through a git remote: commit, fetch, merge note by note, push.",
            discussion: """
                First run sync --setup URL (a path, file://, ssh://, https:// or git:// remote). \
                Exits 69 when the remote cannot be reached, 78 when the library is not set up for sync \
                or git is not installed, 65 when the remote's library cannot be merged or what the remote \
                sent is refused (nothing is changed here), 64 when --setup names a remote holding other files \
                (add --force to keep the library beside them).
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Option(help: ArgumentHelp("Set the library up to sync with this git remote, then sync.", valueName: "URL"))
        var setup: String?
        @Flag(help: "With --setup: set up even when the remote holds other files than a notes library (they are kept beside it).")
        var force = false
        @Flag(help: "Print the remote, the last successful sync and what is not yet pushed; does not sync.")
        var status = false
        @Flag(help: "Print one JSON object (see notes-tui(1)).")
        var json = false
        // Git runs notes-tui as the library's merge driver: BASE OURS THEIRS.
        @Option(name: .customLong("merge-driver"), parsing: .upToNextOption, help: .private)
        var mergeDriver: [String] = []

        func validate() throws {
            if !mergeDriver.isEmpty, mergeDriver.count != 3 {
                throw ValidationError("--merge-driver takes three files: BASE OURS THEIRS")
            }
            if setup != nil, status {
                throw ValidationError("--setup and --status cannot be used together")
            }
            if force, setup == nil {
                throw ValidationError("--force goes with --setup URL (it allows a remote that holds other files)")
            }
        }

        func run() throws {
            let request: SyncRequest
            if mergeDriver.count == 3 {
                request = .mergeDriver(base: mergeDriver[0], ours: mergeDriver[1], theirs: mergeDriver[2])
            } else if let setup {
                request = .setup(remote: setup, force: force, json: json)
            } else if status {
                request = .status(json: json)
            } else {
                request = .sync(json: json)
            }
            throw ExitCode(NotesApplication.runSync(request, dataFile: root.options(library).dataFile))
        }
    }
}
