import Foundation
import LibraryFormat
import NotesModel
import TestSupport
import Testing

/// The bytes the codec writes, and that what it writes reads back the same
/// (docs/file-format.md, version 1).
@Suite("LibraryCodec: format")
struct LibraryCodecFormatTests {
    static let shoppingID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") ?? UUID()

    static var shopping: Note {
        Note(id: shoppingID, title: "Shopping", body: "milk\neggs",
             created: NoteFixtures.referenceDate, modified: NoteFixtures.date(300.25))
    }

    // MARK: - Exact output

    @Test func writesTheDocumentedFormat() {
        let expected = #"""
        {
          "version": 1,
          "notes": [
            {
              "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
              "title": "Shopping",
              "body": "milk\neggs",
              "created": "2026-11-21T23:00:00Z",
              "modified": "2026-11-21T23:05:00.250Z"
            }
          ],
          "draft": null
        }

        """#
        let bytes = LibraryCodec.encode(Library(notes: [Self.shopping]))
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func writesPinnedOnlyWhenTrueTrashedOnlyWhenSetAndTheDraft() {
        var pinned = Self.shopping
        pinned.pinned = true
        pinned.trashed = Date(timeIntervalSince1970: 1_795_305_600.5)
        let library = Library(notes: [pinned], draft: Draft(noteID: Self.shoppingID, title: "Shop", body: "tab\there"))
        let expected = #"""
        {
          "version": 1,
          "notes": [
            {
              "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
              "title": "Shopping",
              "body": "milk\neggs",
              "created": "2026-11-21T23:00:00Z",
              "modified": "2026-11-21T23:05:00.250Z",
              "pinned": true,
              "trashed": "2026-11-22T00:00:00.500Z"
            }
          ],
          "draft": {
            "noteID": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
            "title": "Shop",
            "body": "tab\there"
          }
        }

        """#
        #expect(String(decoding: LibraryCodec.encode(library), as: UTF8.self) == expected)
    }

    @Test func writesAnEmptyLibraryAndANewNoteDraft() {
        let library = Library(notes: [], draft: Draft(noteID: nil, title: "", body: "x"))
        let expected = "{\n  \"version\": 1,\n  \"notes\": [],\n  \"draft\": {\n    \"noteID\": null,\n"
            + "    \"title\": \"\",\n    \"body\": \"x\"\n  }\n}\n"
        #expect(String(decoding: LibraryCodec.encode(library), as: UTF8.self) == expected)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersOnly() {
        let note = Note(id: Self.shoppingID, title: "\"a\\b\"/é😀", body: "\u{01}\r\u{08}\u{0C}\u{7F}",
                        created: NoteFixtures.referenceDate, modified: NoteFixtures.referenceDate)
        let text = String(decoding: LibraryCodec.encode(Library(notes: [note])), as: UTF8.self)
        #expect(text.contains(#""title": "\"a\\b\"/é😀","#))
        #expect(text.contains("\"body\": \"\\u0001\\r\\b\\f\u{7F}\","))
    }

    // MARK: - Round trips

    @Test func roundTripsEveryField() throws {
        let library = Library(
            notes: [
                Self.shopping,
                NoteFixtures.note(2, title: "Ünïcödé ✓ 漢字 👍🏽", body: "line\n\ttab \"q\" \\ \u{0}", modified: -86_400 * 400, pinned: true),
                NoteFixtures.note(3, title: "", body: ""),
                Note(id: SequentialUUIDs.uuid(4), title: "In the trash", body: "", created: NoteFixtures.referenceDate,
                     modified: NoteFixtures.referenceDate, trashed: NoteFixtures.date(0.125)),
            ],
            draft: Draft(noteID: nil, title: "unsaved", body: "typing…"))
        let decoded = try LibraryCodec.decode(LibraryCodec.encode(library))
        #expect(decoded == library)
    }

    @Test func isByteStable() throws {
        let library = NoteFixtures.largeLibrary(count: 50)
        let first = LibraryCodec.encode(library)
        #expect(LibraryCodec.encode(library) == first)
        #expect(LibraryCodec.encode(try LibraryCodec.decode(first)) == first)
    }

    @Test func toleratesUnknownFieldsAndAbsentOptionals() throws {
        let text = #"""
        {"future": {"nested": [1, 2.5e3, null, true]}, "version": 1,
         "notes": [{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "T", "body": "B",
                    "created": "2026-11-21T23:00:00Z", "modified": "2026-11-21T23:00:00Z",
                    "color": "red", "pinned": false, "trashed": null}]}
        """#
        let library = try LibraryCodec.decode(Array(text.utf8))
        #expect(library.notes.count == 1)
        #expect(library.notes[0].title == "T")
        #expect(library.notes[0].pinned == false)
        #expect(library.notes[0].trashed == nil)
        #expect(library.draft == nil)
    }

    @Test func readsUnicodeEscapesIncludingSurrogatePairs() throws {
        let text = #"{"version":1,"notes":[{"id":"6f9619ff-8b86-d011-b42d-00c04fc964ff","title":"caf\u00e9 \ud83d\ude00","body":"\/","created":"2026-11-21T23:00:00Z","modified":"2026-11-21T23:00:00Z"}],"draft":null}"#
        let library = try LibraryCodec.decode(Array(text.utf8))
        #expect(library.notes[0].title == "café 😀")
        #expect(library.notes[0].body == "/")
        #expect(library.notes[0].id == Self.shoppingID)
    }
}
