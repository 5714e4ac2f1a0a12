import Foundation
import NotesApp

/// Completing a REF with Tab: the completion script calls the binary back
/// (`---completion`), which reads the library and prints every note's
/// short id and title. Target: 50 ms at 10,000 notes for the callback.
extension LibraryBenchmarks {
    /// The callback's own work, in process: read, decode, the lines for bash.
    func measureCompletionCallback() -> [Double] {
        (0..<runs).map { _ in
            time { _ = NoteCompletions.candidates(words: ["notes-tui", "--data-file", path, "show", ""], shell: "bash") }
        }
    }

    /// The whole callback as the shell runs it: the release binary started,
    /// the lines printed, the process gone.
    func measureCompletionCommand() -> [Double] {
        (0..<runs).map { _ in
            let started = DispatchTime.now().uptimeNanoseconds
            let child = ChildProcess.withPipe(binary, ["---completion", "show", "--", "positional@0", "4", "0",
                                                       "notes-tui", "--data-file", path, "show", ""])
            child.readToEnd()
            guard child.wait().status == 0 else { fatalError("notes-tui ---completion failed") }
            return milliseconds(since: started)
        }
    }
}
