import ArgumentParser
import Foundation
import NotesApp

// The executable only parses the command line and hands over to the app;
// every entry point goes through the same AppDelegate start-up.

if let complaint = NonUTF8LibraryPath.complaint() ?? NonUTF8LibraryPath.argumentComplaint() {
    NotesApplication.printError(complaint)
    exit(64)
}

// `--version` alone, the process floor that scripts and shells' prompts
// call, answers before the parser builds its tables (half its instructions).
if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
    print(AppVersion.current)
    exit(0)
}

let subcommands = Set([ArgumentOrder.appCommand, "new", "open"] + NotesCommand.names)
let givenArguments = Array(CommandLine.arguments.dropFirst())
do {
    // A completion script calling back for a REF's notes (NoteCompletion):
    // its words are the parser's own, passed on as they are.
    let isCompletionCallback = givenArguments.first == "---completion"
    let arguments = isCompletionCallback ? givenArguments : ArgumentOrder.normalized(givenArguments, subcommands: subcommands)
    if let complaint = ArgumentOrder.misplacedReset(in: arguments) {
        NotesApplication.printError(complaint)
        exit(64)
    }
    var command = try NotesTUICommand.parseAsRoot(arguments)
    try command.run()
} catch {
    exit(CommandLineErrors.exitStatus(for: error, arguments: givenArguments, subcommands: subcommands))
}
