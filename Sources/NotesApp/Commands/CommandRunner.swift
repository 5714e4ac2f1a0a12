import Foundation
import NotesCore
import NotesInterchange
import NotesModel
import NotesSearching

/// Runs one headless command against the loaded library. It only changes
/// the controller and collects what goes to stdout; saving is the
/// AppDelegate's, at `applicationWillTerminate`, as for the app.
struct CommandRunner {
    let controller: NotesController
    let io: CommandIO
    let timeZone: ShownTimeZone
    /// For stdout, written only once the command (and its save) succeeded.
    var output: [UInt8] = []
    /// A failure to report after `output` is written: `search` that found
    /// nothing prints its (empty) result and still exits 1.
    private(set) var failureAfterOutput: CommandError?
    /// The library's history, for `history` and `show --version`: built
    /// when one of them asks (other commands never run git).
    var historySource: (() -> Result<NoteHistorySource, NoteHistoryError>)?
    /// `add`'s text when it was read already (by `QuickAdd`, before it
    /// handed the note to the full path).
    var givenBody: String?
    /// The daily note and templates (`add --template`).
    var starter: NoteStarter?
    /// The user's editor, for `edit`.
    var editing: CommandEditing?

    init(controller: NotesController, io: CommandIO, timeZone: ShownTimeZone) {
        self.controller = controller
        self.io = io
        self.timeZone = timeZone
    }

    /// The mistakes in a command line that need no library to be seen, so
    /// that they are reported as wrong usage (64) even where there is none.
    static func checkUsage(_ command: NotesCommand) throws {
        switch command {
        case let .show(reference): _ = try NoteLookup.noteID(inURL: reference, command: "show")
        case let .delete(reference, _): _ = try NoteLookup.noteID(inURL: reference, command: "delete")
        case let .edit(reference, _): _ = try NoteLookup.noteID(inURL: reference, command: "edit")
        case let .append(reference, _): _ = try NoteLookup.noteID(inURL: reference, command: "append")
        case let .rename(reference, _, _): _ = try NoteLookup.noteID(inURL: reference, command: "rename")
        case let .restore(reference): _ = try NoteLookup.noteID(inURL: reference, command: "restore")
        case let .pin(reference, pinned): _ = try NoteLookup.noteID(inURL: reference, command: pinned ? "pin" : "unpin")
        case let .links(reference, _): _ = try NoteLookup.noteID(inURL: reference, command: "links")
        case let .history(reference, _): _ = try NoteLookup.noteID(inURL: reference, command: "history")
        case let .showVersion(reference, version):
            _ = try NoteLookup.noteID(inURL: reference, command: "show")
            try VersionLookup.checkUsage(version)
        case let .search(query, _):
            // The query's syntax needs no library (its dates are only read).
            if case let .failure(error) = SearchQuery.parse(query, dates: SearchDates(timeZone: .system, now: Date())) {
                throw CommandError.usage(SafeText.line(error.message, forTerminal: true))
            }
        case let .list(_, tag, sort):
            _ = try Self.tag(named: tag)
            _ = try Self.sort(named: sort)
        case let .export(format, output, _) where format == .markdown && output == nil:
            throw CommandError.usage(LibraryExport.markdownNeedsFolder)
        case let .convert(target) where target.isEmpty:
            throw CommandError.usage("convert needs --to PATH: a folder ending in / for a vault, or a file for a JSON library")
        default: break
        }
    }

    mutating func run(_ command: NotesCommand) throws {
        let listing = NoteListing(timeZone: timeZone, forTerminal: io.standardOutputIsTerminal)
        switch command {
        case let .list(json, tag, sort):
            let sort = try Self.sort(named: sort)
            let notes = try Self.tag(named: tag).map { controller.notes(taggedWith: $0, sortedBy: sort) } ?? controller.notes(sortedBy: sort)
            output = listing.render(notes, json: json)
        case let .search(query, json):
            if let problem = controller.searchProblem(query) { throw CommandError.usage(SafeText.line(problem, forTerminal: true)) }
            let found = NoteSort.modified.sorted(controller.search(query))
            output = listing.render(found, json: json)
            if found.isEmpty {
                failureAfterOutput = .nothingFound("no note matches '\(Echo.text(query))'")
            }
        case let .show(reference):
            output = Array(show(try noteAnywhere(reference, command: "show")).utf8)
        case let .history(reference, json):
            output = try renderHistory(of: noteAnywhere(reference, command: "history"), json: json)
        case let .showVersion(reference, version):
            output = Array(show(try noteVersion(version, of: noteAnywhere(reference, command: "show"))).utf8)
        case let .add(title, words):
            let body = try givenBody ?? NoteInput.body(words: words, io: io)
            let title = title ?? ""
            guard !title.isEmpty || !body.isEmpty else { throw CommandError.nothingToAdd }
            let note = controller.createNote(title: title, body: body)
            output = Array((note.id.text + "\n").utf8)
        case .addFromTemplate, .edit, .append, .rename:
            try runNoteEditing(command)
        case let .delete(reference, forever):
            if forever {
                controller.deleteNote(try noteAnywhere(reference, command: "delete").id)
            } else {
                controller.trashNote(try liveNote(reference, command: "delete").id)
            }
        case let .restore(reference):
            try restore(reference)
        case let .trash(json):
            output = listing.render(controller.trashedNotes, json: json, dated: { $0.trashed ?? $0.modified })
        case .emptyTrash:
            let count = controller.emptyTrash()
            output = Array((count == 1 ? "deleted 1 note from the trash\n" : "deleted \(count) notes from the trash\n").utf8)
        case let .pin(reference, pinned):
            controller.setPinned(try liveNote(reference, command: pinned ? "pin" : "unpin").id, pinned)
        case let .tags(json):
            output = renderTags(json: json)
        case let .links(reference, json):
            output = renderLinks(of: try liveNote(reference, command: "links"), json: json)
        case let .export(format, path, force):
            // JSON is the library's own format, the trash included; Markdown
            // files are for reading, so the trash stays out.
            let notes = format == .json ? controller.allNotes : controller.notes
            let bytes = try LibraryExport.run(notes, format: format, output: path, force: force)
            output = SafeText.json(bytes, forTerminal: io.standardOutputIsTerminal)
        case let .importFiles(paths):
            guard !paths.isEmpty else { throw CommandError.usage("import needs at least one PATH") }
            let contents = try ImportSources.read(paths)
            output = Array(try LibraryImport.apply(contents, to: controller).line.utf8)
        case let .check(json):
            let skipped = controller.skippedOnLoad
            output = CheckCommand.render(skipped, json: json, forTerminal: io.standardOutputIsTerminal)
            failureAfterOutput = CheckCommand.failure(skipped)
        case .convert:
            // Run before the library is loaded (`NotesApplication.runCommand`).
            break
        }
    }

    /// The name on one line (`Note.displayTitle`, so an untitled note
    /// never starts with an empty line), a blank line, the body; made safe
    /// for a terminal.
    func show(_ note: Note) -> String {
        let forTerminal = io.standardOutputIsTerminal
        let title = SafeText.line(note.displayTitle, forTerminal: forTerminal)
        let body = SafeText.block(note.body, forTerminal: forTerminal)
        let ending = body.isEmpty || body.hasSuffix("\n") ? "" : "\n"
        return title + "\n\n" + body + ending
    }
}
