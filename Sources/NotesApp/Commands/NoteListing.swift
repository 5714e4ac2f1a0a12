import Foundation
import NotesCore

/// How `list` and `search` print notes: for people, aligned columns (short
/// id, local modified time, title); with `--json`, the notes as a JSON
/// array in the data file's own note format, for `jq`.
struct NoteListing {
    /// Characters of the id shown for people: enough to be unique in any
    /// real library, and at least the 4 a REF prefix needs.
    static let shortIDLength = 8

    let timeZone: TimeZone
    let forTerminal: Bool

    func render(_ notes: [Note], json: Bool) -> [UInt8] {
        if json { return SafeText.json(LibraryCodec.encodeNotes(notes), forTerminal: forTerminal) }
        var out = ""
        for note in notes {
            let id = note.id.uuidString.prefix(Self.shortIDLength)
            let title = SafeText.line(note.displayTitle, forTerminal: forTerminal)
            let offset = timeZone.secondsFromGMT(for: note.modified)
            out += "\(id)  \(LibraryDate.minuteStamp(of: note.modified, offsetSeconds: offset))  \(title)\n"
        }
        return Array(out.utf8)
    }
}
