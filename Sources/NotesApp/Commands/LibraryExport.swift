import Foundation
import NotesCore

/// `export`: the whole library, as the data file's JSON (to stdout or a
/// file) or as a folder of Markdown files.
///
/// The JSON export holds the notes only: a draft is an edit interrupted on
/// this machine, not part of the library another one should receive.
enum LibraryExport {
    /// The bytes for stdout (JSON without `--output`); empty otherwise.
    static func run(_ notes: [Note], format: ExportFormat, output: String?) throws(CommandError) -> [UInt8] {
        switch format {
        case .json:
            let bytes = LibraryCodec.encode(Library(notes: notes))
            guard let output else { return bytes }
            if ExportFiles.kind(of: output) == .folder {
                throw .usage("\(output) is a folder; a JSON export is one file, e.g. --output \(output)/notes.json")
            }
            let parent = (output as NSString).deletingLastPathComponent
            if !parent.isEmpty { try ExportFiles.makeFolder(parent) }
            try ExportFiles.write(bytes, to: output)
            return []
        case .markdown:
            guard let output else {
                throw .usage("a Markdown export writes one file per note; give the folder with --output PATH")
            }
            try writeMarkdown(notes, into: output)
            return []
        }
    }

    /// One `.md` file per note. Notes are taken oldest first (ties by id),
    /// so that the same library always gives the same names and a repeated
    /// title's `2`, `3`… follow the order the notes were written in.
    private static func writeMarkdown(_ notes: [Note], into folder: String) throws(CommandError) {
        try ExportFiles.makeFolder(folder)
        let ordered = notes.sorted { lhs, rhs in
            lhs.created != rhs.created ? lhs.created < rhs.created : lhs.id.uuidString < rhs.id.uuidString
        }
        let names = MarkdownFileName.unique(for: ordered.map(\.displayTitle))
        for (note, name) in zip(ordered, names) {
            let text = MarkdownNote.render(note)
            try ExportFiles.write(Array(text.utf8), to: folder + "/" + name, modified: note.modified)
        }
    }
}
