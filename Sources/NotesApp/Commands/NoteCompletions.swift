import Foundation
import LibraryFormat
import NotesInterchange
import NotesModel
import NotesSearching
import NotesStorage
import NotesVault

/// What the shell completion scripts offer for a REF (`show`, `delete`,
/// `pin`, `links`…): the notes themselves, each by its short id and by its
/// title. The scripts call the binary back for them as you press Tab, so
/// this reads the library and nothing else: no lock, no side file, no
/// write, no screen; any trouble (no library, a damaged one) offers nothing.
///
/// Everything offered is a REF the command accepts, naming that one note
/// (`NoteReference`): every note is offered by its short id, or by a
/// longer prefix (or `notes://note/ID`) when the short one fits another
/// note too; a title is offered only when it names its note alone, so two
/// notes called "Ideas" (or "Ideas" and "IDEAS", or a title that is
/// another note's id prefix) are offered by their ids. A title the command
/// would read as something else is not offered either: one starting with
/// `-` (an option), `notes:` (a URL), or with spaces around it (a REF is
/// matched without them). The notes are the ones the
/// command looks in: the trash for `restore`, the others otherwise (and
/// `show` looks there first).
///
/// Each shell reads the lines its own way, so each gets them made safe:
/// - bash passes them through `compgen -W`, which expands `$`, quotes,
///   backslashes and backticks: every character but letters, digits and a
///   few plain ones is escaped with `\`, so a title is offered as written,
///   never run.
/// - zsh's `_describe` reads `value:description`: the short id is
///   described by the title; `:` and `\` in a value are escaped.
/// - fish reads `value<TAB>description`.
/// A title holding a line break or another control character (which no
/// shell can offer as one word) is offered by its id only.
public enum NoteCompletions {
    /// `inTrash`: the trashed notes (for `restore`) instead of the others.
    public static func candidates(words: [String], shell: String?, inTrash: Bool = false,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let path = DataFileLocation.resolve(explicit: dataFile(in: words), environment: environment)
        if DataFileLocation.isVault(path) {
            guard let library = try? VaultStore(path: path, environment: environment).load() else { return [] }
            return candidates(for: library.notes.filter { $0.isTrashed == inTrash }, shell: shell)
        }
        guard let (data, _) = try? ImportSources.readBounded(path), let library = try? LibraryCodec.decode(data) else { return [] }
        return candidates(for: library.notes.filter { $0.isTrashed == inTrash }, shell: shell)
    }

    static func candidates(for notes: [Note], shell: String?) -> [String] {
        let index = NoteReference.Index(notes)
        var lines: [String] = []
        for (position, note) in notes.enumerated() {
            let id = uniqueID(of: note, at: position, in: index)
            let title = offeredTitle(of: note, at: position, in: index)
            switch shell {
            case "zsh":
                let name = SafeText.line(note.displayTitle, forTerminal: true)
                lines.append(zshEscaped(id) + ":" + zshEscaped(name))
                if let title { lines.append(zshEscaped(title) + ":" + id) }
            case "fish":
                let name = SafeText.line(note.displayTitle, forTerminal: true)
                lines.append(id + "\t" + name.replacingOccurrences(of: "\t", with: " "))
                if let title { lines.append(title + "\t" + id) }
            default:
                lines.append(bashEscaped(id))
                if let title { lines.append(bashEscaped(title)) }
            }
        }
        return lines
    }

    /// The short id when it names this note alone, else the shortest
    /// longer prefix that does, else the note's URL (a full id can be
    /// another note's title; the URL names a note by id alone).
    static func uniqueID(of note: Note, at position: Int, in index: NoteReference.Index) -> String {
        let short = shortID(note.id)
        if index.shortIDNamesOnly(position) { return short }
        let text = note.id.text
        for length in NoteListing.shortIDLength + 1...text.count {
            let prefix = String(text.prefix(length))
            if prefix.last != "-", index.fitting(prefix) == [position] { return prefix }
        }
        return NotesURL.scheme + "//note/" + text
    }

    /// The title, when the command line hands it to the command as
    /// written and it names this note alone.
    static func offeredTitle(of note: Note, at position: Int, in index: NoteReference.Index) -> String? {
        let title = note.title
        guard let start = title.utf8.first, start != UInt8(ascii: "-"),
              !title.unicodeScalars.contains(where: isControl) else { return nil }
        // Only an `n` (or a character whose lowercase might be one) can start a URL.
        if start == UInt8(ascii: "n") || start == UInt8(ascii: "N") || start >= 0x80, NotesURL.isURL(title) { return nil }
        guard index.titleNamesOnly(position) else { return nil }
        return title
    }

    /// The first `NoteListing.shortIDLength` hex digits of the id, as
    /// `list` prints them; by hand, since `uuidString` formats all 36 with
    /// printf, once for every note at each Tab.
    static func shortID(_ id: UUID) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(NoteListing.shortIDLength)
        withUnsafeBytes(of: id.uuid) { bytes in
            for byte in bytes.prefix(NoteListing.shortIDLength / 2) {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `--data-file PATH` or `--data-file=PATH` among the words typed so far
    /// (the last one wins, as when the command runs); quotes around it dropped.
    static func dataFile(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "--data-file", index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix("--data-file=") {
                found = String(word.dropFirst("--data-file=".count))
            }
        }
        guard var path = found, !path.isEmpty else { return nil }
        if path.count >= 2, let first = path.first, first == "'" || first == "\"", path.last == first {
            path = String(path.dropFirst().dropLast())
        }
        return path
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    static func bashEscaped(_ text: String) -> String {
        // Byte by byte (every byte of a multi-byte character is plain): this
        // runs for every title of the library on each Tab.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if !isPlain(byte) { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ","),
             UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "="), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    }
}
