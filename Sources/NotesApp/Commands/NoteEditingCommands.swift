import Foundation
import NotesCore
import NotesInterchange
import NotesModel

/// What `edit` needs beyond the library: the user's editor and where its
/// file may go. Injected, so tests use a fake editor.
struct CommandEditing {
    var editor: ExternalEditor
    var folders: [String]
}

// `add --template`, `edit`, `append` and `rename` (CONTRACT §14): each
// changes one note, through the same saves as the app's.
extension CommandRunner {
    mutating func runNoteEditing(_ command: NotesCommand) throws {
        switch command {
        case let .addFromTemplate(title, template, words):
            guard let starter else { throw CommandError.usage("templates are not available here") }
            let title = title ?? ""
            let filled = try starter.fromTemplate(template, title: title)
            let body = filled.inserting(try NoteInput.body(words: words, io: io))
            guard !title.isEmpty || !body.isEmpty else { throw CommandError.nothingToAdd }
            output = Array((controller.createNote(title: title, body: body).id.text + "\n").utf8)
        case let .append(reference, words):
            let note = try liveNote(reference, command: "append")
            let line = try NoteInput.body(words: words, io: io)
            guard !line.isEmpty else {
                throw CommandError.usage("nothing to append; give the text as arguments, or pipe it on stdin")
            }
            let separator = note.body.isEmpty || note.body.hasSuffix("\n") ? "" : "\n"
            _ = controller.saveEdit(NoteEdit(noteID: note.id, title: note.title, body: note.body + separator + line,
                                             originalTitle: note.title, originalBody: note.body))
        case let .rename(reference, title, updateLinks):
            try rename(liveNote(reference, command: "rename"), to: title, updateLinks: updateLinks)
        case let .edit(reference, updateLinks):
            try edit(liveNote(reference, command: "edit"), updateLinks: updateLinks)
        default:
            break
        }
    }

    private mutating func rename(_ note: Note, to title: String, updateLinks: Bool) throws {
        guard !Note.isBlank(title) else { throw CommandError.usage("rename needs a new title that is not blank") }
        guard !title.contains(where: \.isNewline) else { throw CommandError.usage("a title is one line; give NEW without line breaks") }
        let edit = NoteEdit(noteID: note.id, title: title, body: note.body, originalTitle: note.title, originalBody: note.body)
        if let other = controller.nameClash(for: edit) {
            throw CommandError.refused("'\(Echo.text(other.displayTitle))' already goes by that name: links could not tell "
                                       + "the two apart; nothing was renamed; choose another title")
        }
        guard updateLinks, let rename = controller.linkRename(for: edit) else {
            _ = controller.saveEdit(edit)
            return
        }
        let rewritten = controller.saveEdit(edit, rewriting: rename).rewritten
        output = Array(("updated " + Self.links(rewritten) + "\n").utf8)
    }

    /// `edit`: the user's editor on the note's file, then what it wrote
    /// saved before its file is removed. A new title that links name the
    /// note by rewrites them as `updateLinks` says, else as asked.
    private mutating func edit(_ note: Note, updateLinks: Bool?) throws {
        guard let editing else { throw CommandError.usage("no editor is available here") }
        let session = ExternalEditSession(editor: editing.editor, folders: editing.folders) { $0() }
        let controller = controller
        let io = io
        var said: String?
        var editorStopped = false
        let outcome = session.edit(title: note.title, body: note.body, commit: { title, body in
            let edit = NoteEdit(noteID: note.id, title: title, body: body, originalTitle: note.title, originalBody: note.body)
            if let rename = controller.linkRename(for: edit) {
                let question = "Update \(Self.links(rename.count)) to \"\(Echo.text(rename.newName))\"? (y/n) "
                switch updateLinks ?? io.askOnTerminal(question) {
                case true?:
                    said = "updated " + Self.links(controller.saveEdit(edit, rewriting: rename).rewritten)
                case false?:
                    _ = controller.saveEdit(edit)
                case nil:
                    _ = controller.saveEdit(edit)
                    io.warn("no terminal to ask whether to update \(Self.links(rename.count)) to the new title, so they "
                            + "still name the old title (give edit --update-links or --no-links to say which)")
                }
            } else {
                _ = controller.saveEdit(edit)
            }
            controller.saveIfNeeded()
            return controller.lastSaveError == nil
        }, keepUnsaved: { _, _ in
            // No screen to show unsaved text on: it stays in its file.
            editorStopped = true
            return false
        })
        if let said { output = Array((said + "\n").utf8) }
        switch outcome {
        case .saved, .unchanged: return
        case let .editorFailed(status): throw CommandError.refused("the editor failed (status \(status)); nothing changed")
        case .emptied: throw CommandError.refused("the editor left the file empty; nothing changed")
        case .noTemporaryFile: throw CommandError.cannotWrite("could not write a file for the editor; nothing changed")
        case let .notUTF8(path):
            throw CommandError.badInput("the editor wrote text that is not UTF-8; nothing changed; it is kept in \(Echo.path(path))")
        case let .keptFile(path) where editorStopped:
            throw CommandError.refused("the editor failed after writing; nothing changed; its text is kept in \(Echo.path(path))")
        case let .keptFile(path):
            throw CommandError.cannotWrite("the library could not be written; the editor's text is kept in \(Echo.path(path))")
        case .keptUnsaved: return
        case let .unreadable(reason): throw CommandError.badInput("could not read the editor's file back (\(reason)); nothing changed")
        }
    }

    /// "1 link", "3 links".
    static func links(_ count: Int) -> String { count == 1 ? "1 link" : "\(count) links" }
}
