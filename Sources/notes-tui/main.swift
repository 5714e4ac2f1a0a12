import ArgumentParser
import Foundation
import NotesApp

// The executable only parses the command line and hands over to the app;
// every entry point goes through the same AppDelegate start-up.

if let complaint = NonUTF8LibraryPath.complaint() ?? NonUTF8LibraryPath.argumentComplaint() {
    NotesApplication.printError(complaint)
    exit(64)
}

do {
    let names = Set(["app", "new", "open"] + NotesCommand.names)
    let arguments = ArgumentOrder.normalized(Array(CommandLine.arguments.dropFirst()), subcommands: names)
    var command = try NotesTUICommand.parseAsRoot(arguments)
    try command.run()
} catch {
    exit(CommandLineErrors.exitStatus(for: error))
}
