import Foundation
import NotesModel
import Testing
import TestSupport
@testable import NotesVault

/// `notes-tui convert`: which PATH makes which kind, what is refused, and
/// vaults as Obsidian, zk and nb write them going to JSON and back to the
/// same bytes.
@Suite struct LibraryConversionTests {
    /// Files as the apps write them: front matter with comments and
    /// unknown keys, headings, CRLF, no final newline, subfolders, the
    /// trash, pins, names that are not the title.
    static let handWritten: [String: String] = [
        // Obsidian: the file name is the title; aliases, tags, a pin, a table link.
        "Obsidian/Home.md": "---\naliases: [Start]\ntags:\n  - index\ncssclass: wide # a comment\n---\n\n| a | b |\n| - | - |\n| [[Plugins/Templates\\|T]] | x |\n",
        "Obsidian/Plugins/Templates.md": "Templates are notes.\n\n![[image.png]]",
        "Obsidian/Pinned.md": "---\npinned: true\n---\nkept on top\n",
        // zk: an id file name, the title in the front matter, dates with no zone.
        "zk/3ka1.md": "---\ntitle: \"Fleeting: idea\"\ndate: 2024-01-05 17:42\ntags: [fleeting, idea]\n---\n\n# Fleeting: idea\n\nbody with #inline\n",
        // nb: a heading title, CRLF line endings, no final newline.
        "nb/20240105.md": "# Meeting notes\r\n\r\n- one\r\n- two",
        // A note with front matter this app does not read, kept as is.
        "Daily/2024-01-05.md": "---\nid: 7E0A5C8D-3B4F-4D2A-9E1C-0F6B8A2D4C11\nupdated: 2024-01-05T10:00:00+01:00\nweather: \"sunny\"\n---\n# Friday\nwent well",
        // Trashed in Obsidian's trash, with its folder.
        ".trash/Old/Gone.md": "no longer needed\n",
        "Empty.md": "",
    ]

    @Test func aHandWrittenVaultGoesToJSONAndBackAsTheSameFiles() throws {
        let folder = try ConversionFolder()
        for (path, text) in Self.handWritten { folder.write("vault/" + path, text) }
        let original = try folder.readVault("vault")
        try folder.convert("vault", to: "notes.json", sourceIsVault: true)
        let json = try folder.readJSON("notes.json")
        #expect(ComparableNote.of(json.notes) == ComparableNote.of(original.notes))
        try folder.convert("notes.json", to: "again/", sourceIsVault: false)
        let files = folder.files(under: "again")
        #expect(files.keys.sorted() == Self.handWritten.keys.sorted())
        for (path, text) in Self.handWritten {
            #expect(files[path] == Array(text.utf8), "\(path) is not byte for byte the same")
        }
        let again = try folder.readVault("again")
        #expect(ComparableNote.of(again.notes) == ComparableNote.of(original.notes), "ids, dates and the trash came back")
    }

    /// A JSON library edited after it came from a vault: the note goes back
    /// into its own file with only what changed rewritten.
    @Test func aNoteEditedInTheJSONLibraryGoesBackIntoItsFileChangedOnlyThere() throws {
        let folder = try ConversionFolder()
        folder.write("vault/zk/3ka1.md", Self.handWritten["zk/3ka1.md"]!)
        try folder.convert("vault", to: "notes.json", sourceIsVault: true)
        var library = try folder.readJSON("notes.json")
        library.notes[0].title = "Fleeting: better"
        library.notes[0].pinned = true
        try folder.writeJSON(library, "edited.json")
        try folder.convert("edited.json", to: "again/", sourceIsVault: false)
        let text = folder.files(under: "again")["zk/3ka1.md"].map { String(decoding: $0, as: UTF8.self) }
        #expect(text == "---\ntitle: \"Fleeting: better\"\ndate: 2024-01-05 17:42\ntags: [fleeting, idea]\npinned: true\n---\n\n# Fleeting: idea\n\nbody with #inline\n")
        #expect(ComparableNote.of(try folder.readVault("again").notes) == ComparableNote.of(library.notes))
    }

    @Test func thePathSaysWhichKind() throws {
        let folder = try ConversionFolder()
        mkdir(folder.path("empty"), 0o755)
        let kinds = try ["new/", "new", "new.json", "empty"].map { try LibraryConversion.targetIsVault(folder.path($0)) }
        #expect(kinds == [true, false, false, true])
    }

    @Test func somethingAlreadyThereIsRefusedAndNothingIsWritten() throws {
        let folder = try ConversionFolder()
        try folder.writeJSON(Library(notes: [Note(id: UUID(), title: "A", body: "", created: Date(), modified: Date())]))
        folder.write("full/keep.txt", "mine")
        folder.write("taken.json", "{}")
        for target in ["full", "full/", "taken.json", "notes.json"] {
            #expect(throws: ConversionError.self) {
                try folder.convert("notes.json", to: target, sourceIsVault: false)
            }
            do {
                try folder.convert("notes.json", to: target, sourceIsVault: false)
            } catch let error as ConversionError {
                #expect(error.exitCode == 73, "\(target): \(error.message)")
            }
        }
        #expect(folder.files(under: "full") == ["keep.txt": Array("mine".utf8)])
        #expect(FileManager.default.contents(atPath: folder.path("taken.json")) == Data("{}".utf8))
        #expect(folder.folder.contents().allSatisfy { !$0.hasPrefix(".notes-tui-convert") }, "the hidden work folder is gone")
    }

    @Test func theSameKindIsAUsageError() throws {
        let folder = try ConversionFolder()
        try folder.writeJSON(Library())
        mkdir(folder.path("vault"), 0o755)
        #expect(throws: ConversionError.usage("the library is already a JSON file; name a folder (ending in /) to make a vault of it")) {
            try folder.convert("notes.json", to: "copy.json", sourceIsVault: false)
        }
        #expect(throws: ConversionError.self) { try folder.convert("vault", to: "other/", sourceIsVault: true) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("copy.json")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("other")))
    }

    /// Fields at the top of a JSON library have no place in a vault: the
    /// conversion says so rather than drop them.
    @Test func topLevelFieldsAreNotDroppedSilently() throws {
        let folder = try ConversionFolder()
        try folder.writeJSON(Library(notes: [], unknownFields: UnknownFields([.init(key: "syncCursor", json: Array("7".utf8))])))
        #expect(throws: ConversionError.self) { try folder.convert("notes.json", to: "vault/", sourceIsVault: false) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("vault")))
        #expect(folder.folder.contents().allSatisfy { !$0.hasPrefix(".notes-tui-convert") }, "the hidden work folder is gone")
    }
}

/// A JSON library is input: a `vaultFile` field naming a place outside the
/// vault, in a hidden folder, or not a note, is not followed; the note is
/// written as any other, inside the vault.
@Suite struct HostileVaultFileTests {
    @Test func aVaultFileFieldNeverPutsANoteOutsideTheVaultOrInAHiddenFolder() throws {
        let paths = ["../outside.md", "a/../../up.md", "/etc/abs.md", ".git/hooks/x.md", "a/.hidden/x.md", "notes.txt",
                     "", "a//b.md", "./here.md", "x.md\u{0}.txt"]
        let folder = try ConversionFolder()
        let notes = paths.enumerated().map { index, path -> Note in
            let field = "{\"path\": \(String(data: try! JSONSerialization.data(withJSONObject: path, options: .fragmentsAllowed), encoding: .utf8)!), "
                + "\"titleFrom\": \"fileName\", \"frontMatter\": \"\", \"gap\": \"\", \"crlf\": false, \"finalNewline\": true}"
            return Note(id: UUID(), title: "Note \(index)", body: "body", created: Date(timeIntervalSince1970: 0),
                        modified: Date(timeIntervalSince1970: 0), unknownFields: UnknownFields([.init(key: "vaultFile", json: Array(field.utf8))]))
        }
        try folder.writeJSON(Library(notes: notes))
        try folder.convert("notes.json", to: "vault/", sourceIsVault: false)
        #expect(folder.files(under: "vault").keys.sorted() == (0..<paths.count).map { "Note \($0).md" }.sorted())
        #expect(Set(folder.folder.contents()).isSubset(of: [".notes.json.lock", "notes.json", "home", "state", "vault"]),
                "\(folder.folder.contents())")
        for outside in [folder.path("../outside.md"), folder.path("../up.md"), "/etc/abs.md"] {
            #expect(!FileManager.default.fileExists(atPath: outside), "\(outside)")
        }
        #expect(ComparableNote.of(try folder.readVault("vault").notes) == ComparableNote.of(notes))
    }
}
