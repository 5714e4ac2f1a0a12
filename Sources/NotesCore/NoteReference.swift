import Foundation

/// What a REF on the command line or in a URL names (docs/behaviour.md §4): a full
/// id, a unique id prefix of at least 4 characters, or an exact title
/// ignoring case; `notes://note/ID` is accepted too.
public enum NoteReference {
    public enum Match: Equatable {
        case found(Note)
        case notFound
        case ambiguous([Note])
    }

    public static let minimumPrefixLength = 4

    public static func resolve(_ reference: String, in notes: [Note]) -> Match {
        let ref = stripURL(reference.trimmingCharacters(in: .whitespaces))
        if let id = UUID(uuidString: ref), let note = notes.first(where: { $0.id == id }) {
            return .found(note)
        }
        var matches: [Note] = []
        if ref.count >= minimumPrefixLength, ref.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let prefix = ref.uppercased()
            matches = notes.filter { $0.id.uuidString.hasPrefix(prefix) }
        }
        if matches.isEmpty {
            let lowered = ref.lowercased()
            // An untitled note goes by the first line it is shown with.
            matches = notes.filter { note in
                let shown = note.displayTitle
                return shown.lowercased() == lowered
            }
        }
        switch matches.count {
        case 0: return .notFound
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }

    private static func stripURL(_ ref: String) -> String {
        let prefix = "notes://note/"
        guard ref.lowercased().hasPrefix(prefix) else { return ref }
        return String(ref.dropFirst(prefix.count)).removingPercentEncoding ?? String(ref.dropFirst(prefix.count))
    }
}
