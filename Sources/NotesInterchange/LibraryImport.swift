import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import NotesStorage

/// `import`: adds what `ImportSources` read to the library, so that
/// importing the same thing twice changes nothing, and nothing here is
/// ever replaced unseen.
///
/// - Notes from a JSON export keep their ids, and so do notes from a
///   Simplenote export (their ids derived from Simplenote's) and Markdown
///   files whose front matter holds an `id` (this app's own Markdown export).
///   A note whose id is new is added; one whose title and body are as here
///   is already there. One that differs is merged as two writers' saves
///   are (`LibraryMerge`, with no common version): the newer `modified`
///   wins, the library's on a tie, and the other is kept as a conflict copy,
///   `<title> (conflict YYYY-MM-DD HH:MM)` — unless that very copy is
///   here already (the same file imported again).
/// - A Markdown file whose front matter `modified` is the note's here, edited
///   since it was exported, is an edit of this very version: it updates
///   the note, as a merge does a change made on one side only.
/// - Other notes from Markdown get new ids, so they are matched by content
///   instead: a note whose name (`Note.displayTitle`) and body equal a note
///   already in the library (or earlier in the same import) is skipped. That also makes a
///   Markdown export of this very library import as nothing new.
/// - Nothing is added when the library would then be too large to save
///   (`LibraryFolderAccess.maximumLibrarySize`).
package enum LibraryImport {
    package struct Summary: Equatable {
        package var added = 0
        package var updated = 0
        package var unchanged = 0
        /// Notes that differ here and in the import: both kept, the older as a conflict copy.
        package var merged = 0
        package var skipped = ImportSources.Skipped(links: 0, specialFiles: 0)

        package var line: String {
            let total = added + updated + unchanged + merged
            let mergedText = merged == 0 ? ""
                : ", \(merged) merged (the older version\(merged == 1 ? " kept as a conflict copy" : "s kept as conflict copies"))"
            let skippedText = skipped.text
            return "imported \(total) note\(total == 1 ? "" : "s"): \(added) new, \(updated) updated, \(unchanged) already there"
                + mergedText + (skippedText.isEmpty ? "" : "; " + skippedText) + "\n"
        }
    }

    package static func apply(_ contents: ImportSources.Contents, to controller: NotesController, makeID: () -> UUID = { UUID() },
                      maximumLibrarySize: Int = LibraryFolderAccess.maximumLibrarySize) throws(CommandError) -> Summary {
        var merging = ImportMerging(controller.allNotes)
        merging.summary.skipped = ImportSources.Skipped(links: contents.skippedLinks, specialFiles: contents.skippedSpecialFiles,
                                                        hidden: contents.skippedHidden, unreadableFolders: contents.unreadableFolders,
                                                        reasons: contents.skipped)
        var withIDs = contents.exported.map { (note: $0, base: Note?.none) }
        for item in contents.markdown {
            guard let id = item.id else { continue }
            var note = Note(id: id, title: item.title, body: item.body, created: LibraryDate.truncated(item.created ?? item.modified),
                            modified: LibraryDate.truncated(item.modified), pinned: item.pinned)
            // A file changed after the export (its front matter left as it
            // was: export dates each file by its note) is dated by the
            // change, whatever the library holds, so that importing it
            // again decides the same way. When the note here is still the
            // version exported, the file is an edit of it: one side's change.
            var base: Note?
            if let changed = item.fileModified.map(LibraryDate.truncated), changed > note.modified {
                base = merging.current[id].flatMap { $0.modified == note.modified ? $0 : nil }
                note.modified = changed
            }
            withIDs.append((note, base))
        }
        // Oldest first, whatever the order of the files: the newest version
        // ends as the note, so a second import finds every other one kept.
        let oldestFirst = withIDs.enumerated().sorted { ($0.element.note.modified, $0.offset) < ($1.element.note.modified, $1.offset) }
        for (_, version) in oldestFirst { merging.bringIn(version.note, base: version.base, makeID: makeID) }
        var fromMarkdown: [Note] = []
        for item in contents.markdown where item.id == nil {
            let key = ImportMerging.TextKey(title: Note.displayTitle(title: item.title, body: item.body), body: item.body)
            guard merging.seenText.insert(key).inserted else { merging.summary.unchanged += 1; continue }
            let modified = LibraryDate.truncated(item.modified)
            // The file's name is kept: `[[links]]` may name the note by it.
            fromMarkdown.append(Note(id: makeID(), title: item.title, body: item.body,
                                     created: LibraryDate.truncated(item.created ?? modified), modified: modified,
                                     pinned: item.pinned, importedFrom: item.file))
            merging.summary.added += 1
        }
        let incoming = merging.changed.map { merging.current[$0]! } + merging.conflictCopies + fromMarkdown
        try checkSize(keeping: controller.allNotes, adding: incoming, maximum: maximumLibrarySize)
        controller.insertNotes(incoming)
        return merging.summary
    }

    /// Refuses, before anything is added, notes that would make a library
    /// too large to save: a save would fail, and the rescue copy of the
    /// whole would-be library be larger still.
    private static func checkSize(keeping existing: [Note], adding incoming: [Note], maximum: Int) throws(CommandError) {
        let replaced = Set(incoming.map(\.id))
        let size = LibraryCodec.encodedSize(of: existing.filter { !replaced.contains($0.id) }) + LibraryCodec.encodedSize(of: incoming)
        guard size > maximum else { return }
        throw .badInput("cannot import: with these notes the library would be \(size >> 20) MiB, more than the \(maximum >> 20) MiB notes-tui reads; import fewer or smaller notes; nothing was imported")
    }
}
