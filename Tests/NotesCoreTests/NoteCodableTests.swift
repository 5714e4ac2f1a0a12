import Foundation
import LibraryFormat
import NotesModel
import TestSupport
import Testing

/// `Note` and `Draft` through JSONEncoder/JSONDecoder give exactly the
/// fields and values of the library format.
@Suite struct NoteCodableTests {
    @Test func aNoteEncodesToTheFormatsFieldsAndBack() throws {
        let note = NoteFixtures.note(1, title: "Shopping", body: "milk\neggs", modified: 300.25, pinned: true)
        let data = try JSONEncoder().encode(note)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? String == note.id.uuidString)
        #expect(object["title"] as? String == "Shopping")
        #expect(object["body"] as? String == "milk\neggs")
        #expect(object["created"] as? String == "2026-11-21T23:00:00Z")
        #expect(object["modified"] as? String == "2026-11-21T23:05:00.250Z")
        #expect(object["pinned"] as? Bool == true)
        #expect(try JSONDecoder().decode(Note.self, from: data) == note)
    }

    @Test func aNoteFromTheLibraryFormatDecodes() throws {
        let json = Data("""
            {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "Shopping", "body": "milk",
             "created": "2026-11-21T23:00:00Z", "modified": "2026-11-21T23:05:00.250Z"}
            """.utf8)
        let note = try JSONDecoder().decode(Note.self, from: json)
        #expect(note.title == "Shopping")
        #expect(!note.pinned)
        #expect(LibraryDate.string(from: note.modified) == "2026-11-21T23:05:00.250Z")
        // The same note through the library codec.
        let library = try LibraryCodec.decode(LibraryCodec.encode(Library(notes: [note])))
        #expect(library.notes == [note])
    }

    @Test func aBadDateSaysWhatAGoodOneLooksLike() {
        let json = Data(#"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "", "body": "", "created": "yesterday", "modified": "2026-11-21T23:05:00Z"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Note.self, from: json) }
    }

    @Test func aDraftKeepsANullNoteID() throws {
        let draft = Draft(noteID: nil, title: "t", body: "b")
        let data = try JSONEncoder().encode(draft)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["noteID"] is NSNull)
        #expect(try JSONDecoder().decode(Draft.self, from: data) == draft)
    }
}
