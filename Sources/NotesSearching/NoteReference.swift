import Foundation
import NotesModel

/// What a REF on the command line or in a URL names (docs/behaviour.md §4): a full
/// id, a unique id prefix of at least 4 characters, or an exact title
/// ignoring case; `notes://note/ID` is accepted too, and a vault note's
/// path in the vault (`Projects/Roadmap.md`).
///
/// Every way a REF can fit counts at once: a REF that is one note's id
/// prefix and another's title (a note called "Cafe" beside an id starting
/// `CAFE`) is ambiguous, never silently one of them. That holds for a full
/// id too: another note titled with that id makes it ambiguous, since the
/// user may have meant either.
public enum NoteReference {
    public enum Match: Equatable {
        case found(Note)
        case notFound
        case ambiguous([Note])
    }

    public static let minimumPrefixLength = 4

    public static func resolve(_ reference: String, in notes: [Note]) -> Match {
        let ref = normalized(reference)
        let matches = notes.filter { fits(ref, $0) }
        switch matches.count {
        case 0: return .notFound
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }

    /// Whether `ref` (already without its URL part) names `note` in any of
    /// the three ways.
    private static func fits(_ ref: String, _ note: Note) -> Bool {
        // The name as shown, or the stored title as typed (line breaks and all).
        let wanted = ref.lowercased()
        return isIDPrefix(ref, of: note) || note.displayTitle.lowercased() == wanted
            || (note.hasTitle && note.title.lowercased() == wanted)
            || note.file.map { $0.path.lowercased() == wanted } == true
    }

    /// A full id is its own longest prefix, so this covers both id forms.
    private static func isIDPrefix(_ ref: String, of note: Note) -> Bool {
        hasIDPrefixShape(ref) && note.id.text.hasPrefix(ref.uppercased())
    }

    /// Whether `ref` could be an id prefix: 4 to 36 hex digits and dashes.
    /// (Byte by byte: such a REF is ASCII, one byte a character.)
    static func hasIDPrefixShape(_ ref: String) -> Bool {
        (minimumPrefixLength...36).contains(ref.utf8.count) && ref.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
                 UInt8(ascii: "-"): true
            default: false
            }
        }
    }

    /// The REF as it is matched: without surrounding spaces and the
    /// `notes://note/` part. The completions ask it of every note's id and
    /// title on each Tab: a REF with neither is returned without a copy.
    static func normalized(_ reference: String) -> String {
        let spaces = CharacterSet.whitespaces
        guard let first = reference.unicodeScalars.first, let last = reference.unicodeScalars.last else { return reference }
        let trimmed = spaces.contains(first) || spaces.contains(last) ? reference.trimmingCharacters(in: spaces) : reference
        // Only an `n` (or a character whose lowercase might be one) can start the URL.
        guard let start = trimmed.utf8.first, start == UInt8(ascii: "n") || start == UInt8(ascii: "N") || start >= 0x80 else {
            return trimmed
        }
        return stripURL(trimmed)
    }

    private static func stripURL(_ ref: String) -> String {
        let prefix = "notes://note/"
        guard ref.lowercased().hasPrefix(prefix) else { return ref }
        return String(ref.dropFirst(prefix.count)).removingPercentEncoding ?? String(ref.dropFirst(prefix.count))
    }
}
