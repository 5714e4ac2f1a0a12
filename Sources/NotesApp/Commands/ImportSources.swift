import Foundation
import NotesCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads the files `import` was given, all of them, before anything is
/// added: a file that cannot be read stops the import with nothing imported.
///
/// A `.json` file is a JSON export (or a data file): its notes keep their
/// ids and dates. Any other file is Markdown (see `MarkdownNote.parse`),
/// dated by its modification time. A folder stands for the `.md` and
/// `.markdown` files directly in it.
enum ImportSources {
    struct Contents {
        /// From JSON: ids and dates as they were.
        var exported: [Note] = []
        /// From Markdown: title, body and the file's modification time.
        var markdown: [(title: String, body: String, modified: Date)] = []
    }

    static func read(_ paths: [String]) throws(CommandError) -> Contents {
        var contents = Contents()
        for path in paths {
            for file in try files(at: path) {
                try read(file, into: &contents)
            }
        }
        return contents
    }

    /// `path` itself, or the Markdown files in it when it is a folder.
    private static func files(at path: String) throws(CommandError) -> [String] {
        switch ExportFiles.kind(of: path) {
        case .missing:
            throw .usage("\(path) does not exist; give a JSON export, Markdown files or a folder of them")
        case .other:
            return [path]
        case .folder:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let markdown = names.filter { name in
                !name.hasPrefix(".") && isMarkdownName(name) && ExportFiles.kind(of: path + "/" + name) == .other
            }
            guard !markdown.isEmpty else {
                throw .usage("\(path) is a folder with no .md files in it; give a JSON export or Markdown files")
            }
            return markdown.sorted().map { path + "/" + $0 }
        }
    }

    private static func read(_ path: String, into contents: inout Contents) throws(CommandError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput("cannot import \(path): \(ExportFiles.describe(errno == 0 ? EACCES : errno)); make it readable (chmod u+r) and try again; nothing was imported")
        }
        if path.lowercased().hasSuffix(".json") {
            do {
                contents.exported += try LibraryCodec.decode(data).notes
            } catch {
                throw .badInput("cannot import \(path): \(error); it should be a file 'notes-tui export' wrote; nothing was imported")
            }
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .badInput("cannot import \(path): it is not UTF-8 text; convert it (e.g. with iconv) and try again; nothing was imported")
        }
        var info = stat()
        let modified = stat(path, &info) == 0 ? ExportFiles.modificationDate(of: info) : LibraryDate.truncated(Date())
        let note = MarkdownNote.parse(text, fallbackTitle: fallbackTitle(for: path))
        contents.markdown.append((note.title, note.body, modified))
    }

    private static func isMarkdownName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// The file name without its folder and without `.md`/`.markdown`.
    static func fallbackTitle(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        for suffix in [".md", ".markdown"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
