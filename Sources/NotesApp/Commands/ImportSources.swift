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
///
/// Only regular files are read. Inside a folder, links are not followed
/// (a link may point anywhere) and FIFOs, devices and sockets are skipped;
/// the summary counts both. A path the user names is followed if it is a
/// link (they named it), but one that is not a regular file is refused
/// with a line saying what it is. Every file is opened non-blocking and
/// read up to `maximumBytes`, so nothing can make `import` hang or grow.
enum ImportSources {
    struct Contents {
        /// From JSON: ids and dates as they were.
        var exported: [Note] = []
        /// From Markdown: title, body and the file's modification time.
        var markdown: [(title: String, body: String, modified: Date, file: String)] = []
        /// Entries of folders left out: links, and files that are not regular.
        var skippedLinks = 0
        var skippedSpecialFiles = 0
    }

    /// More than any real export or note; a file this big is not one.
    static let maximumBytes = 256 * 1024 * 1024

    static func read(_ paths: [String]) throws(CommandError) -> Contents {
        var contents = Contents()
        for path in paths {
            for file in try files(at: path, into: &contents) {
                try read(file, into: &contents)
            }
        }
        return contents
    }

    /// `path` itself, or the regular Markdown files in it when it is a folder.
    private static func files(at path: String, into contents: inout Contents) throws(CommandError) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                throw .usage("\(Echo.path(path)) does not exist; give a JSON export, Markdown files or a folder of them")
            }
            throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); check the path and try again; nothing was imported")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFREG { return [path] }
        guard type == S_IFDIR else { throw notAFile(path, type: type) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var markdown: [String] = []
        for name in names where !name.hasPrefix(".") && isMarkdownName(name) {
            var entry = stat()
            guard lstat(path + "/" + name, &entry) == 0 else { continue }
            switch entry.st_mode & S_IFMT {
            case S_IFREG: markdown.append(name)
            case S_IFLNK: contents.skippedLinks += 1
            case S_IFDIR: continue
            default: contents.skippedSpecialFiles += 1
            }
        }
        guard !markdown.isEmpty else {
            let skipped = Skipped(links: contents.skippedLinks, specialFiles: contents.skippedSpecialFiles).text
            throw .usage("\(Echo.path(path)) is a folder with no .md files in it\(skipped.isEmpty ? "" : " to import (\(skipped))"); give a JSON export or Markdown files")
        }
        return markdown.sorted().map { path + "/" + $0 }
    }

    private static func notAFile(_ path: String, type: mode_t) -> CommandError {
        .badInput("cannot import \(Echo.path(path)): it is \(ExportFiles.describe(type: type)), not a file; give a JSON export or Markdown files; nothing was imported")
    }

    private static func read(_ path: String, into contents: inout Contents) throws(CommandError) {
        let (data, info) = try readBounded(path)
        if path.lowercased().hasSuffix(".json") {
            do {
                contents.exported += try LibraryCodec.decode(data).notes
            } catch {
                throw .badInput("cannot import \(Echo.path(path)): \(error); it should be a file 'notes-tui export' wrote; nothing was imported")
            }
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .badInput("cannot import \(Echo.path(path)): it is not UTF-8 text; convert it (e.g. with iconv) and try again; nothing was imported")
        }
        let file = fallbackTitle(for: path)
        let note = MarkdownNote.parse(text, fallbackTitle: file)
        contents.markdown.append((note.title, note.body, ExportFiles.modificationDate(of: info), file))
    }

    /// The file's bytes and status. Opened non-blocking (a FIFO swapped in
    /// after the check cannot hang the open) and checked again on the
    /// descriptor, so only a regular file is ever read, and never past
    /// `maximumBytes`.
    private static func readBounded(_ path: String) throws(CommandError) -> (Data, stat) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let advice = errno == EACCES ? "make it readable (chmod u+r) and try again" : "check the file and try again"
            throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); \(advice); nothing was imported")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); nothing was imported")
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw notAFile(path, type: type) }
        guard Int(info.st_size) <= maximumBytes else { throw tooBig(path) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); nothing was imported")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // A file still growing as it is read.
            if data.count > maximumBytes { throw tooBig(path) }
        }
        return (data, info)
    }

    private static func tooBig(_ path: String) -> CommandError {
        .badInput("cannot import \(Echo.path(path)): it is larger than \(maximumBytes / 1024 / 1024) MB, too big for a notes export; nothing was imported")
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

    /// What a folder's skipped entries were, in words: "skipped 2 symbolic
    /// links (not followed inside a folder…), 1 FIFO or device (not a regular file)".
    struct Skipped: Equatable {
        var links: Int
        var specialFiles: Int

        var text: String {
            var parts: [String] = []
            if links > 0 {
                parts.append("\(links) symbolic link\(links == 1 ? "" : "s") (not followed inside a folder; name the file itself to import it)")
            }
            if specialFiles > 0 {
                parts.append("\(specialFiles) FIFO\(specialFiles == 1 ? "" : "s"), device\(specialFiles == 1 ? "" : "s") or socket\(specialFiles == 1 ? "" : "s") (not regular files)")
            }
            return parts.isEmpty ? "" : "skipped " + parts.joined(separator: ", ")
        }
    }
}
