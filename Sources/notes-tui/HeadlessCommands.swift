import ArgumentParser
import NotesApp
import NotesInterchange

// The commands for scripts (docs/behaviour.md §4). Each only parses its arguments
// into a `NotesCommand`; `NotesApplication.runCommand` does the rest,
// through the same start-up as the app.

extension NotesTUICommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list",
            abstract: "List the notes, pinned first, then most recently modified first.",
            discussion: """
                One line a note: short id, modified time (local), name (the title, or for an untitled note \
                the start of its body). Notes in the trash are never listed (see trash). \
                Exits 1 when there is no library at that path.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Print a JSON array of notes, in the data file's note format, each with its displayTitle.")
        var json = false
        @Option(help: ArgumentHelp("Only notes with this tag or one nested below it (work, #work, work/meetings).", valueName: "tag"))
        var tag: String?
        @Option(help: ArgumentHelp("modified (newest first, the default), created (newest first) or title (A–Z).", valueName: "order"),
                completion: .list(["modified", "created", "title"]))
        var sort: String?

        func run() throws { try NotesTUI.run(.list(json: json, tag: tag, sort: sort), root.options(library)) }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show",
            abstract: "Print a note: its name, a blank line, its body.",
            discussion: "Also finds a note in the trash. With --version, prints that version of the note (see history).")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String
        @Option(name: .customLong("version"),
                help: ArgumentHelp("A version id 'notes-tui history REF' lists (4 or more of its hex digits).", valueName: "V"))
        var version: String?

        func run() throws {
            let command: NotesCommand = version.map { .showVersion(reference: reference, version: $0) } ?? .show(reference: reference)
            try NotesTUI.run(command, root.options(library))
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add",
            abstract: "Add a note and print its id.",
            discussion: """
                The body is TEXT, its words joined by spaces; without TEXT it is read from stdin when stdin is not a terminal. \
                With --template, the body is that template, filled in, with TEXT where it has {{cursor}} (else at its end).
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Option(help: ArgumentHelp("The note's title.", valueName: "title"))
        var title: String?
        @Option(help: ArgumentHelp("Start from this template: $XDG_CONFIG_HOME/notes-tui/templates/NAME.md.", valueName: "NAME"))
        var template: String?
        @Argument(help: ArgumentHelp("The note's body.", valueName: "TEXT"))
        var text: [String] = []

        func run() throws {
            let command: NotesCommand = template.map { .addFromTemplate(title: title, template: $0, words: text) }
                ?? .add(title: title, words: text)
            try NotesTUI.run(command, root.options(library))
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete",
            abstract: "Move a note to the trash (restore brings it back).",
            discussion: "With --forever, delete it for good, also a note already in the trash.")

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Delete for good instead of moving to the trash.")
        var forever = false
        @Argument(help: ArgumentHelp("The note: id, id prefix, title or notes://note/ID.", valueName: "REF"),
                  completion: .notes)
        var reference: String

        func run() throws { try NotesTUI.run(.delete(reference: reference, forever: forever), root.options(library)) }
    }

    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "search",
            abstract: "List the notes that match, as list prints them.",
            discussion: """
                Every term of QUERY must match, ignoring case and accents (cafe finds Café): \
                a word is looked for in the title or the body; "a phrase" matches those words in that order; \
                #tag matches that tag or one nested below it; title:word (or title:"a phrase") looks in titles only; \
                is:pinned; created: and modified: compare with >, >=, <, <= or = (the default) a day (2026-11-28, \
                local time), today, yesterday or an age (7d, 2w: that long before now); /regex/ matches a regular \
                expression, any case; - before any term excludes (-draft, -"a phrase", -#tag). \
                Exits 1 when no note matches, as grep does (with --json, after printing []); \
                64, with one line saying why, for a query that cannot be read (an unbalanced quote, a bad regex or date).
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Flag(help: "Print a JSON array of notes, in the data file's note format, each with its displayTitle.")
        var json = false
        // Unrecognized: `-draft` is an exclusion, not an option.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The words and operators to look for.", valueName: "QUERY"))
        var query: [String]

        /// The query's words: a first `--` ends the options (and is not a
        /// word); before it, `--word` is a mistyped option, not a search.
        var words: [String] {
            get throws {
                let end = query.firstIndex(of: "--") ?? query.endIndex
                if let option = query[..<end].first(where: { $0.hasPrefix("--") }) {
                    throw ValidationError("unknown option \(option); to search for a word starting with --, put -- before the query")
                }
                return query.enumerated().filter { $0.offset != end }.map(\.element)
            }
        }

        func validate() throws { _ = try words }

        func run() throws { try NotesTUI.run(.search(query: try words.joined(separator: " "), json: json), root.options(library)) }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "export",
            abstract: "Export the whole library.",
            discussion: """
                json (the default) writes the data file's format to stdout, or to the file --output names. \
                markdown writes one .md file a note into the folder --output names. \
                An export never overwrites a file already there unless --force is given.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json, markdown
        }

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Option(help: ArgumentHelp("json or markdown.", valueName: "format"))
        var format: Format = .json
        @Option(help: ArgumentHelp("The file (json) or folder (markdown) to write.", valueName: "path"))
        var output: String?
        @Flag(help: "Replace files of yours already at --output (never a link, device or FIFO).")
        var force = false

        func run() throws {
            let chosen: ExportFormat = format == .json ? .json : .markdown
            try NotesTUI.run(.export(format: chosen, output: output, force: force), root.options(library))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "import",
            abstract: "Import notes from a JSON export, Markdown files, or folders of them.",
            discussion: """
                Also reads a Simplenote export (notes.json) and Markdown with YAML front matter as nb, zk, Obsidian \
                and Joplin write it (title, tags, created/date, updated/modified); folders are read with their \
                subfolders, hidden ones left out. Importing the same thing twice adds nothing: exported notes keep \
                their ids, and a Markdown note equal to one already there is skipped.
                """)

        @OptionGroup var library: LibraryOptions
        @ParentCommand var root: NotesTUICommand
        @Argument(help: ArgumentHelp("JSON exports, .md files or folders.", valueName: "PATH"))
        var paths: [String]

        func run() throws { try NotesTUI.run(.importFiles(paths), root.options(library)) }
    }
}

/// A namespace for `run`, which the commands' own `run()` would shadow.
enum NotesTUI {
    static func run(_ command: NotesCommand, _ options: LibraryOptions) throws -> Never {
        throw ExitCode(NotesApplication.runCommand(command, dataFile: options.dataFile, configFile: options.configFile))
    }
}
