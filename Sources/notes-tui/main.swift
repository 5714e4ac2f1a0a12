import ArgumentParser
import Foundation
import NotesApp

// The executable only parses the command line and hands over to the app;
// every entry point goes through the same AppDelegate start-up.

if let complaint = NonUTF8LibraryPath.complaint() ?? NonUTF8LibraryPath.argumentComplaint() {
    ErrorLine.write(complaint)
    exit(64)
}

// The two commonest starts skip the argument parser, whose tables are
// costly to build at every start: `--version`
// alone (scripts, shells' prompts) and plain `notes-tui` (the app with
// every option at its default, as `notes-tui app` with none). A few more
// plain forms (`--data-file F`, `list …`) skip it below (QuickCommandLine).
if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
    print(AppVersion.current)
    exit(0)
}
if CommandLine.arguments.count == 1 {
    exit(NotesApplication.runInteractive(options: LaunchOptions()))
}

let subcommands = Set([ArgumentOrder.appCommand, "new", "open", "today"] + NotesCommand.names)
let givenArguments = Array(CommandLine.arguments.dropFirst())
do {
    // A completion script calling back for a REF's notes (NoteCompletion):
    // its words are the parser's own, passed on as they are.
    let isCompletionCallback = givenArguments.first == "---completion"
    let arguments = isCompletionCallback ? givenArguments : ArgumentOrder.normalized(givenArguments, subcommands: subcommands)
    if let complaint = ArgumentOrder.misplacedReset(in: arguments) {
        ErrorLine.write(complaint)
        exit(64)
    }
    switch QuickCommandLine.start(arguments) {
    case let .app(options)?:
        exit(NotesApplication.runInteractive(options: options))
    case let .command(command, dataFile, configFile)?:
        exit(NotesApplication.runCommand(command, dataFile: dataFile, configFile: configFile))
    case nil:
        break
    }
    var command = try NotesTUICommand.parseAsRoot(arguments)
    try command.run()
} catch {
    exit(CommandLineErrors.exitStatus(for: error, arguments: givenArguments, subcommands: subcommands))
}
