import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesCore
@testable import NotesModel

/// `add`'s quick path trusts `CanonicalLibrary` to say when copying the
/// file's bytes around a new note writes exactly what decoding, inserting
/// and encoding would. Two properties carry that: every library the encoder
/// writes (in list order, without a draft or unknown fields) is accepted
/// and spliced to the full path's bytes; and whatever bytes are accepted,
/// however they were made, decode and encode back to themselves, in
/// strict list order.
@Suite struct CanonicalLibraryTests {
    private static let pieces = [
        "a", "Zebra", " ", "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}",
        "é", "日本", "Plain words long enough to be read eight bytes at a time ", "🇫🇷", "👩‍👩‍👧", "\u{200B}", "\u{2028}", "/", "\\u0041", "#tag", "[[link]]", "}", "{", ",",
    ]

    private static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func date(_ random: inout SeededRandom) -> Date {
        switch Int.random(in: 0..<4, using: &random) {
        // Notes made the same millisecond: the id decides their order.
        case 0: return LibraryDate.date(milliseconds: 1_795_302_000_000)
        case 1: return LibraryDate.date(milliseconds: Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random))
        default: return LibraryDate.date(milliseconds: 1_795_302_000_000 + Int64.random(in: -5_000...5_000, using: &random) * 1000)
        }
    }

    private static func note(_ random: inout SeededRandom) -> Note {
        let created = date(&random)
        return Note(
            id: UUID(), title: text(&random), body: text(&random), created: created,
            modified: Bool.random(using: &random) ? created : date(&random),
            pinned: Bool.random(using: &random),
            trashed: Int.random(in: 0..<4, using: &random) == 0 ? date(&random) : nil,
            importedFrom: Int.random(in: 0..<5, using: &random) == 0 ? text(&random) : nil)
    }

    /// Notes in list order, as the controller keeps them.
    private static func library(_ random: inout SeededRandom) -> Library {
        let notes = (0..<Int.random(in: 1...12, using: &random)).map { _ in note(&random) }
        return Library(notes: notes.sorted(by: NotesController.precedesInList))
    }

    /// What the full path writes: the note inserted first, then the list
    /// order restored (`NotesController.changeNotes`).
    private static func fullPath(adding note: Note, to library: Library) -> [UInt8] {
        var notes = [note] + library.notes
        if !NotesController.isInListOrder(notes) { notes.sort(by: NotesController.precedesInList) }
        return LibraryCodec.encode(Library(notes: notes))
    }

    private static func spliced(adding note: Note, to bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
            guard let layout = CanonicalLibrary(buffer) else { return nil }
            let (offset, inserted) = layout.insertion(of: note, in: buffer)
            return Array(bytes[..<offset]) + inserted + Array(bytes[offset...])
        }
    }

    @Test func everyLibraryTheEncoderWritesIsSplicedToTheFullPathsBytes() {
        var random = SeededRandom.fromEnvironment(fallback: 0xCA90_0001)
        for round in 0..<SeededRandom.iterations(fallback: 400) {
            let library = Self.library(&random)
            let bytes = LibraryCodec.encode(library)
            // Sometimes at the same millisecond as notes already there.
            var added = Self.note(&random)
            if Bool.random(using: &random), let other = library.notes.randomElement(using: &random) {
                added.modified = other.modified
            }
            guard let spliced = Self.spliced(adding: added, to: bytes) else {
                Issue.record("seed \(random.seed) round \(round): the encoder's own library was not accepted")
                return
            }
            #expect(spliced == Self.fullPath(adding: added, to: library), "seed \(random.seed) round \(round)")
        }
    }

    @Test func whateverIsAcceptedReadsBackToItselfInStrictListOrder() {
        var random = SeededRandom.fromEnvironment(fallback: 0xCA90_0002)
        let interesting: [UInt8] = Array("\"\\u0aAfF1-:.TZ,{}[] \n\r\t/".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        var accepted = 0
        for round in 0..<SeededRandom.iterations(fallback: 3_000) {
            var bytes = LibraryCodec.encode(Self.library(&random))
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: bytes[index] = interesting.randomElement(using: &random)!
                case 1: bytes.insert(interesting.randomElement(using: &random)!, at: index)
                case 2: bytes.remove(at: index)
                case 3:
                    // One note's id (or date) given to another.
                    let marker = Array((Bool.random(using: &random) ? "\"id\": \"" : "\"modified\": \"").utf8)
                    let places = Self.offsets(of: marker, in: bytes)
                    guard let from = places.randomElement(using: &random), let to = places.randomElement(using: &random) else { break }
                    // Up to the value's closing quote.
                    func end(_ start: Int) -> Int {
                        bytes[(start + marker.count)...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                    }
                    bytes.replaceSubrange(to..<end(to), with: Array(bytes[from..<end(from)]))
                default:
                    // A line moved: notes, fields or dates out of place.
                    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                    var shuffled = lines
                    let from = Int.random(in: 0..<lines.count, using: &random), to = Int.random(in: 0..<lines.count, using: &random)
                    shuffled.swapAt(from, to)
                    bytes = Array(shuffled.joined(separator: [0x0A]))
                }
            }
            let isAccepted = bytes.withUnsafeBufferPointer { CanonicalLibrary($0) != nil }
            guard isAccepted else { continue }
            accepted += 1
            guard let library = try? LibraryCodec.decode(bytes) else {
                Issue.record("seed \(random.seed) round \(round): accepted bytes that do not decode: \(String(decoding: bytes, as: UTF8.self))")
                return
            }
            let readsBack = LibraryCodec.encode(library) == bytes
            #expect(readsBack, "seed \(random.seed) round \(round): accepted bytes the encoder writes otherwise")
            #expect(library.draft == nil && library.unknownFields == .none && !library.notes.isEmpty)
            #expect(zip(library.notes, library.notes.dropFirst()).allSatisfy { NotesController.precedesInList($0, $1) },
                    "seed \(random.seed) round \(round): accepted notes out of list order")
        }
        // Some mutations leave a canonical file (a letter for a letter):
        // the check above must have run.
        #expect(accepted > 0)
    }

    private static func offsets(of marker: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= marker.count else { return [] }
        return (0...(bytes.count - marker.count)).filter { bytes[$0..<$0 + marker.count].elementsEqual(marker) }
    }

    /// Each is a change of `find` (every place) to `replacement`.
    @Test(arguments: [
        ("a lower-case id", "\"id\": \"A", "\"id\": \"a"),
        ("an escaped slash", "one/two", "one\\/two"),
        ("a letter as \\u escape", "one/two", "\\u006fne/two"),
        ("a newline as \\u000a", "\\n", "\\u000a"),
        ("pinned false", "\n    }", ",\n      \"pinned\": false\n    }"),
        ("a draft kept in the library", "\"draft\": null", "\"draft\": {\"noteID\": null, \"title\": \"\", \"body\": \"\"}"),
        ("an unknown top-level field", "\"draft\": null", "\"draft\": null,\n  \"color\": 1"),
        ("an unknown note field", "\n    }", ",\n      \"color\": 1\n    }"),
        ("a date with an offset", ":00Z\"", ":00+00:00\""),
        ("a date with a zero fraction", ":00Z\"", ":00.000Z\""),
        ("CRLF line ends", "\n", "\r\n"),
        ("no final newline", "null\n}\n", "null\n}"),
        ("a trailing space", "null\n}\n", "null\n}\n "),
        ("an older note first", "2026-11-22T10:00:00Z", "2020-01-01T00:00:00Z"),
        ("a repeated id", "BBBBBBBB-0000-4000-8000-000000000002", "AAAAAAAA-0000-4000-8000-000000000001"),
        ("a version 2 file", "\"version\": 1", "\"version\": 2"),
    ])
    func whatTheEncoderWouldWriteOtherwiseIsNotCanonical(change: String, find: String, replacement: String) {
        let library = Library(notes: [
            Note(id: UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000001")!, title: "one/two", body: "a\nb",
                 created: LibraryDate.parse("2026-11-22T10:00:00Z")!, modified: LibraryDate.parse("2026-11-22T10:00:00Z")!),
            Note(id: UUID(uuidString: "BBBBBBBB-0000-4000-8000-000000000002")!, title: "three", body: "",
                 created: LibraryDate.parse("2026-11-21T10:00:00Z")!, modified: LibraryDate.parse("2026-11-21T10:00:00Z")!),
        ])
        let original = String(decoding: LibraryCodec.encode(library), as: UTF8.self)
        #expect(Array(original.utf8).withUnsafeBufferPointer { CanonicalLibrary($0) != nil }, "the unchanged file is canonical")
        let changed = original.replacingOccurrences(of: find, with: replacement)
        #expect(changed != original, "\(change): the edit changed nothing")
        #expect(Array(changed.utf8).withUnsafeBufferPointer { CanonicalLibrary($0) == nil }, "\(change) was taken for canonical")
    }

    @Test func listedNotesAreTheFullLoadsAsListShowsThem() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xCA90_0004)
        for round in 0..<SeededRandom.iterations(fallback: 300) {
            var library = Self.library(&random)
            // Blank titles of every kind, whose name comes from the body.
            for index in library.notes.indices where Int.random(in: 0..<3, using: &random) == 0 {
                library.notes[index].title = ["", " ", "\u{200B}", "\n\t"].randomElement(using: &random)!
            }
            let bytes = LibraryCodec.encode(library)
            let listed = try #require(bytes.withUnsafeBufferPointer { buffer in
                CanonicalLibrary(buffer).flatMap { $0.listedNotes(in: buffer) }
            }, "seed \(random.seed) round \(round)")
            let loaded = try LibraryCodec.decode(bytes).notes
            #expect(listed.map(\.displayTitle) == loaded.map(\.displayTitle), "seed \(random.seed) round \(round)")
            // Everything but the bodies a title makes unneeded.
            #expect(listed.map { [$0.id.text, $0.title, "\($0.created)", "\($0.modified)", "\($0.pinned)", "\(String(describing: $0.trashed))"] }
                == loaded.map { [$0.id.text, $0.title, "\($0.created)", "\($0.modified)", "\($0.pinned)", "\(String(describing: $0.trashed))"] },
                "seed \(random.seed) round \(round)")
        }
    }

    @Test func anEmptyLibraryIsLeftToTheFullPath() {
        let bytes = LibraryCodec.encode(Library())
        #expect(bytes.withUnsafeBufferPointer { CanonicalLibrary($0) == nil })
    }

    @Test func theUTF8CheckIsTheStandardLibrarys() {
        var random = SeededRandom.fromEnvironment(fallback: 0xCA90_0003)
        // Lead bytes, continuation bytes and ASCII, so that most runs are
        // nearly valid and the edges of each range are met.
        let bytes: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
                              0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for _ in 0..<SeededRandom.iterations(fallback: 20_000) {
            let count = Int.random(in: 0...12, using: &random)
            let run = (0..<count).map { _ in bytes.randomElement(using: &random)! }
            let expected = String(validating: run, as: UTF8.self) != nil
            let checked = run.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { UTF8Check.isValid($0, from: 0, to: count) } ?? true
            }
            guard checked == expected else {
                Issue.record("seed \(random.seed): \(run.map { String($0, radix: 16) }) is \(expected ? "" : "not ")UTF-8")
                return
            }
        }
    }
}
