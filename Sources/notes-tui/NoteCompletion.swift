import ArgumentParser
import NotesApp

/// A REF completes to the notes of the library the command line names
/// (see `NoteCompletions`): the completion scripts call the binary back.
extension CompletionKind {
    static var notes: CompletionKind {
        .custom { words, _, _ in NoteCompletions.candidates(words: words, shell: CompletionShell.requesting?.rawValue) }
    }

    static var trashedNotes: CompletionKind {
        .custom { words, _, _ in
            NoteCompletions.candidates(words: words, shell: CompletionShell.requesting?.rawValue, inTrash: true)
        }
    }
}
