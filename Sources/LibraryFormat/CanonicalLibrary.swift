import Foundation
import NotesModel

/// A library file exactly as `LibraryCodec.encode` writes it — notes in
/// list order, no draft kept in it, no fields this version does not know —
/// told in one pass over its bytes that builds no note. For such a file,
/// adding a note is copying the bytes around it (`insertion(of:)`): byte
/// for byte what decoding, inserting and encoding again would write, at a
/// fraction of the cost (a full `add` spends most of its time decoding and
/// encoding notes it does not change).
///
/// Anything else — other spacing, escapes the encoder would not write,
/// a draft, unknown fields, notes out of order, a repeated id, no notes at
/// all — is not canonical, and the caller takes the full path, which reads,
/// refuses or rewrites it as always.
package struct CanonicalLibrary {
    /// Where each note's object starts: its indentation's first space.
    private(set) var noteStarts: [Int] = []
    /// Each note's `modified`, in milliseconds since 1970.
    private(set) var modified: [Int64] = []
    /// Where each note's id text (36 bytes, upper case) starts.
    private(set) var idStarts: [Int] = []
    /// Each note's id, and what `list` shows of it (`listedNotes`).
    private(set) var ids: [CanonicalReader.IDBits] = []
    private(set) var titleStarts: [Int] = []
    private(set) var bodyStarts: [Int] = []
    private(set) var created: [Int64] = []
    private(set) var pinned: [Bool] = []
    private(set) var trashed: [Int64?] = []
    /// Just after the last note's closing brace.
    private(set) var notesEnd = 0

    static let header = Array("{\n  \"version\": \(Library.formatVersion),\n  \"notes\": [\n".utf8)
    static let trailer = Array("\n  ],\n  \"draft\": null\n}\n".utf8)

    /// Nil when `bytes` are not a canonical library with at least one note.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var reader = CanonicalReader(bytes: bytes)
        guard bytes.count > 0, reader.literal(Self.header) else { return nil }
        // About one note per 300 bytes (a note's fixed part is 200).
        var seen = Set<CanonicalReader.IDBits>(minimumCapacity: bytes.count / 300)
        while true {
            let start = reader.offset
            guard reader.literal("    {\n      \"id\": \""),
                  let id = reader.uuid(), seen.insert(id.value).inserted,
                  reader.literal("\",\n      \"title\": ")
            else { return nil }
            let titleStart = reader.offset
            guard reader.string(), reader.literal(",\n      \"body\": ") else { return nil }
            let bodyStart = reader.offset
            guard reader.string(),
                  reader.literal(",\n      \"created\": \""), let created = reader.date(),
                  reader.literal("\",\n      \"modified\": \""), let modified = reader.date(),
                  reader.literal("\"")
            else { return nil }
            let pinned = reader.literal(",\n      \"pinned\": true")
            var trashed: Int64?
            if reader.literal(",\n      \"trashed\": \"") {
                trashed = reader.date()
                guard trashed != nil, reader.literal("\"") else { return nil }
            }
            if reader.literal(",\n      \"importedFrom\": ") {
                guard reader.string() else { return nil }
            }
            guard reader.literal("\n    }") else { return nil }
            // Strictly in list order: newest `modified` first, then by id.
            if let previous = self.modified.last {
                let follows = previous > modified
                    || (previous == modified && reader.idText(at: idStarts[idStarts.count - 1], precedes: id.start))
                guard follows else { return nil }
            }
            noteStarts.append(start)
            self.modified.append(modified)
            idStarts.append(id.start)
            ids.append(id.value)
            titleStarts.append(titleStart)
            bodyStarts.append(bodyStart)
            self.created.append(created)
            self.pinned.append(pinned)
            self.trashed.append(trashed)
            if reader.literal(",\n") { continue }
            notesEnd = reader.offset
            guard reader.literal(Self.trailer), reader.offset == bytes.count else { return nil }
            return
        }
    }

    /// Where `note` goes in the list order (`NotesController.precedesInList`)
    /// and the bytes that go there: the file becomes `bytes[..<offset]`,
    /// `inserted`, `bytes[offset...]`.
    package func insertion(of note: Note, in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, inserted: [UInt8]) {
        var index = 0
        while index < modified.count, !Self.precedes(note, modified: modified[index], idAt: idStarts[index], in: bytes) {
            index += 1
        }
        var encoded: [UInt8] = []
        if index == modified.count { encoded.append(contentsOf: ",\n".utf8) }
        LibraryCodec.appendNote(note, indent: "    ", to: &encoded)
        if index < modified.count { encoded.append(contentsOf: ",\n".utf8) }
        return (index < modified.count ? noteStarts[index] : notesEnd, encoded)
    }

    /// `precedesInList(note, other)` for the other note as the file has it.
    private static func precedes(_ note: Note, modified: Int64, idAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let otherModified = LibraryDate.date(milliseconds: modified)
        if note.modified != otherModified { return note.modified > otherModified }
        var text: [UInt8] = []
        UUIDText.append(note.id, to: &text)
        return text.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress! + start, 36) < 0 }
    }
}
