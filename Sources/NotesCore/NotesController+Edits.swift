import Foundation
import NotesMerging
import NotesModel

/// An edit of a note's text, as a screen or the user's editor made it.
public struct NoteEdit: Equatable {
    /// The note edited; nil for a new note.
    public var noteID: UUID?
    public var title: String
    public var body: String
    /// The note's text when the edit began: when the note holds something
    /// else now, it was changed elsewhere meanwhile.
    public var originalTitle: String
    public var originalBody: String

    public init(noteID: UUID?, title: String, body: String, originalTitle: String = "", originalBody: String = "") {
        (self.noteID, self.title, self.body) = (noteID, title, body)
        (self.originalTitle, self.originalBody) = (originalTitle, originalBody)
    }

    /// Whether title and body are both blank: a new note left so is not created.
    var isBlank: Bool {
        title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}

/// What saving an edit came to, for the screen to show.
public enum EditOutcome: Equatable {
    /// The note was created or updated.
    case saved(UUID)
    /// The note was deleted elsewhere meanwhile: the edit is a new note.
    case recreated(UUID)
    /// The note was changed elsewhere meanwhile: this edit, the newer,
    /// won, and the other version is kept as a note titled `copyTitle`.
    case keptConflictCopy(UUID, copyTitle: String)
    /// A new note left blank: nothing was created.
    case nothingToSave

    /// The note that holds the edit, if any.
    public var noteID: UUID? {
        switch self {
        case let .saved(id), let .recreated(id), let .keptConflictCopy(id, _): return id
        case .nothingToSave: return nil
        }
    }
}

extension NotesController {
    /// Saves an edit, in memory (the app's save policy writes it): updates
    /// the note; when it was deleted elsewhere, keeps the text as a new
    /// note; when it was changed elsewhere (another process saved it and
    /// this controller took that in), this edit wins and the other version
    /// is kept as a conflict copy, as a merge would. No edit is silently
    /// lost; unchanged text leaves `modified` alone.
    public func saveEdit(_ edit: NoteEdit) -> EditOutcome {
        settleLoading()
        if let id = edit.noteID, let current = note(withID: id) {
            let changedElsewhere = current.title != edit.originalTitle || current.body != edit.originalBody
            let differsFromThisEdit = current.title != edit.title || current.body != edit.body
            var copy: Note?
            if changedElsewhere && differsFromThisEdit {
                let conflict = LibraryMerge.conflictCopy(of: current, id: makeID())
                changeNotes { $0.append(conflict) }
                markUnsaved(conflict.id)
                copy = conflict
            }
            updateNote(id, title: edit.title, body: edit.body)
            return copy.map { .keptConflictCopy(id, copyTitle: $0.title) } ?? .saved(id)
        }
        guard !edit.isBlank else { return .nothingToSave }
        let note = createNote(title: edit.title, body: edit.body)
        return edit.noteID == nil ? .saved(note.id) : .recreated(note.id)
    }
}
