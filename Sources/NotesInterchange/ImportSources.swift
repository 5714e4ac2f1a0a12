import Foundation
import NotesModel
import NotesVault
import NotesStorage
#if canImport(Glibc)
import Glibc
#endif

/// Reads the files `import` was given, all of them, before anything is
/// added: a file that cannot be read stops the import with nothing imported.
///
/// A file that holds a JSON export (or a data file, or a backup of one),
/// whose notes keep their ids and dates, or a Simplenote export
/// (`SimplenoteExport`), is read as such whatever its name (`ImportJSON`).
/// Any other file is Markdown (see `MarkdownNote.parse`), with YAML front
/// matter or without (`FrontMatter`), dated by its front matter or else its
/// modification time; it must be text (UTF-8, no NUL byte). A folder stands
/// for the `.md` and `.markdown` files in it and in its subfolders; hidden
/// entries (`.git`, `.obsidian`, `.trash`) are left out unread
/// (`ImportFolders`).
///
/// Only regular files are read. Inside a folder, links are not followed
/// (a link may point anywhere) and FIFOs, devices and sockets are skipped;
/// so are files that are not Markdown or not text, or whose names are not
/// UTF-8; the summary counts each. A path the user names is followed if it is a
/// link (they named it), but one that is not a regular file is refused
/// with a line saying what it is. Every file is opened non-blocking and
/// read up to `maximumBytes`, so nothing can make `import` hang or grow.
package enum ImportSources {
    /// One Markdown file's note. `id` is set when the front matter held a
    /// UUID (this app's own export): such a note is matched by id.
    package struct MarkdownItem {
        package var title: String
        package var body: String
        package var modified: Date
        package var created: Date?
        package var id: UUID?
        package var pinned = false
        /// The file's name without `.md`.
        package var file: String
        /// The file's own modification time: for a note with an id, the
        /// time of an edit made to the file after the export.
        package var fileModified: Date?
    }

    package struct Contents {
        /// From JSON: ids and dates as they were.
        package var exported: [Note] = []
        /// From Markdown.
        package var markdown: [MarkdownItem] = []
        /// Entries of folders left out: links, and files that are not regular.
        package var skippedLinks = 0
        package var skippedSpecialFiles = 0
        /// Entries named with a leading dot (`.git`, `.obsidian`), not read.
        package var skippedHidden = 0
        /// Subfolders that could not be listed.
        package var unreadableFolders = 0
        /// Files and notes left out for other reasons.
        package var skipped: [SkipReason: Int] = [:]
    }

    /// The library's own limit: any library, backup or rescue copy can be
    /// imported back, and a file larger is no note's.
    package static let maximumBytes = LibraryFolderAccess.maximumLibrarySize
    /// How deep a folder's subfolders are read.
    package static let maximumDepth = 64

    package static func read(_ paths: [String], timeZone: ShownTimeZone = .system) throws(CommandError) -> Contents {
        var contents = Contents()
        for path in paths {
            let named = try files(at: path, into: &contents)
            for file in named.files {
                try read(file, inFolder: named.inFolder, timeZone: timeZone, into: &contents)
            }
        }
        return contents
    }

    private static func read(_ path: String, inFolder: Bool, timeZone: ShownTimeZone, into contents: inout Contents) throws(CommandError) {
        let (data, info) = try readBounded(path)
        if try readJSONIfExport(data, path: path, into: &contents) { return }
        // A note is text: a NUL byte means a binary file (an image, a disk
        // image, /dev/zero copied), refused before it becomes a note.
        guard !containsNUL(data) else {
            if inFolder { contents.skipped[.notText, default: 0] += 1; return }
            throw .badInput("cannot import \(Echo.path(path)): it holds NUL bytes, so it is not text (a binary file, or UTF-16: convert that with iconv); give a JSON export or Markdown files; nothing was imported")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            if inFolder { contents.skipped[.notUTF8, default: 0] += 1; return }
            throw .badInput("cannot import \(Echo.path(path)): it is not UTF-8 text; convert it (e.g. with iconv) and try again; nothing was imported")
        }
        let item = markdownItem(text, file: fallbackTitle(for: path), modified: ExportFiles.modificationDate(of: info),
                                timeZone: timeZone, skipped: &contents.skipped)
        if let item { contents.markdown.append(item) }
    }

    private static func containsNUL(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in raw.count > 0 && memchr(raw.baseAddress!, 0, raw.count) != nil }
    }

    /// One Markdown file's note, its front matter read; nil (and counted)
    /// when the front matter is too large to read, or when the date the
    /// note would take (the front matter's, else the file's `modified`) is
    /// outside the years 1 to 9999. The file's time, when the front matter
    /// dates the note, only dates an edit made after an export: out of
    /// range, it is not used.
    package static func markdownItem(_ text: String, file: String, modified: Date, timeZone: ShownTimeZone,
                             skipped: inout [SkipReason: Int]) -> MarkdownItem? {
        let fileTime = ImportDate.checked(modified).date
        let outcome = FrontMatter.read(text, timeZone: timeZone)
        guard case let .parsed(fields, rest) = outcome else {
            if outcome == .tooLarge {
                skipped[.frontMatterTooLarge, default: 0] += 1
                return nil
            }
            guard let fileTime else {
                skipped[.dateOutOfRange, default: 0] += 1
                return nil
            }
            if outcome == .notYAML { skipped[.frontMatterNotYAML, default: 0] += 1 }
            let note = MarkdownNote.parse(text, fallbackTitle: file)
            return MarkdownItem(title: note.title, body: note.body, modified: fileTime, file: file)
        }
        let noHeading = "\u{0}"
        var note = MarkdownNote.parse(rest, fallbackTitle: noHeading)
        if note.title == noHeading {
            // No heading: the text after the front matter is the body.
            note = (fields.title ?? file, droppingLeadingBlankLines(note.body))
        } else if let title = fields.title, note.title != title {
            // A heading other than the front matter's title stays in the body.
            note = (title, droppingLeadingBlankLines(trimmedText(rest)))
        }
        guard !fields.dateOutOfRange, let modifiedDate = fields.modified ?? fields.created ?? fileTime else {
            skipped[.dateOutOfRange, default: 0] += 1
            return nil
        }
        return MarkdownItem(title: note.title, body: ImportedTags.appending(fields.tags, to: note.body),
                            modified: modifiedDate, created: fields.created ?? modifiedDate, id: fields.id,
                            pinned: fields.pinned, file: file, fileModified: fileTime)
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
    package static func readBounded(_ path: String) throws(CommandError) -> (Data, stat) {
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
        .badInput("cannot import \(Echo.path(path)): it is larger than \(maximumBytes >> 20) MiB, more than any library; nothing was imported")
    }

    /// The file name without its folder and without `.md`/`.markdown`.
    package static func fallbackTitle(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        for suffix in [".md", ".markdown"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
