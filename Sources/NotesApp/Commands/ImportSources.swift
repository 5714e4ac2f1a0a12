import Foundation
import NotesCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads the files `import` was given, all of them, before anything is
/// added: a file that cannot be read stops the import with nothing imported.
///
/// A `.json` file is a JSON export (or a data file), whose notes keep
/// their ids and dates, or a Simplenote export (`SimplenoteExport`). Any
/// other file is Markdown (see `MarkdownNote.parse`), with YAML front
/// matter or without (`FrontMatter`), dated by its front matter or else its
/// modification time. A folder stands for the `.md` and `.markdown` files
/// in it and in its subfolders; hidden entries (`.git`, `.obsidian`,
/// `.trash`) are left out unread.
///
/// Only regular files are read. Inside a folder, links are not followed
/// (a link may point anywhere) and FIFOs, devices and sockets are skipped;
/// so are files that are not Markdown or not UTF-8; the summary counts
/// each. A path the user names is followed if it is a
/// link (they named it), but one that is not a regular file is refused
/// with a line saying what it is. Every file is opened non-blocking and
/// read up to `maximumBytes`, so nothing can make `import` hang or grow.
enum ImportSources {
    /// One Markdown file's note. `id` is set when the front matter held a
    /// UUID (this app's own export): such a note is matched by id.
    struct MarkdownItem {
        var title: String
        var body: String
        var modified: Date
        var created: Date?
        var id: UUID?
        var pinned = false
        /// The file's name without `.md`.
        var file: String
        /// The file's own modification time: for a note with an id, the
        /// time of an edit made to the file after the export.
        var fileModified: Date?
    }

    struct Contents {
        /// From JSON: ids and dates as they were.
        var exported: [Note] = []
        /// From Markdown.
        var markdown: [MarkdownItem] = []
        /// Entries of folders left out: links, and files that are not regular.
        var skippedLinks = 0
        var skippedSpecialFiles = 0
        /// Entries named with a leading dot (`.git`, `.obsidian`), not read.
        var skippedHidden = 0
        /// Files and notes left out for other reasons.
        var skipped: [SkipReason: Int] = [:]
    }

    /// More than any real export or note; a file this big is not one.
    static let maximumBytes = 256 * 1024 * 1024
    /// How deep a folder's subfolders are read.
    static let maximumDepth = 64

    static func read(_ paths: [String], timeZone: ShownTimeZone = .system) throws(CommandError) -> Contents {
        var contents = Contents()
        for path in paths {
            let named = try files(at: path, into: &contents)
            for file in named.files {
                try read(file, inFolder: named.inFolder, timeZone: timeZone, into: &contents)
            }
        }
        return contents
    }

    /// `path` itself, or the regular Markdown files in it and its
    /// subfolders when it is a folder.
    private static func files(at path: String, into contents: inout Contents) throws(CommandError) -> (files: [String], inFolder: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                throw .usage("\(Echo.path(path)) does not exist; give a JSON export, Markdown files or a folder of them")
            }
            throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); check the path and try again; nothing was imported")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFREG { return ([path], false) }
        guard type == S_IFDIR else { throw notAFile(path, type: type) }
        var markdown: [String] = []
        walk(path, depth: 0, found: &markdown, contents: &contents)
        guard !markdown.isEmpty else {
            let skipped = Skipped(links: contents.skippedLinks, specialFiles: contents.skippedSpecialFiles, hidden: contents.skippedHidden,
                                  reasons: contents.skipped).text
            throw .usage("\(Echo.path(path)) is a folder with no .md files in it\(skipped.isEmpty ? "" : " to import (\(skipped))"); give a JSON export or Markdown files")
        }
        return (markdown, true)
    }

    /// The folder's entries in name order, subfolders where they sort;
    /// links are counted, never followed, so no walk leaves the folder.
    private static func walk(_ folder: String, depth: Int, found: inout [String], contents: inout Contents) {
        guard depth < maximumDepth else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() {
            // Hidden entries (an app's settings, a repository) are not notes;
            // they are counted so the summary accounts for everything there.
            guard !name.hasPrefix(".") else {
                contents.skippedHidden += 1
                continue
            }
            let path = folder + "/" + name
            var entry = stat()
            guard lstat(path, &entry) == 0 else { continue }
            switch entry.st_mode & S_IFMT {
            case S_IFDIR: walk(path, depth: depth + 1, found: &found, contents: &contents)
            case S_IFREG:
                if isMarkdownName(name) { found.append(path) } else { contents.skipped[.notMarkdown, default: 0] += 1 }
            case S_IFLNK: contents.skippedLinks += 1
            default: contents.skippedSpecialFiles += 1
            }
        }
    }

    private static func notAFile(_ path: String, type: mode_t) -> CommandError {
        .badInput("cannot import \(Echo.path(path)): it is \(ExportFiles.describe(type: type)), not a file; give a JSON export or Markdown files; nothing was imported")
    }

    private static func read(_ path: String, inFolder: Bool, timeZone: ShownTimeZone, into contents: inout Contents) throws(CommandError) {
        let (data, info) = try readBounded(path)
        if path.lowercased().hasSuffix(".json") {
            try readJSON(data, path: path, into: &contents)
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            if inFolder { contents.skipped[.notUTF8, default: 0] += 1; return }
            throw .badInput("cannot import \(Echo.path(path)): it is not UTF-8 text; convert it (e.g. with iconv) and try again; nothing was imported")
        }
        let item = markdownItem(text, file: fallbackTitle(for: path), modified: ExportFiles.modificationDate(of: info),
                                timeZone: timeZone, skipped: &contents.skipped)
        if let item { contents.markdown.append(item) }
    }

    private static func readJSON(_ data: Data, path: String, into contents: inout Contents) throws(CommandError) {
        let failure: LibraryDecodingError
        do {
            contents.exported += try LibraryCodec.decode(data).notes
            return
        } catch {
            failure = error
        }
        guard let simplenote = SimplenoteExport.read(data) else {
            throw .badInput("cannot import \(Echo.path(path)): \(failure); it should be a file 'notes-tui export' wrote or a Simplenote export (notes.json); nothing was imported")
        }
        contents.exported += simplenote.notes
        contents.skipped.merge(simplenote.skipped, uniquingKeysWith: +)
    }

    /// One Markdown file's note, its front matter read; nil (and counted)
    /// when the front matter is too large to read.
    static func markdownItem(_ text: String, file: String, modified: Date, timeZone: ShownTimeZone,
                             skipped: inout [SkipReason: Int]) -> MarkdownItem? {
        switch FrontMatter.read(text, timeZone: timeZone) {
        case .tooLarge:
            skipped[.frontMatterTooLarge, default: 0] += 1
            return nil
        case .notYAML:
            skipped[.frontMatterNotYAML, default: 0] += 1
            fallthrough
        case .none:
            let note = MarkdownNote.parse(text, fallbackTitle: file)
            return MarkdownItem(title: note.title, body: note.body, modified: modified, file: file)
        case let .parsed(fields, rest):
            let noHeading = "\u{0}"
            var note = MarkdownNote.parse(rest, fallbackTitle: noHeading)
            if note.title == noHeading {
                // No heading: the text after the front matter is the body.
                note = (fields.title ?? file, droppingLeadingBlankLines(note.body))
            } else if let title = fields.title, note.title != title {
                // A heading other than the front matter's title stays in the body.
                note = (title, droppingLeadingBlankLines(trimmedText(rest)))
            }
            let modifiedDate = fields.modified ?? fields.created ?? modified
            return MarkdownItem(title: note.title, body: ImportedTags.appending(fields.tags, to: note.body),
                                modified: modifiedDate, created: fields.created ?? modifiedDate, id: fields.id,
                                pinned: fields.pinned, file: file, fileModified: modified)
        }
    }

    private static func trimmedText(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    private static func droppingLeadingBlankLines(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let newline = scalars.firstIndex(of: "\n"),
              scalars[..<newline].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            scalars = scalars[scalars.index(after: newline)...]
        }
        return String(scalars)
    }

    /// The file's bytes and status. Opened non-blocking (a FIFO swapped in
    /// after the check cannot hang the open) and checked again on the
    /// descriptor, so only a regular file is ever read, and never past
    /// `maximumBytes`.
    static func readBounded(_ path: String) throws(CommandError) -> (Data, stat) {
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
}
