import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesMerging
@testable import NotesModel

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

/// What shows only the start of a body (an untitled note's name, a row's
/// preview, the preview beside the list) reads only its start, and shows
/// exactly what reading the whole body would.
@Suite struct BodyStartTests {
    private static let pieces = ["a", " ", "\n", "\n\n", "  \t", "é", "日本", "👍🏽", "e\u{301}", "\u{200B}", "word ",
                                 String(repeating: "x", count: 20_000), String(repeating: " ", count: 20_000),
                                 String(repeating: "\n", count: 20_000), String(repeating: "日", count: 7_000)]

    @Test func theNameAndTheRowPreviewAreThoseOfTheWholeBody() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xB0D7)
        let date = Date(timeIntervalSince1970: 0)
        for iteration in 0..<SeededRandom.iterations(fallback: 400) {
            let body = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let title = iteration % 4 == 0 ? "Titled" : ""
            let note = Note(id: NoteTextTests.id(iteration), title: title, body: body, created: date, modified: date)
            let context = "seed \(random.seed), iteration \(iteration)"
            #expect(note.displayTitle == Note.displayTitle(title: title, body: body), "\(context)")
            #expect(note.startOfBodyAfterDisplayTitle(characters: 800) == note.bodyAfterDisplayTitle.prefix(800), "\(context)")
        }
    }

    @Test func aPrefixIsCutWhereAScalarStarts() {
        let date = Date(timeIntervalSince1970: 0)
        let note = Note(id: NoteTextTests.id(1), title: "", body: String(repeating: "é日👍", count: 100), created: date, modified: date)
        for maxBytes in 0...40 {
            let (text, isWhole) = note.bodyPrefix(maxBytes: maxBytes)
            #expect(!isWhole && text.utf8.count <= maxBytes && note.body.hasPrefix(text), "\(maxBytes)")
            #expect(text.utf8.count > maxBytes - 4, "no more than a scalar short of \(maxBytes)")
        }
        #expect(note.bodyPrefix(maxBytes: 900) == (note.body, true))
    }
}

/// Texts of 4 GiB or more keep their lengths in their own buffer: the
/// same note, read and written the same.
@Suite struct LongTextFormTests {
    @Test func theLongFormIsTheSameText() throws {
        let date = Date(timeIntervalSince1970: 0)
        for (title, body) in [("T", "body"), ("", ""), ("é", "日本\n👍🏽"), (String(repeating: "t", count: 300), "")] {
            let packed = Note(id: NoteTextTests.id(1), title: title, body: body, created: date, modified: date)
            let long = Note(id: packed.id, text: NoteText.inLongForm(title: title, body: body), created: date, modified: date, rare: nil)
            #expect(long.title == title && long.body == body && long.text.titleByteCount == title.utf8.count)
            #expect(long == packed && long.text.hasSameBytes(as: packed.text))
            #expect(long.bodyPrefix(maxBytes: 2) == packed.bodyPrefix(maxBytes: 2))
            #expect(LibraryCodec.encode(Library(notes: [long])) == LibraryCodec.encode(Library(notes: [packed])))
        }
    }
}

/// A merge that takes a few notes from another reading of the file gives
/// them copies of their text: they would otherwise keep that reading's
/// whole buffer alive, one more each merge.
@Suite struct MergeOwnTextTests {
    @Test func theFewNotesTakenFromTheirsKeepTextOfTheirOwn() throws {
        let date = Date(timeIntervalSince1970: 0)
        let written = Library(notes: (0..<6).map {
            Note(id: NoteTextTests.id($0), title: "Note \($0)", body: "body \($0)", created: date, modified: date)
        })
        let base = try LibraryCodec.decode(LibraryCodec.encode(written))
        var elsewhere = written
        elsewhere.notes[2].body = "changed elsewhere"
        elsewhere.notes[2].modified = date.addingTimeInterval(60)
        let theirs = try LibraryCodec.decode(LibraryCodec.encode(elsewhere))
        var mine = base
        mine.notes[4].title = "changed here"
        let merged = LibraryMerge.merge(base: base, mine: mine, theirs: theirs, makeID: { UUID() })
        let byID = Dictionary(uniqueKeysWithValues: merged.notes.map { ($0.id, $0) })
        let taken = try #require(byID[written.notes[2].id])
        #expect(taken.body == "changed elsewhere" && !taken.text.isSamePlace(as: theirs.notes[2].text))
        #expect(byID[written.notes[0].id]?.text.isSamePlace(as: base.notes[0].text) == true, "the many keep their place")
        #expect(byID[written.notes[4].id]?.title == "changed here")
    }
}
