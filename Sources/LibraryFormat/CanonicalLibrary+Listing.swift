import Foundation
import NotesModel

// `list` from a canonical file without decoding every note: what it prints
// of a note is its id, a date, its pin and its name, and the name needs the
// body only when the title is blank.
extension CanonicalLibrary {
    /// The notes as `list` sees them: everything but the bodies of notes
    /// with a title (left empty: `list` never shows them, and reading them
    /// is most of a load), in the file's order. Nil only if a string fails
    /// to read, which the check that made `self` rules out.
    package func listedNotes(in bytes: UnsafeBufferPointer<UInt8>) -> [Note]? {
        var scanner = JSONScanner(bytes: bytes)
        func string(at start: Int) -> String? {
            scanner.offset = start
            return try? scanner.readString()
        }
        var notes: [Note] = []
        notes.reserveCapacity(ids.count)
        for index in ids.indices {
            guard let title = string(at: titleStarts[index]) else { return nil }
            var body = ""
            if Note.isBlank(title) {
                guard let read = string(at: bodyStarts[index]) else { return nil }
                body = read
            }
            notes.append(Note(
                id: ids[index].uuid, title: title, body: body,
                created: LibraryDate.date(milliseconds: created[index]),
                modified: LibraryDate.date(milliseconds: modified[index]),
                pinned: pinned[index], trashed: trashed[index].map(LibraryDate.date(milliseconds:))))
        }
        return notes
    }
}

extension CanonicalReader.IDBits {
    var uuid: UUID {
        let (h, l) = (high, low)
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return UUID(uuid: (byte(h, 0), byte(h, 1), byte(h, 2), byte(h, 3), byte(h, 4), byte(h, 5), byte(h, 6), byte(h, 7),
                           byte(l, 0), byte(l, 1), byte(l, 2), byte(l, 3), byte(l, 4), byte(l, 5), byte(l, 6), byte(l, 7)))
    }
}
