import ArgumentParser
import NotesApp

// The library's files checked, and a library turned into the other kind
// (docs/vault.md).

extension NotesTUICommand {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check",
            abstract: "List the files of the library that are not readable notes, with why.",
            discussion: """
                One line a file: PATH: REASON (a vault's files that are not UTF-8, over 512 MiB, unreadable, \
                a FIFO, device or socket named *.md, or a symbolic link out of the vault or in a loop). \
                Exits 0 when there is none, 65 when there is any; for a JSON library, 0 when it reads, \
                else 65 with what is wrong.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Print a JSON array of objects with a path and a reason.")
        var json = false

        func run() throws { try NotesTUI.run(.check(json: json), root.options(library)) }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "convert",
            abstract: "Write the library as a new library of the other kind: a vault from a JSON file, or back.",
            discussion: """
                PATH ending in / (or an existing empty folder) is a vault: each note a Markdown file. \
                Any other PATH is a JSON library file. Nothing is lost either way: ids, dates, pins, the trash, \
                fields this version does not know, and each vault note's file (converting back gives the same files). \
                The library itself is not changed. Exits 73 (writing nothing) when PATH already exists and is not an \
                empty folder, 64 when PATH is of the library's own kind, 65 when a note cannot be held by the other kind.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Option(help: ArgumentHelp("The new library: a folder ending in / (a vault) or a .json file.", valueName: "path"),
                completion: .file())
        var to: String

        func run() throws { try NotesTUI.run(.convert(to: to), root.options(library)) }
    }
}
