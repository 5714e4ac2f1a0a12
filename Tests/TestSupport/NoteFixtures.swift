import Foundation
import NotesModel

/// Builders for notes and libraries with exact, readable values.
public enum NoteFixtures {
    /// 2026-11-21T23:00:00Z, the reference moment of the fixtures.
    public static let referenceDate = Date(timeIntervalSince1970: 1_795_302_000)

    /// The date `seconds` after `referenceDate`.
    public static func date(_ seconds: TimeInterval) -> Date {
        referenceDate.addingTimeInterval(seconds)
    }

    /// A note with id `number` (see `SequentialUUIDs.uuid`), created at
    /// `referenceDate` and modified `modified` seconds later.
    public static func note(
        _ number: UInt64, title: String? = nil, body: String = "", modified: TimeInterval = 0, pinned: Bool = false
    ) -> Note {
        Note(id: SequentialUUIDs.uuid(number), title: title ?? "Note \(number)", body: body,
             created: referenceDate, modified: date(modified), pinned: pinned)
    }

    /// The same note with new text and a later `modified`, as an edit makes it.
    public static func edited(_ note: Note, title: String? = nil, body: String, at modified: TimeInterval) -> Note {
        var copy = note
        copy.title = title ?? note.title
        copy.body = body
        copy.modified = date(modified)
        return copy
    }

    /// `count` notes with bodies of about `bodyLength` bytes, for stress tests;
    /// `tag` marks every note so two versions differ throughout.
    public static func largeLibrary(count: Int, bodyLength: Int = 200, tag: String = "") -> Library {
        let line = "The quick brown fox jumps over the lazy dog. Ünïcödé ✓ \"quoted\"\n"
        let body = String(String(repeating: line, count: bodyLength / line.utf8.count + 1).prefix(bodyLength))
        let notes = (0..<count).map { index in
            Note(id: SequentialUUIDs.uuid(UInt64(index) + 1), title: "Note \(index)\(tag)", body: body + tag,
                 created: referenceDate, modified: date(Double(index) + 0.125))
        }
        return Library(notes: notes)
    }
}
