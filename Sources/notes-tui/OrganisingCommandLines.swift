import ArgumentParser
import NotesApp

// The trash, pins and tags (docs/behaviour.md, "Commands").

extension NotesTUICommand {
    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "restore",
            abstract: "Take a note out of the trash.",
            discussion: "Exits 1 when the note is not in the trash.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The trashed note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .trashedNotes)
        var reference: String

        func run() throws { try NotesTUI.run(.restore(reference: reference), root.options(library)) }
    }

    struct Trash: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "trash",
            abstract: "List the trash, the latest trashed first.",
            discussion: "One line a note: short id, the time it was trashed (local), name.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Print a JSON array of notes, in the data file's note format, each with its displayTitle.")
        var json = false

        func run() throws { try NotesTUI.run(.trash(json: json), root.options(library)) }
    }

    struct EmptyTrash: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "empty-trash",
            abstract: "Delete every note in the trash for good.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand

        func run() throws { try NotesTUI.run(.emptyTrash, root.options(library)) }
    }

    struct Pin: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pin", abstract: "Pin a note: pinned notes come first.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String

        func run() throws { try NotesTUI.run(.pin(reference: reference, pinned: true), root.options(library)) }
    }

    struct Unpin: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "unpin", abstract: "Unpin a note.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String

        func run() throws { try NotesTUI.run(.pin(reference: reference, pinned: false), root.options(library)) }
    }

    struct Tags: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "tags",
            abstract: "List every tag with its number of notes.",
            discussion: "A–Z; a parent counts the notes tagged below it too; the trash is not counted.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Print a JSON array of objects with a tag and its count.")
        var json = false

        func run() throws { try NotesTUI.run(.tags(json: json), root.options(library)) }
    }

    struct Links: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "links",
            abstract: "List the notes that link to a note, and the notes it links to.",
            discussion: "Two sections, \"Linked from (N)\" and \"Links to (N)\": one line a note, short id and name; "
                + "a [[link]] to a title no note has shows \"-\" for the id and \"(no such note)\" after it.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Flag(help: "Print {\"backlinks\": [{\"id\", \"title\"}], \"links\": [{\"title\", \"id\" (null when missing)}]}.")
        var json = false

        func run() throws { try NotesTUI.run(.links(reference: reference, json: json), root.options(library)) }
    }

    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "history",
            abstract: "List a note's versions, newest first.",
            discussion: "One line a version: its id, the time it was made (local), the machine that made it. "
                + "The versions are the commits of the git work tree the library is in (a vault's note file, "
                + "or the newest 200 commits of a JSON library's file) that changed the note; "
                + "'notes-tui show REF --version V' prints one. A library in no git work tree has no history (exit 78).")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Flag(help: "Print a JSON array of {\"version\", \"date\" (ISO 8601 UTC), \"machine\", \"title\"}.")
        var json = false

        func run() throws { try NotesTUI.run(.history(reference: reference, json: json), root.options(library)) }
    }
}
