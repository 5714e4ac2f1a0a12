import Foundation
import NotesModel

/// Why bytes are not a library this version can read. `description` says
/// what is wrong in words a person can act on; the store adds the path and
/// what to do.
public enum LibraryDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Zero bytes, or only white space.
    case empty
    /// Bytes that are not UTF-8 text.
    case notUTF8(line: Int)
    /// The JSON stops before it is complete, as a cut-off copy does.
    case truncated(line: Int)
    /// Not JSON at this place.
    case malformed(line: Int, column: Int, detail: String)
    /// Valid JSON, but `field` holds the wrong kind of value.
    case wrongType(field: String, expected: String, found: String)
    /// A field every library (or note) must have is not there.
    case missingField(String)
    /// The right kind of value, but not a usable one (a bad id or date).
    case invalidValue(field: String, detail: String)
    /// Written by a newer notes-tui in a format this one does not know.
    case newerVersion(Int)
    /// The same key twice in one object (`place`: "the top level", "notes[3]", "draft").
    case duplicateKey(place: String, key: String)

    public var description: String {
        switch self {
        case .empty:
            return "the file is empty"
        case let .notUTF8(line):
            return "the file is not UTF-8 text (invalid bytes at line \(line))"
        case let .truncated(line):
            return "the file ends in the middle of the JSON at line \(line) (it looks truncated)"
        case let .malformed(line, column, detail):
            return "not valid JSON at line \(line), column \(column) (\(detail))"
        case let .wrongType(field, expected, found):
            return "\(field) should be \(expected) but is \(found)"
        case let .missingField(field):
            return "the required field \(field) is missing"
        case let .invalidValue(field, detail):
            return "\(field) \(detail)"
        case let .duplicateKey(place, key):
            return "\(place) has the key \"\(key)\" twice (duplicate key); keep one of them"
        case let .newerVersion(version):
            return "it was written by a newer notes-tui (format version \(version); this one reads version \(Library.formatVersion))"
        }
    }
}
