import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport

/// Vault notes for link tests: each a path in the vault and a body, titled
/// by its file's name unless a title is given, over an in-memory store.
enum VaultNotes {
    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
    }

    static func note(_ number: Int, _ path: String, _ body: String = "", title: String? = nil,
                     aliases: [String] = [], titleSource: NoteFile.TitleSource? = nil) -> Note {
        let file = NoteFile(path: path, titleSource: titleSource ?? (title == nil ? .fileName : .frontMatter), aliases: aliases)
        let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(number))
        return Note(id: id(number), title: title ?? file.name, body: body, created: date, modified: date, file: file)
    }

    /// A loaded controller over `notes`.
    static func controller(_ notes: [Note]) throws -> NotesController {
        let store = InMemoryNotesStore(library: Library(notes: notes))
        let controller = NotesController(store: store, clock: { Date(timeIntervalSince1970: 1_800_000_000) }, samples: [])
        try controller.load()
        return controller
    }
}
