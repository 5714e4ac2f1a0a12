import Foundation
@testable import NotesCore
import Testing
import TestSupport

/// Notes keep their titles and bodies as bytes in shared buffers
/// (`NoteText`), not as strings. Whatever the text and the order of a
/// note's fields, what is read is what was written, byte for byte; an edit
/// changes only the field edited; and equality is still the strings'.
@Suite struct NoteTextTests {
    /// Texts with everything the writer escapes or the reader must
    /// unescape: quotes, backslashes, control characters, `\u` escapes
    /// (surrogate pairs among them), non-ASCII, nothing at all.
    private static let pieces = ["a", "Plain words ", "\"", "\\", "\n", "\t", "\r\n", "\u{1}", "\u{1F}", "/", "é",
                                 "e\u{301}", "日本", "👍🏽", "\u{2028}", "ß", "\u{FEFF}", ""]

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    private static func text(_ random: inout SeededRandom, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func library(_ random: inout SeededRandom, count: Int, maxPieces: Int) -> Library {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        return Library(notes: (0..<count).map { number in
            Note(id: Self.id(number), title: text(&random, maxPieces: 6), body: text(&random, maxPieces: maxPieces),
                 created: date, modified: date)
        })
    }

    @Test func whatIsReadIsWhatWasWrittenByteForByte() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x7E47)
        for iteration in 0..<SeededRandom.iterations(fallback: 200) {
            let library = Self.library(&random, count: Int.random(in: 1...20, using: &random), maxPieces: 40)
            let bytes = LibraryCodec.encode(library)
            let read = try LibraryCodec.decode(bytes)
            for (written, note) in zip(library.notes, read.notes) {
                #expect(Array(note.title.utf8) == Array(written.title.utf8), "seed \(random.seed), iteration \(iteration)")
                #expect(Array(note.body.utf8) == Array(written.body.utf8), "seed \(random.seed), iteration \(iteration)")
            }
            #expect(LibraryCodec.encode(read) == bytes, "seed \(random.seed), iteration \(iteration): written back differently")
        }
    }

    /// A file of more than a megabyte: its texts are in mapped buffers
    /// (one a half) whose unused pages are given back once read; every
    /// note must still read whole after that.
    @Test func aLargeFileReadsWholeAfterItsBuffersAreTrimmed() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x7E48)
        let library = Self.library(&random, count: 7_000, maxPieces: 80)
        let bytes = LibraryCodec.encode(library)
        #expect(bytes.count > 2 * TextBuffer.mappedFrom)
        let read = try LibraryCodec.decode(bytes)
        #expect(read.notes.count == library.notes.count)
        for (written, note) in zip(library.notes, read.notes) {
            #expect(Array(note.body.utf8) == Array(written.body.utf8) && Array(note.title.utf8) == Array(written.title.utf8))
        }
        #expect(LibraryCodec.encode(read) == bytes)
    }

    /// Other writers may put a note's fields in any order, with unknown
    /// fields between: the body before the title, too.
    @Test func anyOrderOfFieldsReadsTheSameNote() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x7E49)
        for iteration in 0..<SeededRandom.iterations(fallback: 300) {
            let (title, body) = (Self.text(&random, maxPieces: 5), Self.text(&random, maxPieces: 12))
            var fields = [#""id": "00000000-0000-4000-8000-000000000001""#, #""created": "2026-01-01T00:00:00Z""#,
                          #""modified": "2026-01-01T00:00:00Z""#, #""x-other": {"body": "not this"}"#]
            var titleJSON: [UInt8] = [], bodyJSON: [UInt8] = []
            LibraryCodec.appendString(title, to: &titleJSON)
            LibraryCodec.appendString(body, to: &bodyJSON)
            fields += [#""title": "# + String(decoding: titleJSON, as: UTF8.self), #""body": "# + String(decoding: bodyJSON, as: UTF8.self)]
            fields.shuffle(using: &random)
            let file = #"{"version": 1, "notes": [{"# + fields.joined(separator: ", ") + "}]}"
            let note = try #require(try LibraryCodec.decode(Array(file.utf8)).notes.first, "seed \(random.seed), iteration \(iteration)")
            #expect(Array(note.title.utf8) == Array(title.utf8) && Array(note.body.utf8) == Array(body.utf8),
                    "seed \(random.seed), iteration \(iteration): \(file)")
        }
    }

    @Test func anEditChangesOnlyItsFieldAndOnlyItsNote() throws {
        let date = Date(timeIntervalSince1970: 0)
        let written = Library(notes: (0..<3).map {
            Note(id: Self.id($0), title: "Title \($0) é", body: "Body \($0)\nline", created: date, modified: date)
        })
        let read = try LibraryCodec.decode(LibraryCodec.encode(written))
        var notes = read.notes
        notes[1].title = "New"
        #expect(notes[1].title == "New" && notes[1].body == "Body 1\nline")
        notes[2].body = ""
        #expect(notes[2].title == "Title 2 é" && notes[2].body == "")
        notes[0].setText(title: "", body: "Only")
        #expect(notes[0].title == "" && notes[0].body == "Only" && notes[0].displayTitle == "Only")
        #expect(read.notes == written.notes, "the notes read are untouched by the copies' edits")
    }

    /// Equality is the strings' (canonical equivalence), while telling
    /// whether a folding may be reused asks for the same bytes.
    @Test func equalityIsTheStringsAndHashingAgrees() throws {
        let date = Date(timeIntervalSince1970: 0)
        let composed = Note(id: Self.id(1), title: "Caf\u{E9}", body: "\u{E9}t\u{E9}", created: date, modified: date)
        var decomposed = composed
        decomposed.setText(title: "Cafe\u{301}", body: "e\u{301}te\u{301}")
        #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
        #expect(!composed.text.hasSameBytes(as: decomposed.text))
        let read = try LibraryCodec.decode(LibraryCodec.encode(Library(notes: [composed])))
        #expect(read.notes[0].text.hasSameBytes(as: composed.text) && read.notes[0] == composed)
        var other = composed
        other.body = "\u{E9}t\u{E9}!"
        #expect(other != composed)
    }
}
