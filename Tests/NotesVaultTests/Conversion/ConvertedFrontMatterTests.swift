import Foundation
import NotesModel
import Testing
import TestSupport
@testable import NotesVault

/// The front matter keys `notes-tui convert` writes are read back by the
/// vault's reader: a JSON note's other fields, a body's own opening blank
/// lines, an empty title.
@Suite struct ConvertedFrontMatterTests {
    static func note(_ text: String, path: String = "N.md") -> Note {
        var info = stat()
        info.st_mtim = timespec(milliseconds: 0)
        return VaultFileReader.note(from: text, path: path, info: info, isTrashed: false, timeZone: .fixed(TimeZone(identifier: "UTC")!))
    }

    @Test func notesTUIFieldsAreTheNotesUnknownFieldsAndImportedFrom() {
        let note = Self.note("---\nnotes-tui-fields: \"{\\\"importedFrom\\\": \\\"Old name\\\", \\\"color\\\": [1, {\\\"a\\\": null}]}\"\n---\nbody\n")
        #expect(note.importedFrom == "Old name")
        #expect(note.unknownFields == UnknownFields([.init(key: "color", json: Array("[1, {\"a\": null}]".utf8))]))
        #expect(note.body == "body")
    }

    @Test func fieldsThatAreNotAJSONObjectAreIgnored() {
        for value in ["not json", "[1, 2]", "\"{\\\"a\\\": 1} trailing\"", "\"{\\\"a\\\": 1, \\\"a\\\": 2}\""] {
            let note = Self.note("---\nnotes-tui-fields: \(value)\n---\nbody\n")
            #expect(note.unknownFields == .none, "\(value)")
        }
    }

    @Test func leadingNewlinesKeepTheBodysOwnBlankLines() {
        #expect(Self.note("---\nnotes-tui-leading-newlines: 2\n---\n\n\nbody\n").body == "\n\nbody")
        #expect(Self.note("---\nnotes-tui-leading-newlines: 1\n---\n\n\nbody\n").body == "\nbody", "the rest is the gap")
        #expect(Self.note("---\nnotes-tui-leading-newlines: 5\n---\n\nbody\n").body == "\nbody", "never more than are there")
        #expect(Self.note("---\nx: 1\n---\n\n\nbody\n").body == "body", "without the key every blank line is the gap")
    }

    @Test func aQuotedEmptyTitleIsAnUntitledNoteAndABareOneIsNoTitle() {
        #expect(Self.note("---\ntitle: \"\"\n---\nbody\n", path: "Name.md").title == "")
        #expect(Self.note("---\ntitle: ''\n---\nbody\n", path: "Name.md").title == "")
        #expect(Self.note("---\ntitle:\n---\nbody\n", path: "Name.md").title == "Name")
    }

    /// Random unknown fields survive being written into front matter and read back.
    @Test func anyFieldsSurviveTheFrontMatter() {
        var random = SeededRandom.fromEnvironment(fallback: 3434)
        let values = ["\"a\"", "1", "-2.5e3", "true", "null", "[]", "{}", "\"\\u0000\\n\\t\\\"\\\\\"", "\"é中🎉\"",
                      "{\n  \"deep\": [[[\"x\"]]]\n}", "\"--- \\n---\"", "\"#: [x] {y}\""]
        for _ in 0..<SeededRandom.iterations(fallback: 200) {
            var fields: [UnknownFields.Field] = []
            for index in 0..<Int.random(in: 1...4, using: &random) {
                let key = ["k", "x-y", "é", "with space", "\"q\"", "importedFromX"][Int.random(in: 0..<6, using: &random)] + "\(index)"
                fields.append(.init(key: key, json: Array(values.randomElement(using: &random)!.utf8)))
            }
            let original = Note(id: UUID(), title: "T", body: "b", created: Date(timeIntervalSince1970: 0),
                                modified: Date(timeIntervalSince1970: 0), unknownFields: UnknownFields(fields))
            let value = ConvertedNoteText.fieldsValue(of: original)!
            let read = Self.note("---\n\(FrontMatter.fieldsKey): \(value)\n---\nb\n")
            #expect(read.unknownFields == original.unknownFields, "seed \(random.seed): \(value)")
        }
    }
}
