import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Fields this version does not know — at the top level, in a note, in the
/// draft — are written back unchanged (docs/file-format.md), through a save, a
/// three-way merge and an edit of the note.
@Suite struct UnknownFieldsTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }
    init() throws { folder = try TemporaryDirectory() }

    static let id1 = "00000000-0000-0000-0000-000000000001"
    static let hugeNumber = String(repeating: "9", count: 40)

    /// A library from "a newer notes-tui": one field of its own at each level.
    static func newerFile(color: String = "red", modified: String = "2026-11-21T23:00:00Z") -> String {
        """
        {
          "version": 1,
          "sync": {"remote": "origin", "generation": \(hugeNumber), "peers": [1.5e3, null, true]},
          "notes": [
            {
              "id": "\(id1)",
              "title": "Shopping",
              "body": "milk",
              "created": "2026-11-21T23:00:00Z",
              "modified": "\(modified)",
              "color": "\(color)",
              "attachments": [{"name": "a.png", "size": 12}]
            }
          ],
          "draft": {"noteID": null, "title": "t", "body": "b", "cursor": 3},
          "zz-last": "\\u00e9\\n"
        }

        """
    }

    private func contains(_ bytes: [UInt8]?, _ text: String) -> Bool {
        guard let bytes else { return false }
        return String(decoding: bytes, as: UTF8.self).contains(text)
    }

    private func expectAllUnknownFields(at path: String, color: String = "red", _ comment: Comment? = nil) {
        // The draft (and its unknown `cursor`) now lives in the draft side file.
        let folder = (path as NSString).deletingLastPathComponent
        let draftFile = folder + "/." + (path as NSString).lastPathComponent + ".draft"
        let bytes = TestFiles.bytes(at: path).map { $0 + (TestFiles.bytes(at: draftFile) ?? []) }
        for text in [
            #""sync": {"remote": "origin", "generation": \#(Self.hugeNumber), "peers": [1.5e3, null, true]}"#,
            #""color": "\#(color)""#,
            #""attachments": [{"name": "a.png", "size": 12}]"#,
            #""cursor": 3"#,
            #""zz-last": "\u00e9\n""#,
        ] {
            #expect(contains(bytes, text), "missing \(text)", sourceLocation: .__here())
        }
    }

    @Test func theyAreWrittenBackUnchangedBySave() throws {
        try TestFiles.write(Self.newerFile(), to: path)
        let store = JSONFileStore(path: path)
        var library = try store.load()
        library.notes.append(NoteFixtures.note(2))
        _ = try store.save(library)
        expectAllUnknownFields(at: path)
        #expect(try JSONFileStore(path: path).load().notes.count == 2)
        // And what the store wrote reads back to the very same bytes.
        let written = try #require(TestFiles.bytes(at: path))
        #expect(LibraryCodec.encode(try LibraryCodec.decode(written)) == written)
    }

    @Test func anEditOfTheNoteAndOfTheDraftKeepsThem() throws {
        try TestFiles.write(Self.newerFile(), to: path)
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        let id = try #require(UUID(uuidString: Self.id1))
        #expect(controller.updateNote(id, title: "Shopping list", body: "milk, eggs") != nil)
        controller.setDraft(Draft(noteID: nil, title: "t", body: "b, edited"))
        try controller.save()
        expectAllUnknownFields(at: path)
        #expect(contains(TestFiles.bytes(at: path), #""title": "Shopping list""#))
    }

    /// The newer version changed the note's own field and its text; this
    /// side added a note: the merge takes their note with its fields.
    @Test func aMergeTakesTheFieldsOfTheVersionThatWins() throws {
        try TestFiles.write(Self.newerFile(), to: path)
        let store = JSONFileStore(path: path)
        var mine = try store.load()
        try TestFiles.write(Self.newerFile(color: "blue", modified: "2026-11-21T23:10:00Z"), to: path)
        mine.notes.append(NoteFixtures.note(2, title: "Mine"))
        _ = try store.save(mine)
        expectAllUnknownFields(at: path, color: "blue")
        #expect(!contains(TestFiles.bytes(at: path), #""color": "red""#))
        #expect(try JSONFileStore(path: path).load().notes.map(\.title) == ["Shopping", "Mine"])
    }

    /// Both sides edited the note; this side's edit is newer and wins with
    /// its own fields, their version (and its fields) is the conflict copy.
    @Test func inAConflictEachVersionKeepsItsOwnFields() throws {
        try TestFiles.write(Self.newerFile(), to: path)
        let store = JSONFileStore(path: path)
        var mine = try store.load()
        try TestFiles.write(Self.newerFile(color: "blue", modified: "2026-11-21T23:10:00Z"), to: path)
        mine.notes[0].body = "milk and bread"
        mine.notes[0].modified = NoteFixtures.date(1200)
        let saved = try store.save(mine)
        #expect(saved.notes.count == 2)
        let winner = try #require(saved.notes.first { $0.body == "milk and bread" })
        let copy = try #require(saved.notes.first { $0.title.contains("(conflict") })
        #expect(winner.unknownFields.fields.first { $0.key == "color" }?.json == Array(#""red""#.utf8))
        #expect(copy.unknownFields.fields.first { $0.key == "color" }?.json == Array(#""blue""#.utf8))
        #expect(try JSONFileStore(path: path).load() == saved)
    }

    /// JSONEncoder/JSONDecoder and the library codec agree, unknown fields
    /// included, because Codable goes through the codec.
    @Test func codableAndTheCodecGiveTheSameNote() throws {
        let library = try LibraryCodec.decode(Array(Self.newerFile().utf8))
        let note = try #require(library.notes.first)
        let viaEncoder = try JSONSerialization.jsonObject(with: JSONEncoder().encode(note)) as? NSDictionary
        let viaCodec = try JSONSerialization.jsonObject(with: Data(LibraryCodec.encodeNotes([note]))) as? [Any]
        #expect(viaEncoder != nil && viaEncoder == viaCodec?.first as? NSDictionary)
        // Back through JSONDecoder: the same note; unknown values are the
        // same JSON (Codable does not keep their spacing, the file does).
        let back = try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note))
        #expect(try JSONSerialization.jsonObject(with: Data(LibraryCodec.encodeNotes([back]))) as? NSArray
            == viaCodec.map { $0 as NSArray })
        var known = back
        known.unknownFields = note.unknownFields
        #expect(known == note)
        let draft = try #require(library.draft)
        #expect(try JSONDecoder().decode(Draft.self, from: JSONEncoder().encode(draft)) == draft)
    }

    /// Random JSON values under random new keys, at the top level, in
    /// random notes and in the draft: decode → encode → decode keeps every
    /// one byte for byte, and the codec's output is stable.
    @Test func randomUnknownFieldsSurviveARoundTrip() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0F)
        for round in 0..<SeededRandom.iterations(fallback: 200) {
            var library = Library(
                notes: (0..<Int(random.next() % 4)).map { NoteFixtures.note(UInt64($0) + 1) },
                draft: random.next() % 2 == 0 ? Draft(noteID: nil, title: "d", body: "") : nil)
            library.unknownFields = randomFields(&random)
            for index in library.notes.indices { library.notes[index].unknownFields = randomFields(&random) }
            library.draft?.unknownFields = randomFields(&random)

            let bytes = LibraryCodec.encode(library)
            let decoded = try LibraryCodec.decode(bytes)
            #expect(decoded == library, "seed \(random.seed) round \(round)")
            #expect(LibraryCodec.encode(decoded) == bytes, "seed \(random.seed) round \(round)")
            for note in library.notes {
                #expect(try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note)).id == note.id)
            }
        }
    }

    private func randomFields(_ random: inout SeededRandom) -> UnknownFields {
        let keys = ["x", "color", "é-key", "with \"quote\"", "n", "nested", "zz"]
        var used = Set<String>()
        var fields: [UnknownFields.Field] = []
        for _ in 0..<Int(random.next() % 3) {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            guard used.insert(key).inserted else { continue }
            fields.append(.init(key: key, json: Array(randomValue(&random, depth: 0).utf8)))
        }
        return UnknownFields(fields)
    }

    private func randomValue(_ random: inout SeededRandom, depth: Int) -> String {
        switch random.next() % (depth > 2 ? 5 : 7) {
        case 0: return "null"
        case 1: return random.next() % 2 == 0 ? "true" : "false"
        case 2: return ["0", "-1", "1.5e-7", Self.hugeNumber, "-" + Self.hugeNumber + ".25"][Int(random.next() % 5)]
        case 3: return ["\"\"", "\"plain\"", "\"\\u0000\\n\\\"\"", "\"日本 😀\""][Int(random.next() % 4)]
        case 4: return "\"s\(random.next() % 100)\""
        case 5: return "[" + (0..<Int(random.next() % 3)).map { _ in randomValue(&random, depth: depth + 1) }.joined(separator: ", ") + "]"
        default:
            return "{" + (0..<Int(random.next() % 3)).map { "\"k\($0)\": " + randomValue(&random, depth: depth + 1) }.joined(separator: ",\n   ") + "}"
        }
    }
}
