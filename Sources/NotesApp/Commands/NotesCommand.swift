import NotesInterchange


/// What a headless command asks of the library (docs/behaviour.md §4). The
/// executable parses the command line into one of these; `NotesApplication
/// .runCommand` runs it through the same start-up as the app, without a screen.
public enum NotesCommand: Equatable, Sendable {
    /// One line a note, or with `json` the notes as a JSON array; pinned
    /// notes first, then in `sort`'s order (`modified`, `created`, `title`;
    /// nil is modified); with `tag`, only notes with that tag or one below.
    case list(json: Bool, tag: String? = nil, sort: String? = nil)
    /// The title, a blank line, the body.
    case show(reference: String)
    /// A note's versions, newest first (docs/sync.md "History").
    case history(reference: String, json: Bool)
    /// One version of a note, printed as `show` prints a note; `version`
    /// a version id `history` listed (a prefix of one).
    case showVersion(reference: String, version: String)
    /// A new note; the body is `words` joined by spaces, or stdin when no
    /// words are given and stdin is not a terminal.
    case add(title: String?, words: [String])
    /// A new note from a template (CONTRACT §14), the text (as for `add`)
    /// put where the template has `{{cursor}}`, else at its end.
    case addFromTemplate(title: String?, template: String, words: [String])
    /// The note in the user's editor, no screen; `updateLinks` nil: ask
    /// on the terminal when a new title renames links.
    case edit(reference: String, updateLinks: Bool?)
    /// A line (the words, or stdin) added to the end of the body.
    case append(reference: String, words: [String])
    /// A new title; links to the old one follow when `updateLinks`.
    case rename(reference: String, title: String, updateLinks: Bool)
    /// Moves a note to the trash; with `forever`, deletes it for good
    /// (also one already in the trash).
    case delete(reference: String, forever: Bool = false)
    /// Takes a note out of the trash.
    case restore(reference: String)
    /// The trash, the latest trashed first.
    case trash(json: Bool)
    /// Deletes every note in the trash for good.
    case emptyTrash
    case pin(reference: String, pinned: Bool)
    /// Every tag with its number of notes.
    case tags(json: Bool)
    /// The notes that link to a note, and where its links go.
    case links(reference: String, json: Bool)
    case search(query: String, json: Bool)
    /// The whole library; `output` is a file for JSON (stdout when nil) and
    /// a folder for Markdown. Existing files are refused unless `force`.
    case export(format: ExportFormat, output: String?, force: Bool = false)
    /// Notes from JSON exports, Markdown files and folders of them.
    case importFiles([String])
    /// Each file of the library that is not a readable note, with why
    /// (a vault's; a JSON library is one file that reads or does not).
    case check(json: Bool)
    /// The library written as a new library of the other kind at
    /// `target`: a vault (a folder) from a JSON file, or the other way.
    case convert(to: String)

    /// Whether the command only makes sense on a library that exists: all
    /// but `add` and `import`, which create one. On a path with nothing
    /// there, the others say so (exit 1) instead of looking empty.
    public var needsLibrary: Bool {
        switch self {
        case .add, .addFromTemplate, .importFiles: return false
        case .list, .show, .delete, .search, .export, .restore, .trash, .emptyTrash, .pin, .tags, .links, .check, .convert,
             .history, .showVersion, .edit, .append, .rename:
            return true
        }
    }

    /// Every command's name, as the command line spells it; `--help`, the
    /// man page and the README list each of these.
    public static let names = ["list", "show", "add", "delete", "search", "export", "import",
                               "restore", "trash", "empty-trash", "pin", "unpin", "tags", "links", "edit", "append", "rename", "check", "convert",
                               "config", "sync", "history"]
}
