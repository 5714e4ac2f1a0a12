import Foundation
import NotesInterchange
import NotesSearching

/// The `notes://` URLs (docs/behaviour.md §4): `notes://note/ID`, `notes://new`,
/// `notes://search?q=TEXT` (TEXT %-escaped, a space as `+` or `%20`) and
/// `notes://tag/TAG` (nested tags keep their `/`). Parsed by hand rather than with
/// `URLComponents`, so that every malformed URL gets a message saying what
/// is wrong instead of a silent nil.
public enum NotesURL: Equatable, Sendable {
    case note(UUID)
    case newNote
    case search(String)
    /// The tag, as the tag parser spells it (`work/meetings`).
    case tag(String)

    static let scheme = "notes:"
    static let examples = "notes://note/ID, notes://new, notes://search?q=TEXT or notes://tag/TAG"

    /// Whether `text` is meant as a URL (so a bad one is an error, not a title).
    public static func isURL(_ text: String) -> Bool {
        text.lowercased().hasPrefix(scheme)
    }

    /// Throws a usage error (exit 64) for anything but the three forms.
    public static func parse(_ text: String) throws(CommandError) -> NotesURL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix(scheme + "//") else {
            throw .usage("'\(Echo.text(text))' is not a notes URL; use \(examples)")
        }
        let rest = trimmed.dropFirst(scheme.count + 2)
        let (location, query) = split(rest, at: "?")
        var parts = location.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { throw .usage("'\(Echo.text(text))' names nothing; use \(examples)") }
        let host = parts.removeFirst().lowercased()
        switch host {
        case "note":
            guard parts.count == 1, query == nil else {
                throw .usage("'\(Echo.text(text))' should be notes://note/ID with the note's full id")
            }
            let raw = parts[0].removingPercentEncoding ?? parts[0]
            guard let id = UUID(uuidString: raw) else {
                throw .usage("'\(Echo.text(raw))' in '\(Echo.text(text))' is not a note id; notes://note/ needs a full id as 'notes-tui list --json' prints it")
            }
            return .note(id)
        case "new":
            guard parts.isEmpty, query == nil else { throw .usage("'\(Echo.text(text))' should be just notes://new") }
            return .newNote
        case "search":
            guard parts.isEmpty, let query, let value = queryValue(named: "q", in: query) else {
                throw .usage("'\(Echo.text(text))' should be notes://search?q=TEXT (a space as + or %20)")
            }
            // A query string writes a space as `+` (a `+` itself is %2B), as browsers send it.
            guard let decoded = value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
                // Well-formed escapes of bytes that are not UTF-8 are a different mistake.
                if Self.hasOnlyWellFormedEscapes(value) {
                    throw .usage("the search text in '\(Echo.text(text))' decodes to bytes that are not UTF-8; %-escape the text's UTF-8 bytes (é is %C3%A9)")
                }
                throw .usage("the search text in '\(Echo.text(text))' has a bad %-escape; write a space as + or %20, + as %2B and % as %25")
            }
            return .search(decoded)
        case "tag":
            let raw = parts.joined(separator: "/")
            guard query == nil, let decoded = raw.removingPercentEncoding,
                  let tag = NoteTags.tag(named: decoded.hasPrefix("#") ? decoded : "#" + decoded) else {
                throw .usage("'\(Echo.text(text))' should be notes://tag/TAG with a tag such as work or work/meetings")
            }
            return .tag(tag)
        default:
            throw .usage("'\(Echo.text(text))' is not a notes URL this version knows; use \(examples)")
        }
    }

    /// Whether every `%` is followed by two hex digits.
    static func hasOnlyWellFormedEscapes(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      Character(Unicode.Scalar(bytes[index + 1])).isHexDigit,
                      Character(Unicode.Scalar(bytes[index + 2])).isHexDigit else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }

    private static func queryValue(named name: String, in query: Substring) -> String? {
        for item in query.split(separator: "&") {
            let (key, value) = split(item, at: "=")
            if key == name { return String(value ?? "") }
        }
        return nil
    }
}
