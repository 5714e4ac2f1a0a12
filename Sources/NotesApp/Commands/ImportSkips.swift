extension ImportSources {
    /// Why a file or a note was left out (or, for front matter, read as
    /// plain text), in the order the summary names them.
    enum SkipReason: Int, CaseIterable, Comparable, Error {
        case notMarkdown, notUTF8, frontMatterTooLarge
        case noteNotAnObject, noteWithoutID, noteWithoutContent, noteWithoutDate, noteTagsNotAList
        /// Not left out: the file was imported, its whole text as the body.
        case frontMatterNotYAML

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        var isSkip: Bool { self != .frontMatterNotYAML }

        func text(_ count: Int) -> String {
            let files = count == 1 ? "file" : "files", notes = count == 1 ? "Simplenote note" : "Simplenote notes"
            switch self {
            case .notMarkdown: return "\(count) \(files) not Markdown"
            case .notUTF8: return "\(count) \(files) not UTF-8 text"
            case .frontMatterTooLarge: return "\(count) \(files) with front matter over \(FrontMatter.maximumBytes / 1024) KB"
            case .noteNotAnObject: return "\(count) Simplenote \(count == 1 ? "entry" : "entries") not a note"
            case .noteWithoutID: return "\(count) \(notes) without an id"
            case .noteWithoutContent: return "\(count) \(notes) without content"
            case .noteWithoutDate: return "\(count) \(notes) without a readable date"
            case .noteTagsNotAList: return "\(count) \(notes) whose tags are not a list of words"
            case .frontMatterNotYAML:
                return "read as plain text: \(count) \(files) whose front matter is not YAML"
            }
        }
    }

    /// What was skipped, in words: "skipped 2 symbolic links (not followed
    /// inside a folder…), 1 FIFO or device (not a regular file), 3 files
    /// not Markdown".
    struct Skipped: Equatable {
        var links: Int
        var specialFiles: Int
        var reasons: [SkipReason: Int] = [:]

        var text: String {
            var parts: [String] = []
            if links > 0 {
                parts.append("\(links) symbolic link\(links == 1 ? "" : "s") (not followed inside a folder; name the file itself to import it)")
            }
            if specialFiles > 0 {
                parts.append("\(specialFiles) FIFO\(specialFiles == 1 ? "" : "s"), device\(specialFiles == 1 ? "" : "s") or socket\(specialFiles == 1 ? "" : "s") (not regular files)")
            }
            let counted = reasons.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            parts += counted.filter { $0.key.isSkip }.map { $0.key.text($0.value) }
            var text = parts.isEmpty ? "" : "skipped " + parts.joined(separator: ", ")
            for (reason, count) in counted where !reason.isSkip {
                text += (text.isEmpty ? "" : "; ") + reason.text(count)
            }
            return text
        }
    }
}
