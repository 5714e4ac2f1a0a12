import Foundation
import NotesCore

/// `import`: adds what `ImportSources` read to the library, so that
/// importing the same thing twice changes nothing.
///
/// - Notes from a JSON export keep their ids: one already in the library is
///   replaced only when the imported copy was modified later, so importing
///   an old export never undoes newer edits.
/// - So do notes from a Simplenote export (their ids derived from
///   Simplenote's) and Markdown files whose front matter holds an `id`
///   (this app's own Markdown export).
/// - Other notes from Markdown get new ids, so they are matched by content
///   instead: a note whose name (`Note.displayTitle`) and body equal a note
///   already in the library (or earlier in the same import) is skipped. That also makes a
///   Markdown export of this very library import as nothing new.
enum LibraryImport {
    struct Summary: Equatable {
        var added = 0
        var updated = 0
        var unchanged = 0
        var skipped = ImportSources.Skipped(links: 0, specialFiles: 0)

        var line: String {
            let total = added + updated + unchanged
            let skippedText = skipped.text
            return "imported \(total) note\(total == 1 ? "" : "s"): \(added) new, \(updated) updated, \(unchanged) already there"
                + (skippedText.isEmpty ? "" : "; " + skippedText) + "\n"
        }
    }

    static func apply(_ contents: ImportSources.Contents, to controller: NotesController,
                      makeID: () -> UUID = { UUID() }) -> Summary {
        var summary = Summary()
        summary.skipped = ImportSources.Skipped(links: contents.skippedLinks, specialFiles: contents.skippedSpecialFiles,
                                                hidden: contents.skippedHidden,
                                                reasons: contents.skipped)
        // The trash too: re-importing a trashed note adds no second copy.
        let existing = Dictionary(controller.allNotes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The same id twice in one import (two exports, say): the newer copy counts.
        var newest: [UUID: Note] = [:]
        let withIDs = contents.markdown.compactMap { item in
            item.id.map { id in
                var note = Note(id: id, title: item.title, body: item.body, created: LibraryDate.truncated(item.created ?? item.modified),
                                modified: LibraryDate.truncated(item.modified), pinned: item.pinned)
                // A file edited after the export (its front matter left as it
                // was) is dated by the edit, so the edit is imported.
                if let current = existing[id], current.title != note.title || current.body != note.body,
                   let edited = item.fileModified.map(LibraryDate.truncated), edited > note.modified {
                    note.modified = edited
                }
                return note
            }
        }
        for note in contents.exported + withIDs {
            if let other = newest[note.id], other.modified >= note.modified { continue }
            newest[note.id] = note
        }
        var accepted: [Note] = []
        for note in newest.values {
            if let current = existing[note.id] {
                guard note.modified > current.modified else { summary.unchanged += 1; continue }
                summary.updated += 1
            } else {
                summary.added += 1
            }
            accepted.append(note)
        }
        var seenText = Set((Array(existing.values) + accepted).map { TextKey(title: $0.displayTitle, body: $0.body) })
        var fromMarkdown: [Note] = []
        for item in contents.markdown where item.id == nil {
            let key = TextKey(title: Note.displayTitle(title: item.title, body: item.body), body: item.body)
            guard seenText.insert(key).inserted else { summary.unchanged += 1; continue }
            let modified = LibraryDate.truncated(item.modified)
            // The file's name is kept: `[[links]]` may name the note by it.
            fromMarkdown.append(Note(id: makeID(), title: item.title, body: item.body,
                                     created: LibraryDate.truncated(item.created ?? modified), modified: modified,
                                     pinned: item.pinned, importedFrom: item.file))
            summary.added += 1
        }
        controller.insertNotes(accepted + fromMarkdown)
        return summary
    }

    private struct TextKey: Hashable {
        var title: String
        var body: String
    }
}
