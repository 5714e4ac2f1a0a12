import Foundation
import LibraryFormat
import Testing

/// Each kind of unreadable input gets its own precise reason.
@Suite("LibraryCodec: rejected input")
struct LibraryCodecRejectionTests {
    static let note = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "T", "body": "B", "created": "2026-11-21T23:00:00Z", "modified": "2026-11-21T23:00:00Z"}"#

    func decode(_ text: String) -> LibraryDecodingError? {
        decode(Array(text.utf8))
    }

    func decode(_ bytes: [UInt8]) -> LibraryDecodingError? {
        do {
            _ = try LibraryCodec.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyFile() {
        #expect(decode("") == .empty)
        #expect(decode(" \n\t") == .empty)
    }

    @Test func malformedJSONSaysWhere() {
        let error = decode("{\n  \"version\": 1,\n  \"notes\": [}\n}")
        guard case let .malformed(line, column, _) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(line == 3)
        #expect(column == 13)
        #expect(error?.description.hasPrefix("not valid JSON at line 3, column 13") == true)
    }

    @Test func trailingGarbageIsMalformed() {
        guard case .malformed = decode(#"{"version": 1, "notes": []} extra"#) else {
            Issue.record("expected malformed")
            return
        }
    }

    @Test func truncatedFile() {
        let whole = #"{"version": 1, "notes": [\#(Self.note)], "draft": null}"#
        for length in [1, 10, 40, whole.utf8.count - 1] {
            let error = decode(Array(whole.utf8.prefix(length)))
            guard case .truncated = error else {
                Issue.record("cut at \(length): expected truncated, got \(String(describing: error))")
                continue
            }
            #expect(error?.description.contains("truncated") == true)
        }
    }

    @Test func aTrashedThatIsNotADateNamesTheField() {
        let note = Self.note.dropLast() + #", "trashed": "#
        #expect(decode(#"{"version": 1, "notes": [\#(note)true}]}"#)
            == .wrongType(field: "notes[0].trashed", expected: "a date string", found: "true/false"))
        let error = decode(#"{"version": 1, "notes": [\#(note)"yesterday"}]}"#)
        #expect(error?.description.contains("notes[0].trashed") == true)
        #expect(decode(#"{"version": 1, "notes": [\#(note)null, "trashed": null}]}"#)
            == .duplicateKey(place: "notes[0]", key: "trashed"))
    }

    @Test func wrongTypesNameTheField() {
        #expect(decode("[]") == .wrongType(field: "the top level", expected: "an object", found: "an array"))
        #expect(decode(#"{"version": "1", "notes": []}"#) == .wrongType(field: "version", expected: "a whole number", found: "a string"))
        #expect(decode(#"{"version": 1, "notes": {}}"#) == .wrongType(field: "notes", expected: "an array", found: "an object"))
        let badTitle = Self.note.replacingOccurrences(of: #""title": "T""#, with: #""title": 5"#)
        #expect(decode(#"{"version": 1, "notes": [\#(badTitle)]}"#) == .wrongType(field: "notes[0].title", expected: "a string", found: "a number"))
        #expect(decode(#"{"version": 1, "notes": [], "draft": 3}"#) == .wrongType(field: "draft", expected: "an object or null", found: "a number"))
    }

    @Test func missingRequiredFields() {
        #expect(decode(#"{"notes": []}"#) == .missingField("version"))
        #expect(decode(#"{"version": 1}"#) == .missingField("notes"))
        let noBody = Self.note.replacingOccurrences(of: #""body": "B", "#, with: "")
        #expect(decode(#"{"version": 1, "notes": [\#(Self.note), \#(noBody)]}"#)?.description
            == "the required field notes[1].body is missing")
    }

    @Test func newerVersion() {
        #expect(decode(#"{"version": 2, "notes": []}"#) == .newerVersion(2))
        // A newer format may well have another shape: the version explains it.
        #expect(decode(#"{"notes": {"by-id": {}}, "version": 2}"#) == .newerVersion(2))
        #expect(decode(#"{"version": 2}"#)?.description.contains("newer notes-tui") == true)
    }

    @Test func notUTF8() {
        var bytes = Array(#"{"version": 1, "notes": [\#(Self.note)]}"#.utf8)
        let title = bytes.firstIndex(of: UInt8(ascii: "T")) ?? 0
        bytes[title] = 0xFF
        #expect(decode(bytes) == .notUTF8(line: 1))
        #expect(decode([0x7B, 0x0A, 0xC3, 0x28]) == .notUTF8(line: 2))
    }

    @Test func invalidIDsAndDates() {
        let badID = Self.note.replacingOccurrences(of: "6F9619FF-8B86", with: "not-a-uuid")
        #expect(decode(#"{"version": 1, "notes": [\#(badID)]}"#)?.description.hasPrefix("notes[0].id is not a UUID") == true)
        let badDate = Self.note.replacingOccurrences(of: #""created": "2026-11-21T23:00:00Z""#, with: #""created": "yesterday""#)
        #expect(decode(#"{"version": 1, "notes": [\#(badDate)]}"#)?.description.hasPrefix("notes[0].created is not an ISO 8601 date") == true)
        let duplicate = decode(#"{"version": 1, "notes": [\#(Self.note), \#(Self.note)]}"#)
        #expect(duplicate?.description.contains("the same id as an earlier note") == true)
    }

    @Test func controlCharacterInsideAStringIsMalformed() {
        let raw = Self.note.replacingOccurrences(of: #""B""#, with: "\"a\nb\"")
        guard case .malformed = decode(#"{"version": 1, "notes": [\#(raw)]}"#) else {
            Issue.record("expected malformed")
            return
        }
    }
}
