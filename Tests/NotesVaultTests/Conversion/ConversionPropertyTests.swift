import Foundation
import NotesModel
import Testing
import TestSupport
@testable import NotesVault

/// `notes-tui convert` loses nothing: random JSON libraries — titles a
/// file cannot be named (`..`, `CON`, `/`, 300 bytes), duplicates, pins,
/// the trash, fields this version does not know, bodies opening with
/// blank lines or a heading or `---` — go to a vault and back unchanged.
@Suite struct ConversionPropertyTests {
    static let titles = ["Shopping", "Shopping", "shopping", "..", ".", "CON", "con.txt", "nul", "/", "a/b", "a\\b",
                         "", " spaced ", "# not a heading", "title: colon", "---", "Untitled", "日本語のノート", "emoji 🎉",
                         "dots...", ".hidden", "[[link]]", "x:y*z?", "\"quoted\"", "'single'", "- dash", "yes", "null", "12",
                         String(repeating: "é", count: 150), String(repeating: "a", count: 300), "tab\tin", "#tag"]
    static let bodies = ["", "milk\neggs", "\n\nafter two blank lines", "\nafter one", "ends with a break\n", "ends with two\n\n",
                         "# A heading\nbody", "---\ntitle: fake\n---\nbody", "[[Shopping]] and #tag", "\n", "\n\n\n",
                         "  indented", "tab\tand unicode é 中 🎉", "line\n\n\nspaced", "---", "# ", "null\u{0}byte",
                         "\u{FEFF}bom first", "trailing spaces   "]
    static let fieldValues = ["\"red\"", "42", "true", "null", "[1, 2, 3]", "{\"nested\": {\"a\": [\"x\", \"y\\n\"]}}",
                              "{\n        \"pretty\": \"printed\"\n      }", "\"quote \\\" and \\\\ backslash\"", "\"é 中 \\u0001\""]

    static func randomLibrary(_ random: inout SeededRandom) -> Library {
        let count = Int.random(in: 0...10, using: &random)
        var notes: [Note] = []
        for _ in 0..<count {
            let created = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random)
            let modified = Bool.random(using: &random) ? created : Int64.random(in: 0...4_000_000_000_000, using: &random)
            var fields: [UnknownFields.Field] = []
            for key in ["color", "x-sync", "schemaNext"] where Int.random(in: 0..<4, using: &random) == 0 {
                fields.append(UnknownFields.Field(key: key, json: Array(fieldValues.randomElement(using: &random)!.utf8)))
            }
            notes.append(Note(
                id: UUID(), title: titles.randomElement(using: &random)!, body: bodies.randomElement(using: &random)!,
                created: LibraryDate.date(milliseconds: created), modified: LibraryDate.date(milliseconds: modified),
                pinned: Int.random(in: 0..<3, using: &random) == 0,
                trashed: Int.random(in: 0..<4, using: &random) == 0 ? LibraryDate.date(milliseconds: modified) : nil,
                importedFrom: Int.random(in: 0..<5, using: &random) == 0 ? titles.randomElement(using: &random) : nil,
                unknownFields: UnknownFields(fields)))
        }
        return Library(notes: notes)
    }

    @Test func aJSONLibraryGoesToAVaultAndBackUnchanged() throws {
        var random = SeededRandom.fromEnvironment(fallback: 3410)
        for round in 0..<SeededRandom.iterations(fallback: 25) {
            let folder = try ConversionFolder()
            let library = Self.randomLibrary(&random)
            try folder.writeJSON(library)
            try folder.convert("notes.json", to: "vault/", sourceIsVault: false)
            let vault = try folder.readVault("vault")
            #expect(ComparableNote.of(vault.notes) == ComparableNote.of(library.notes),
                    "seed \(random.seed) round \(round): the vault's notes differ")
            #expect(folder.files(under: "vault").keys.allSatisfy { $0.hasSuffix(".md") }, "the vault holds only notes")
            try folder.convert("vault", to: "back.json", sourceIsVault: true)
            let back = try folder.readJSON("back.json")
            #expect(ComparableNote.of(back.notes) == ComparableNote.of(library.notes),
                    "seed \(random.seed) round \(round): JSON → vault → JSON changed notes")
            // And the vault made from the JSON made from the vault is the same files.
            try folder.convert("back.json", to: "again/", sourceIsVault: false)
            #expect(folder.files(under: "again") == folder.files(under: "vault"),
                    "seed \(random.seed) round \(round): vault → JSON → vault changed files")
            let states = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("state/notes-tui/vaults"))) ?? []
            #expect(!states.contains { $0.contains("notes-tui-convert") }, "the work folder's state is gone: \(states)")
            #expect(!folder.folder.contents().contains { $0.hasPrefix(".notes-tui-convert") })
        }
    }

    @Test func theDraftBecomesTheVaultsDraftAndComesBack() throws {
        let folder = try ConversionFolder()
        let note = Note(id: UUID(), title: "Plan", body: "old", created: Date(timeIntervalSince1970: 0),
                        modified: Date(timeIntervalSince1970: 0))
        let draft = Draft(noteID: note.id, title: "Plan", body: "half typed")
        try folder.writeJSON(Library(notes: [note], draft: draft))
        try folder.convert("notes.json", to: "vault/", sourceIsVault: false)
        #expect(try folder.readVault("vault").draft == draft)
        #expect(folder.files(under: "vault").keys.sorted() == ["Plan.md"], "the draft is this machine's, not the vault's")
        try folder.convert("vault", to: "back.json", sourceIsVault: true)
        #expect(try folder.readJSON("back.json").draft == draft)
    }
}
