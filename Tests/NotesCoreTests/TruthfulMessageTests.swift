import Foundation
import LibraryFormat
import NotesModel
import TestSupport
import Testing

/// Each unreadable file gets the message that is true of it: a huge
/// version is not "a fraction", two `version` keys are not "a newer
/// notes-tui", a key repeated in a note is named as such.
@Suite struct TruthfulMessageTests {
    static let note = #"{"id": "00000000-0000-0000-0000-000000000001", "title": "T", "body": "B", "created": "2026-11-21T23:00:00Z", "modified": "2026-11-21T23:00:00Z"}"#

    private func message(_ text: String) -> String? {
        do {
            _ = try LibraryCodec.decode(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aHundredThousandDigitVersionIsNotAFraction() throws {
        let digits = String(repeating: "7", count: 100_000)
        let text = try #require(message(#"{"version": \#(digits), "notes": []}"#))
        #expect(!text.contains("fraction") && !text.contains("newer"), "\(text)")
        #expect(text.contains("version is a whole number 100000 digits long, not a format version any notes-tui knows"))
        #expect(message(#"{"version": 1.5, "notes": []}"#)?.contains("a fraction") == true)
        #expect(message(#"{"version": -\#(digits), "notes": []}"#)?.contains("100000 digits long") == true)
        #expect(message(#"{"version": 1e0, "notes": []}"#) == "version should be a whole number written with digits only but is a number with an exponent")
    }

    @Test func twoVersionKeysAreADuplicateNotANewerNotesTUI() throws {
        for text in [#"{"version": 1, "version": 2, "notes": []}"#, #"{"version": 2, "notes": [], "version": 1}"#] {
            let reason = try #require(message(text))
            #expect(reason == #"the top level has the key "version" twice (duplicate key); keep one of them"#, "\(reason)")
        }
    }

    @Test func aKeyRepeatedInANoteOrTheDraftIsNamed() throws {
        let twice = Self.note.replacingOccurrences(of: #""body": "B""#, with: #""body": "B", "body": "C""#)
        #expect(message(#"{"version": 1, "notes": [\#(Self.note), \#(twice)]}"#)
            == #"notes[1] has the key "body" twice (duplicate key); keep one of them"#)
        #expect(message(#"{"version": 1, "notes": [], "draft": {"noteID": null, "title": "", "body": "", "x": 1, "x": 2}}"#)
            == #"draft has the key "x" twice (duplicate key); keep one of them"#)
    }

    /// Every key of every object of a real library, repeated: the message
    /// names that key twice, never another cause. And huge numbers anywhere
    /// a reader does not look are kept to the digit.
    @Test func everyRepeatedKeyAndEveryHugeNumberIsToldTruly() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0E)
        let huge = String(repeating: "1", count: 1000 + Int(random.next() % 1000))
        let library = Library(
            notes: [NoteFixtures.note(1, pinned: true), NoteFixtures.note(2)],
            draft: Draft(noteID: nil, title: "d", body: "b", unknownFields: UnknownFields([.init(key: "n", json: Array(huge.utf8))])),
            unknownFields: UnknownFields([.init(key: "big", json: Array(huge.utf8)), .init(key: "neg", json: Array("-\(huge).5e10".utf8))]))
        let lines = String(decoding: LibraryCodec.encode(library), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)

        // Loads as it is, huge numbers kept exactly.
        let decoded = try LibraryCodec.decode(LibraryCodec.encode(library))
        #expect(decoded == library)

        // Repeat each "key": line in place (adding the comma JSON needs).
        for (index, line) in lines.enumerated() {
            guard let keyEnd = line.range(of: "\": "), line.trimmingCharacters(in: .whitespaces).hasPrefix("\"") else { continue }
            let key = line[line.index(after: line.firstIndex(of: "\"")!)..<keyEnd.lowerBound]
            let value = line[keyEnd.upperBound...]
            // Only one-line values (the opening line of an array or object cannot be copied alone).
            guard !value.hasPrefix("[") || value.hasSuffix("],") || value.hasSuffix("]"), !value.hasPrefix("{") || value.hasSuffix("}") || value.hasSuffix("},") else { continue }
            let copy = line.hasSuffix(",") ? String(line) : String(line) + ","
            var mutated = lines.map(String.init)
            mutated.insert(copy, at: index)
            let reason = message(mutated.joined(separator: "\n"))
            #expect(reason?.contains("has the key \"\(key)\" twice") == true, "line \(index) \(key): \(reason ?? "loaded")")
            #expect(reason?.contains("newer") == false)
        }

        // A huge number where a known field is: named as a number in that field, not a fraction or a version.
        for field in ["title", "body", "pinned", "id", "created"] {
            let text = String(decoding: LibraryCodec.encode(library), as: UTF8.self)
            let pattern = "\"\(field)\": "
            guard let start = text.range(of: pattern) else { continue }
            let end = text[start.upperBound...].firstIndex(where: { $0 == "," || $0 == "\n" })!
            let mutated = text.replacingCharacters(in: start.upperBound..<end, with: huge)
            let reason = message(mutated)
            #expect(reason?.contains("\(field) should be") == true && reason?.contains("but is a number") == true, "\(field): \(reason ?? "loaded")")
        }
    }
}
