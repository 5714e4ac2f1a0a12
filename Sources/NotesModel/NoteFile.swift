import Foundation

/// Where a vault note lives and the parts of its file that are neither
/// its title nor its body, kept as read so that saving an edit rewrites
/// only what the edit touched (a front matter's keys, their order and
/// text, line endings, a missing final newline). Nil for a note of a
/// JSON library.
///
/// The store that reads a vault fills it in; the controller and the
/// screens never change it, so a note whose `file`, title and body equal
/// what was read is unchanged and its file is never written.
public struct NoteFile: Hashable, Sendable {
    /// Where the title came from, so that a new title is written back there.
    public enum TitleSource: Hashable, Sendable {
        /// The front matter's `title` key.
        case frontMatter
        /// The first line, a level-1 heading (`headingLine`).
        case heading
        /// The file's name without `.md`: a new title renames the file.
        case fileName
    }

    /// The file's path inside the vault, `/`-separated, ending in `.md`.
    /// A trashed note's path is where it goes back to; its file is under
    /// `.trash/` meanwhile.
    public var path: String
    public var titleSource: TitleSource
    /// The front matter as read, its two `---` lines included, each line
    /// ending in `\n` (the file's `\r\n` restored on writing); empty when
    /// the file has none.
    public var frontMatter: String
    /// The heading line that gave the title, as written (`#  Title`),
    /// without its line break; nil unless `titleSource` is `.heading`.
    public var headingLine: String?
    /// The blank lines between the front matter or heading and the body.
    public var gap: String
    /// Every line of the file ends in `\r\n`: the body is read with `\n`
    /// and written back with `\r\n`.
    public var usesCRLF: Bool
    /// The file ends in a line break, which the body is read without.
    public var endsWithNewline: Bool
    /// The front matter's `tags` (or zk's `keywords`), as written, without `#`.
    public var tags: [String]
    /// The front matter's `aliases`: other names `[[links]]` may use.
    public var aliases: [String]

    public init(
        path: String, titleSource: TitleSource = .fileName, frontMatter: String = "", headingLine: String? = nil,
        gap: String = "", usesCRLF: Bool = false, endsWithNewline: Bool = true, tags: [String] = [], aliases: [String] = []
    ) {
        (self.path, self.titleSource, self.frontMatter, self.headingLine) = (path, titleSource, frontMatter, headingLine)
        (self.gap, self.usesCRLF, self.endsWithNewline, self.tags, self.aliases) = (gap, usesCRLF, endsWithNewline, tags, aliases)
    }

    /// The file's name without its folder and `.md`: what a bare
    /// `[[Name]]` names.
    public var name: String {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return last.hasSuffix(".md") ? String(last.dropLast(3)) : last
    }

    /// The path without `.md`: what `[[Folder/Name]]` names.
    public var pathWithoutExtension: String {
        path.hasSuffix(".md") ? String(path.dropLast(3)) : path
    }
}

extension NoteFile {
    /// The longest file name given, in bytes, `.md` and a ` 99` to tell
    /// names apart included, within every common file system's 255.
    public static let fileNameByteLimit = 200

    /// The name (without `.md`) of the file for a note titled `title`:
    /// the title with each character a file name cannot hold on Linux,
    /// macOS, Windows or Android (`/ \ : * ? " < > |`, control
    /// characters) or that would break a `[[link]]` to it (`# ^ [ ]`,
    /// which Obsidian refuses in names too) as `-`, leading dots and
    /// surrounding spaces dropped, Windows' reserved device names (`CON`,
    /// `nul`, `COM1`) followed by `-`, cut to `fileNameByteLimit` bytes where a character ends;
    /// `Untitled` when nothing is left. The one rule: the vault's store
    /// names files by it, and a link rewritten after a rename uses it.
    public static func fileName(forTitle title: String) -> String {
        var name = ""
        for character in title {
            if character.unicodeScalars.contains(where: { forbidden($0) }) {
                name.append("-")
            } else {
                name.append(character)
            }
        }
        name = name.trimmingCharacters(in: .whitespaces)
        while name.hasPrefix(".") { name.removeFirst() }
        name = name.trimmingCharacters(in: .whitespaces)
        // Windows also refuses a name ending in a dot or a space.
        while name.hasSuffix(".") || name.hasSuffix(" ") { name.removeLast() }
        var cut = ""
        for character in name {
            guard cut.utf8.count + String(character).utf8.count <= fileNameByteLimit - 8 else { break }
            cut.append(character)
        }
        if cut.isEmpty { return Note.untitledName }
        let stem = cut.split(separator: ".", maxSplits: 1).first.map { $0.uppercased() } ?? ""
        if reservedDeviceNames.contains(stem) { cut += "-" }
        return cut
    }

    private static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || "/\\:*?\"<>|#^[]".unicodeScalars.contains(scalar)
    }

    private static let reservedDeviceNames: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for digit in 1...9 { names.insert("COM\(digit)"); names.insert("LPT\(digit)") }
        return names
    }()
}
