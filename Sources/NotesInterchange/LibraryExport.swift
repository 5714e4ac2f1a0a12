import Foundation
import LibraryFormat
import NotesModel
#if canImport(Glibc)
import Glibc
#endif

/// `export`: the whole library, as the data file's JSON (to stdout or a
/// file) or as a folder of Markdown files.
///
/// The JSON export holds the notes only: a draft is an edit interrupted on
/// this machine, not part of the library another one should receive.
///
/// Nothing already there is overwritten without `--force` (see
/// `ExportFiles`). A Markdown export checks every file name before it
/// writes the first, so a refused export leaves the folder as it was; if a
/// write fails half-way, the files it had created are removed again.
package enum LibraryExport {
    /// The bytes for stdout (JSON without `--output`); empty otherwise.
    package static let markdownNeedsFolder = "a Markdown export writes one file per note; give the folder with --output PATH"

    package static func run(_ notes: [Note], format: ExportFormat, output: String?, force: Bool) throws(CommandError) -> [UInt8] {
        switch format {
        case .json:
            let bytes = LibraryCodec.encode(Library(notes: notes))
            guard let output else { return bytes }
            if ExportFiles.kind(of: output) == .folder {
                throw .usage("\(Echo.path(output)) is a folder; a JSON export is one file, e.g. --output \(Echo.path(output))/notes.json")
            }
            try ExportFiles.checkWritable(output, force: force)
            let parent = (output as NSString).deletingLastPathComponent
            if !parent.isEmpty { try ExportFiles.makeFolder(parent) }
            try ExportFiles.write(bytes, to: output, force: force)
            return []
        case .markdown:
            guard let output else {
                throw .usage(markdownNeedsFolder)
            }
            try writeMarkdown(notes, into: output, force: force)
            return []
        }
    }

    /// One `.md` file per note. Notes are taken oldest first (ties by id),
    /// so that the same library always gives the same names and a repeated
    /// title's `2`, `3`… follow the order the notes were written in.
    private static func writeMarkdown(_ notes: [Note], into folder: String, force: Bool) throws(CommandError) {
        try ExportFiles.makeFolder(folder)
        let ordered = notes.sorted { lhs, rhs in
            lhs.created != rhs.created ? lhs.created < rhs.created : lhs.id.textPrecedes(rhs.id)
        }
        let paths = MarkdownFileName.unique(for: ordered.map(\.displayTitle)).map { folder + "/" + $0 }
        try checkAll(paths, force: force)
        var created: [String] = []
        do {
            for (note, path) in zip(ordered, paths) {
                let isNew = ExportFiles.kind(of: path) == .missing
                try ExportFiles.write(Array(MarkdownNote.fileText(note).utf8), to: path, modified: note.modified, force: force)
                if isNew { created.append(path) }
            }
        } catch {
            for path in created { unlink(path) }
            throw error
        }
    }

    /// Refuses up front, naming the first file in the way and how many more.
    private static func checkAll(_ paths: [String], force: Bool) throws(CommandError) {
        var refusals: [CommandError] = []
        for path in paths {
            do { try ExportFiles.checkWritable(path, force: force) } catch { refusals.append(error) }
        }
        guard let first = refusals.first else { return }
        let more = refusals.count > 1 ? " (\(refusals.count - 1) more file\(refusals.count == 2 ? "" : "s") in the way; nothing was written)" : " (nothing was written)"
        throw CommandError(message: first.message + more, exitCode: first.exitCode)
    }
}
