import ArgumentParser
import Foundation
import NotesApp

// The executable only parses the command line and hands over to the app;
// every entry point goes through the same AppDelegate start-up.

do {
    var command = try NotesTUICommand.parseAsRoot()
    try command.run()
} catch {
    exit(CommandLineErrors.exitStatus(for: error))
}
