import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which files a path named to `import` stands for: the file itself, or
/// the Markdown files in a folder and its subfolders. Every entry of a
/// folder that is not read is counted, with why, so the summary accounts
/// for all of it.
extension ImportSources {
    /// `path` itself, or the regular Markdown files in it and its
    /// subfolders when it is a folder.
    package static func files(at path: String, into contents: inout Contents) throws(CommandError) -> (files: [String], inFolder: Bool) {
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
        guard let names = entryNames(of: path, contents: &contents) else {
            throw .badInput("cannot import \(Echo.path(path)): \(ExportFiles.describe(errno)); make the folder readable (chmod u+rx) and try again; nothing was imported")
        }
        var markdown: [String] = []
        walk(path, names: names, depth: 0, found: &markdown, contents: &contents)
        guard !markdown.isEmpty else {
            let skipped = contents.skippedText
            throw .usage("\(Echo.path(path)) is a folder with no .md files in it\(skipped.isEmpty ? "" : " to import (\(skipped))"); give a JSON export or Markdown files")
        }
        return (markdown, true)
    }

    /// The folder's entries in name order, subfolders where they sort;
    /// links are counted, never followed, so no walk leaves the folder.
    private static func walk(_ folder: String, names: [String], depth: Int, found: inout [String], contents: inout Contents) {
        for name in names {
            // Hidden entries (an app's settings, a repository) are not notes;
            // they are counted so the summary accounts for everything there.
            guard !name.hasPrefix(".") else {
                contents.skippedHidden += 1
                continue
            }
            let path = folder + "/" + name
            var entry = stat()
            // Gone since it was listed: nothing to read.
            guard lstat(path, &entry) == 0 else { continue }
            switch entry.st_mode & S_IFMT {
            case S_IFDIR:
                guard depth + 1 < maximumDepth else { continue }
                guard let inner = entryNames(of: path, contents: &contents) else {
                    contents.unreadableFolders += 1
                    continue
                }
                walk(path, names: inner, depth: depth + 1, found: &found, contents: &contents)
            case S_IFREG:
                if isMarkdownName(name) { found.append(path) } else { contents.skipped[.notMarkdown, default: 0] += 1 }
            case S_IFLNK: contents.skippedLinks += 1
            default: contents.skippedSpecialFiles += 1
            }
        }
    }

    /// The names in `folder`, sorted; nil (with `errno` set) when it cannot
    /// be listed. A name that is not UTF-8 cannot be a note's and cannot be
    /// shown: it is counted, not read (FileManager would drop it unseen).
    private static func entryNames(of folder: String, contents: inout Contents) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                // A hidden one is counted as hidden, as its UTF-8 siblings are.
                if bytes.first == UInt8(ascii: ".") { contents.skippedHidden += 1 } else { contents.skipped[.nameNotUTF8, default: 0] += 1 }
                continue
            }
            names.append(name)
        }
        return names.sorted()
    }

    package static func notAFile(_ path: String, type: mode_t) -> CommandError {
        .badInput("cannot import \(Echo.path(path)): it is \(ExportFiles.describe(type: type)), not a file; give a JSON export or Markdown files; nothing was imported")
    }

    package static func isMarkdownName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }
}

extension ImportSources.Contents {
    /// What was skipped, in the summary's words.
    package var skippedText: String {
        ImportSources.Skipped(links: skippedLinks, specialFiles: skippedSpecialFiles, hidden: skippedHidden,
                              unreadableFolders: unreadableFolders, reasons: skipped).text
    }
}
