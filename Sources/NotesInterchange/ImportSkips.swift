import NotesVault

extension ImportSources {
    /// Why a file or a note was left out (or, for front matter, read as
    /// plain text), in the order the summary names them.
    package enum SkipReason: Int, CaseIterable, Comparable, Error {
        case notMarkdown, nameNotUTF8, notUTF8, notText, frontMatterTooLarge, dateOutOfRange
        case noteNotAnObject, noteWithoutID, noteWithoutContent, noteWithoutDate, noteDateOutOfRange, noteTagsNotAList
        /// Not left out: the file was imported, its whole text as the body.
        case frontMatterNotYAML

        package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        package var isSkip: Bool { self != .frontMatterNotYAML }

        /// Files, or Simplenote notes: each group is counted on its own.
        package var isNote: Bool { (Self.noteNotAnObject...Self.noteTagsNotAList).contains(self) }

        /// What is wrong, after the count: "not Markdown", "without an id".
        package var phrase: String {
            switch self {
            case .notMarkdown: return "not Markdown"
            case .nameNotUTF8: return "whose name is not UTF-8"
            case .notUTF8: return "not UTF-8 text"
            case .notText: return "not text (NUL bytes)"
            case .dateOutOfRange, .noteDateOutOfRange: return "with a date \(ImportDate.rangeText)"
            case .frontMatterTooLarge: return "with front matter over \(FrontMatter.maximumBytes / 1024) KB"
            case .noteNotAnObject: return "not a JSON object"
            case .noteWithoutID: return "without an id"
            case .noteWithoutContent: return "without content"
            case .noteWithoutDate: return "without a readable date"
            case .noteTagsNotAList: return "whose tags are not a list of words"
            case .frontMatterNotYAML: return "whose front matter is not YAML"
            }
        }
    }

    /// What was skipped, in words: "skipped 2 symbolic links (not followed
    /// inside a folder…), 1 FIFO or device (not a regular file), 3 files
    /// not Markdown".
    package struct Skipped: Equatable {
        package var links: Int
        package var specialFiles: Int
        package var hidden = 0
        /// Subfolders that could not be listed (no permission, say).
        package var unreadableFolders = 0
        package var reasons: [SkipReason: Int] = [:]

        package var text: String {
            var parts: [String] = []
            if links > 0 {
                parts.append("\(links) symbolic link\(links == 1 ? "" : "s") (not followed inside a folder; name the file itself to import it)")
            }
            if specialFiles > 0 {
                parts.append("\(specialFiles) FIFO\(specialFiles == 1 ? "" : "s"), device\(specialFiles == 1 ? "" : "s") or socket\(specialFiles == 1 ? "" : "s") (not regular files)")
            }
            if hidden > 0 {
                parts.append("\(hidden) hidden \(hidden == 1 ? "entry" : "entries") (names starting with a dot, such as .git or .obsidian)")
            }
            if unreadableFolders > 0 {
                parts.append("\(unreadableFolders) folder\(unreadableFolders == 1 ? "" : "s") that could not be read (check its permissions)")
            }
            var text = parts.isEmpty ? "" : "skipped " + parts.joined(separator: ", ")
            let counted = reasons.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            let groups = [(counted.filter { $0.key.isSkip && !$0.key.isNote }, "file", "files"),
                          (counted.filter { $0.key.isNote }, "Simplenote note", "Simplenote notes"),
                          (counted.filter { !$0.key.isSkip }, "file", "files")]
            for (index, (entries, one, many)) in groups.enumerated() where !entries.isEmpty {
                let total = entries.reduce(0) { $0 + $1.value }
                let what = "\(total) \(total == 1 ? one : many)"
                let group = entries.count == 1
                    ? "\(what) \(entries[0].key.phrase)"
                    : "\(what): " + entries.map { "\($0.value) \($0.key.phrase)" }.joined(separator: ", ")
                text += (text.isEmpty ? "" : "; ") + (index == 2 ? "read as plain text: " : "skipped ") + group
            }
            return text
        }
    }
}
