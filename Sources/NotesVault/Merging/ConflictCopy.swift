import Foundation
import NotesModel

/// The losing side of a conflict kept as a note of its own: titled
/// `<title> (conflict YYYY-MM-DD HH:MM)` (its `modified`, in UTC), out of
/// the trash, beside the note in the same folder at a path not taken,
/// with a fresh front matter `id` when the file has one; everything else
/// — body, other keys, line breaks — as the losing side wrote it.
enum ConflictCopy {
    static func of(_ loser: NoteFileVersion, besides winner: NoteFileVersion, isPathTaken: (String) -> Bool,
                   makeID: () -> UUID) -> NoteFileVersion {
        let reading = VaultNoteText.read(loser.text, path: loser.path, timeZone: utc)
        let shown = Note(id: UUID(), title: reading.title, body: reading.body, created: loser.modified,
                         modified: loser.modified).displayTitle
        let title = "\(shown) (conflict \(LibraryDate.minuteStamp(of: loser.modified)))"
        let path = freePath(for: title, in: folder(of: loser.path), besides: winner.path, isPathTaken: isPathTaken)
        var file = reading.file
        file.path = path
        if reading.fields.id != nil {
            file.frontMatter = FrontMatterLines.setting("id", to: makeID().uuidString, in: file.frontMatter)
        }
        func text(_ file: NoteFile) -> String {
            VaultNoteText.text(title: title, body: reading.body, pinned: reading.fields.pinned,
                               readPinned: reading.fields.pinned, file: file, readTitle: nil)
        }
        // Where the file keeps its title, else in the front matter (a file
        // name cannot hold the stamp's `:`), else saying how many of the
        // body's opening line breaks are its own.
        var candidates = [text(file)]
        file.titleSource = .frontMatter
        file.headingLine = nil
        candidates.append(text(file))
        let newlines = reading.body.utf8.prefix(while: { $0 == UInt8(ascii: "\n") }).count
        file.frontMatter = FrontMatterLines.setting(FrontMatter.leadingNewlinesKey, to: "\(newlines)", in: file.frontMatter)
        candidates.append(text(file))
        let chosen = candidates.first { candidate in
            let read = VaultNoteText.read(candidate, path: path, timeZone: utc)
            return read.title == title && read.body == reading.body
        } ?? candidates[1]
        return NoteFileVersion(path: path, text: chosen, modified: loser.modified)
    }

    private static let utc = ShownTimeZone.fixed(TimeZone(identifier: "UTC")!)

    /// The folder of `path` (with its `/`, or "" at the top), out of the trash.
    private static func folder(of path: String) -> String {
        let trash = VaultScan.trashFolder + "/"
        let path = path.hasPrefix(trash) ? String(path.dropFirst(trash.count)) : path
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `<folder><name>.md` for the title, else `<name> 2.md`, `<name> 3.md`, …
    private static func freePath(for title: String, in folder: String, besides taken: String,
                                 isPathTaken: (String) -> Bool) -> String {
        let stem = folder + NoteFile.fileName(forTitle: title)
        var path = stem + ".md"
        var number = 2
        while path == taken || isPathTaken(path) {
            path = "\(stem) \(number).md"
            number += 1
        }
        return path
    }
}
