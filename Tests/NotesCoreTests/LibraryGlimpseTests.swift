import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel

/// A glimpse (the list's first screenful, read without decoding every
/// note) must be exactly what loading the whole library would show first,
/// or nothing: random libraries with ties, pins, the trash, unknown fields
/// that look like known ones, escapes, and notes in any order in the file.
@Suite struct LibraryGlimpseTests {
    /// What the list shows first after a full load.
    private static func expected(_ library: Library, sort: NoteSort, limit: Int) -> LibraryGlimpse {
        let shown = library.notes.filter { $0.trashed == nil }
        return LibraryGlimpse(firstNotes: Array(sort.sorted(shown).prefix(limit)), noteCount: shown.count)
    }

    private static let bodies = [
        "", "plain", "line one\nline two", "quote \" and backslash \\", "tab\tand \u{1} control", "Ünïcödé ✓ 👩🏽‍💻",
        "#tag [[Link]] `code`", String(repeating: "long body ", count: 40), "\\\"", "ends with backslash \\",
    ]
    /// Unknown fields, some named like known ones one level down.
    private static let unknownValues = [
        #"{"modified": "2099-01-01T00:00:00Z", "pinned": true, "trashed": null}"#,
        #"[{"id": "x"}, {"notes": []}]"#, #""a string with } and ] and \" inside""#, "12.5e3", "true", "null",
    ]

    static func randomLibrary(_ random: inout SeededRandom, count: Int) -> Library {
        // Few distinct dates, so ties (and the id that breaks them) are common.
        func date() -> Date { NoteFixtures.date(Double(Int.random(in: 0..<6, using: &random)) + 0.25) }
        var notes: [Note] = []
        for index in 0..<count {
            var note = Note(id: SequentialUUIDs.uuid(UInt64.random(in: 1...UInt64.max / 2, using: &random)),
                            title: Int.random(in: 0..<5, using: &random) == 0 ? "" : "Title \(index) \"q\"",
                            body: bodies.randomElement(using: &random)!, created: date(), modified: date(),
                            pinned: Int.random(in: 0..<5, using: &random) == 0)
            if Int.random(in: 0..<5, using: &random) == 0 { note.trashed = date() }
            if Int.random(in: 0..<4, using: &random) == 0 {
                note.unknownFields = UnknownFields([.init(key: "extra\(index % 3)", json: Array(unknownValues.randomElement(using: &random)!.utf8))])
            }
            notes.append(note)
        }
        notes.shuffle(using: &random)
        var library = Library(notes: notes)
        if Bool.random(using: &random) {
            library.unknownFields = UnknownFields([.init(key: "settings", json: Array(unknownValues.randomElement(using: &random)!.utf8))])
        }
        return library
    }

    @Test func aGlimpseIsTheFirstScreenfulOfAFullLoad() {
        var random = SeededRandom.fromEnvironment(fallback: 0x611_4D5E)
        for iteration in 0..<SeededRandom.iterations(fallback: 400) {
            let library = Self.randomLibrary(&random, count: Int.random(in: 0...60, using: &random))
            let sort: NoteSort = Bool.random(using: &random) ? .modified : .created
            let limit = Int.random(in: 1...70, using: &random)
            let glimpse = LibraryGlimpse.read(LibraryCodec.encode(library), sort: sort, limit: limit)
            #expect(glimpse == Self.expected(library, sort: sort, limit: limit),
                    "seed \(random.seed), case \(iteration): \(sort), limit \(limit)")
        }
    }

    @Test func whatAFullLoadWouldDecideGivesNoGlimpse() {
        var library = NoteFixtures.largeLibrary(count: 20)
        // The title order needs every title.
        #expect(LibraryGlimpse.read(LibraryCodec.encode(library), sort: .title, limit: 10) == nil)
        #expect(LibraryGlimpse.read(LibraryCodec.encode(library), sort: .modified, limit: 0) == nil)
        // A draft reopens its editor.
        library.draft = Draft(noteID: nil, title: "half", body: "written")
        #expect(LibraryGlimpse.read(LibraryCodec.encode(library), sort: .modified, limit: 10) == nil)
    }

    /// Whatever the bytes, a glimpse of a file that loads is that file's
    /// first screenful; a file that does not load may give either answer
    /// (the full load that follows reports it), but never a crash.
    @Test func mutatedFilesNeverGiveAWrongGlimpse() {
        var random = SeededRandom.fromEnvironment(fallback: 0x611_4D5F)
        let pieces = ["\"", "\\", "{", "}", "[", "]", ",", ":", "null", "true", "\"trashed\": null, ", "\"pinned\": true, ",
                      "\"modified\": \"2026-11-21T23:00:09Z\", ", "\n", "\u{FF}"]
        for iteration in 0..<SeededRandom.iterations(fallback: 600) {
            let library = Self.randomLibrary(&random, count: Int.random(in: 1...12, using: &random))
            var bytes = LibraryCodec.encode(library)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
                case 1: bytes.remove(at: at)
                case 2: bytes = Array(bytes.prefix(at))
                default: bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
                if bytes.isEmpty { break }
            }
            let sort: NoteSort = Bool.random(using: &random) ? .modified : .created
            let glimpse = LibraryGlimpse.read(bytes, sort: sort, limit: 5)
            if let glimpse, let loaded = try? LibraryCodec.decode(bytes) {
                #expect(glimpse == Self.expected(loaded, sort: sort, limit: 5), "seed \(random.seed), case \(iteration)")
            }
        }
    }

    /// A file past `LibraryDecoder.twoHalvesFrom` is skimmed in two halves
    /// at once: the glimpse is the same whether the second half's guessed
    /// start is taken or missed (an unknown field written across lines can
    /// look like a note's start), and damage near the middle never gives a
    /// wrong one.
    @Test func largeFilesSkimmedInTwoHalvesGiveTheSameGlimpse() {
        var random = SeededRandom.fromEnvironment(fallback: 0x611_4D60)
        let lookalike = Array("[{\"a\": 1},\n      {\"b\": 2},\n{\"c\": 3}]".utf8)
        // A twentieth of the fuzz budget: each case is 1,600 notes.
        for iteration in 0..<max(4, SeededRandom.iterations(fallback: 320) / 20) {
            var library = Self.randomLibrary(&random, count: 1_600)
            if Bool.random(using: &random) {
                for index in Int.random(in: 500...700, using: &random)..<1_100 where index % 7 == 0 {
                    library.notes[index].unknownFields = UnknownFields([.init(key: "layout", json: lookalike)])
                }
            }
            var bytes = LibraryCodec.encode(library)
            #expect(bytes.count >= LibraryDecoder.twoHalvesFrom)
            let sort: NoteSort = Bool.random(using: &random) ? .modified : .created
            let limit = Int.random(in: 1...250, using: &random)
            #expect(LibraryGlimpse.read(bytes, sort: sort, limit: limit) == Self.expected(library, sort: sort, limit: limit),
                    "seed \(random.seed), case \(iteration)")

            let middle = bytes.count / 2 + Int.random(in: -2_000...2_000, using: &random)
            bytes[middle] = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), 0x0A, UInt8(ascii: "\"")].randomElement(using: &random)!
            if let glimpse = LibraryGlimpse.read(bytes, sort: sort, limit: limit), let loaded = try? LibraryCodec.decode(bytes) {
                #expect(glimpse == Self.expected(loaded, sort: sort, limit: limit), "seed \(random.seed), damaged case \(iteration)")
            }
        }
    }
}
