import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import PropertyBased
import Testing
@testable import NotesSync

/// A JSON library's note history: of the library file's commits, those in
/// which that note (by id) changed, each decoded with the library codec.
@Suite(.enabled(if: SyncFixture.gitInstalled)) struct JSONNoteHistoryTests {
    static func note(_ id: UUID, _ title: String, _ body: String, modified: Double) -> Note {
        Note(id: id, title: title, body: body, created: Date(timeIntervalSince1970: 0),
             modified: Date(timeIntervalSince1970: modified))
    }

    func write(_ fixture: HistoryFixture, _ notes: [Note], pretty: Bool = true) throws {
        var bytes = LibraryCodec.encode(Library(notes: notes))
        if !pretty {
            // The same library as another program might write it: one line.
            let object = try JSONSerialization.jsonObject(with: Data(bytes))
            bytes = Array(try JSONSerialization.data(withJSONObject: object))
        }
        try fixture.write("notes.json", bytes)
    }

    @Test(arguments: [true, false])
    func onlyTheCommitsThatChangedTheNoteAreVersions(pretty: Bool) throws {
        let fixture = try HistoryFixture()
        let (a, b) = (UUID(), UUID())
        try write(fixture, [Self.note(b, "B", "b", modified: 1)], pretty: pretty)
        try fixture.commit("before a existed", at: 100)
        try write(fixture, [Self.note(a, "A", "one", modified: 2), Self.note(b, "B", "b", modified: 1)], pretty: pretty)
        let made = try fixture.commit("notes-tui sync from desk", at: 200)
        try write(fixture, [Self.note(a, "A", "one", modified: 2), Self.note(b, "B", "b2", modified: 3)], pretty: pretty)
        try fixture.commit("b only", at: 300)
        try write(fixture, [Self.note(a, "A!", "two\nlines", modified: 4), Self.note(b, "B", "b2", modified: 3)], pretty: pretty)
        let edited = try fixture.commit("notes-tui sync from phone", at: 400)

        let history = try JSONNoteHistory(libraryPath: fixture.root + "/notes.json", environment: fixture.environment)
        let current = Self.note(a, "A!", "two\nlines", modified: 4)
        let versions = try history.versions(of: current)
        try #require(versions.count == 2)
        #expect(versions.map(\.id) == [edited, made])
        #expect(versions.map(\.machine) == ["phone", "desk"])
        let old = try history.note(current, at: versions[1])
        #expect(old.title == "A" && old.body == "one" && old.id == a)
        #expect(try history.note(current, at: versions[0]).body == "two\nlines")
    }

    @Test func aVersionWhoseLibraryDoesNotDecodeIsAnErrorLine() throws {
        let fixture = try HistoryFixture()
        let a = UUID()
        try fixture.write("notes.json", "{\"version\": 1, \"notes\": [ {\"id\": \"\(a.uuidString)\", broken")
        try fixture.commit("broken", at: 100)
        try write(fixture, [Self.note(a, "A", "fine", modified: 2)])
        try fixture.commit("fixed", at: 200)
        let history = try JSONNoteHistory(libraryPath: fixture.root + "/notes.json", environment: fixture.environment)
        let current = Self.note(a, "A", "fine", modified: 2)
        let versions = try history.versions(of: current)
        try #require(versions.count == 2)
        #expect(throws: NoteHistoryError.self) { try history.note(current, at: versions[1]) }
        #expect(try history.note(current, at: versions[0]).body == "fine")
    }

    /// A note's object found in the bytes is the note a whole decode finds,
    /// whatever the text holds (quotes, braces, escapes, other ids).
    @Test func theSliceOfANoteDecodesAsTheWholeLibraryDoes() async {
        let characters = Array("ab1 {}[]\"\\\né:,") as [Character]
        let texts = Gen<Character?>.element(of: characters).map { $0! }.string(of: 0...30)
        await propertyCheck(count: 200, input: texts.array(of: 1...6)) { bodies in
            let ids = bodies.map { _ in UUID() }
            // One body names another note's id, as a link would.
            var notes = zip(ids, bodies).map { Self.note($0, $1, $1 + "\"\(ids[0].uuidString)\"", modified: 1) }
            notes[0].title = "{\"id\": \"\(ids.last!.uuidString)\"}"
            let bytes = LibraryCodec.encode(Library(notes: notes))
            for note in notes {
                let slice = try #require(LibraryNoteSlice.find(note.id, in: bytes))
                #expect(LibraryNoteSlice.decode(slice) == note)
            }
            #expect(LibraryNoteSlice.find(UUID(), in: bytes) == nil)
        }
    }
}
