import ArgumentParser
import NotesApp

// `edit`, `append` and `rename`: changing one note from the shell or a
// script without the app's screens (CONTRACT §14).

extension NotesTUICommand {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit",
            abstract: "Edit a note in $VISUAL or $EDITOR, with no screen of notes-tui's.",
            discussion: """
                The file holds the title, a blank line and the body, as for 'e' in the app; what the editor \
                writes is saved. A new title that links name the note by: --update-links rewrites those links, \
                --no-links leaves them; without either the question is asked on the terminal (no terminal: \
                the links are left, and stderr says so).
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Rewrite the links to the note when its title changes, without asking.")
        var updateLinks = false
        @Flag(help: "Leave the links to the note as they are when its title changes, without asking.")
        var noLinks = false
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String

        func validate() throws {
            if updateLinks && noLinks { throw ValidationError("--update-links and --no-links ask opposite things; give one") }
        }

        func run() throws {
            let links: Bool? = updateLinks ? true : noLinks ? false : nil
            try NotesTUI.run(.edit(reference: reference, updateLinks: links), root.options(library))
        }
    }

    struct Append: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "append",
            abstract: "Add a line to the end of a note's body.",
            discussion: "The line is TEXT, its words joined by spaces; without TEXT it is read from stdin when stdin is not a terminal.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Argument(help: ArgumentHelp("The text to add.", valueName: "TEXT"))
        var text: [String] = []

        func run() throws { try NotesTUI.run(.append(reference: reference, words: text), root.options(library)) }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename",
            abstract: "Give a note a new title, rewriting the [[links]] to it.",
            discussion: "Links that name the note by its old title (or file) name the new one, as the app's rename does; --no-links leaves them.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Leave the links to the note as they are.")
        var noLinks = false
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Argument(help: ArgumentHelp("The new title.", valueName: "NEW"))
        var newTitle: String

        func run() throws {
            try NotesTUI.run(.rename(reference: reference, title: newTitle, updateLinks: !noLinks), root.options(library))
        }
    }
}
