import Foundation
import NotesInterchange

extension LaunchOptions.Entry {
    /// What `notes-tui open REF` opens: a REF as it is (resolved once the
    /// library is read), or where a `notes://` URL points. A bad URL throws
    /// a usage error before anything starts.
    public static func opening(_ reference: String) throws(CommandError) -> LaunchOptions.Entry {
        guard NotesURL.isURL(reference) else { return .open(reference) }
        switch try NotesURL.parse(reference) {
        // Kept as a URL: it names a note by id alone, never by title.
        case .note: return .open(reference)
        case .newNote: return .newNote
        case let .search(query): return .search(query)
        // The list filtered by the tag, as the Tags screen leaves it.
        case let .tag(tag): return .search("#" + tag)
        }
    }
}
