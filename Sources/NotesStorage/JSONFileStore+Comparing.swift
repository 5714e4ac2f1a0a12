import Foundation
import NotesModel

// Telling whether what is on disk, or what is to be written, is what this
// store last read or wrote.
extension JSONFileStore {
    /// Whether `content` (just read) is what was last read or written; not
    /// when nothing was.
    static func isSame(_ content: BaseContent, _ base: BaseContent?) -> Bool {
        base.map(content.isSame(as:)) ?? false
    }

    /// Whether two lists hold the same notes, in any order (the file's order
    /// does not matter). Usually the very same storage, which costs nothing;
    /// the first save after loading compares note by note, once.
    static func sameNotes(_ lhs: [Note], _ rhs: [Note]) -> Bool {
        if lhs.sharesStorage(with: rhs) { return true }
        guard lhs.count == rhs.count else { return false }
        let byID = Dictionary(rhs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return byID.count == rhs.count && Set(lhs.map(\.id)).count == lhs.count && lhs.allSatisfy { byID[$0.id] == $0 }
    }
}
