import Foundation
import LibraryFormat
import NotesModel
import NotesVault

/// JSON files for `import`, known by what they hold, not by their name: a
/// `--reset` backup (`notes.json.20261128-005131.bak`), a rescue copy or a
/// Simplenote export renamed `export.txt` is read as the export it is,
/// never as one Markdown note whose body is raw JSON.
extension ImportSources {
    /// Takes the notes of `data` when it is a notes-tui library (an export,
    /// a data file, a backup) or a Simplenote export, and says so; false
    /// when the file is to be read as Markdown. Refuses a `.json` file that
    /// is neither, and any other JSON document not named as Markdown (a
    /// backup of a newer version, say), rather than importing it as text.
    package static func readJSONIfExport(_ data: Data, path: String, into contents: inout Contents) throws(CommandError) -> Bool {
        let namedJSON = path.lowercased().hasSuffix(".json")
        guard namedJSON || startsLikeJSON(data) else { return false }
        let library: Library
        do {
            library = try LibraryCodec.decode(data)
        } catch {
            if let simplenote = SimplenoteExport.read(data) {
                contents.exported += simplenote.notes
                contents.skipped.merge(simplenote.skipped, uniquingKeysWith: +)
                return true
            }
            // A Markdown note may well hold nothing but JSON: its name says what it is.
            if !namedJSON, isMarkdownName(path) || !isJSON(data) { return false }
            throw .badInput("cannot import \(Echo.path(path)): \(error); it should be a file 'notes-tui export' wrote or a Simplenote export (notes.json); nothing was imported")
        }
        try refuseDatesOutOfRange(library.notes, path: path)
        contents.exported += library.notes
        return true
    }

    /// A library's dates are the library's own, and a date it could not have
    /// been written with (a year 0000, by hand) makes the file wrong, as any
    /// other wrong field does: refused whole, by name.
    private static func refuseDatesOutOfRange(_ notes: [Note], path: String) throws(CommandError) {
        for note in notes {
            let dates: [(field: String, date: Date?)] = [("created", note.created), ("modified", note.modified), ("trashed", note.trashed)]
            for (field, date) in dates {
                guard let date, ImportDate.checked(date) == .outOfRange else { continue }
                throw .badInput("cannot import \(Echo.path(path)): the note \"\(Echo.text(note.displayTitle))\" has a \(field) date \(ImportDate.rangeText) (\(LibraryDate.string(from: date))); correct it and try again; nothing was imported")
            }
        }
    }

    /// A `{` or `[` first, after a byte order mark and white space.
    private static func startsLikeJSON(_ data: Data) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }
}
