import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import TestSupport
import Testing

/// A note keeps the name of the Markdown file it was imported from, so a
/// `[[link]]` written by file name (as Obsidian and zk link) finds it even
/// when the file's `# heading` gave it another title.
@Suite struct ImportedFromTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    func note(_ title: String, _ body: String = "", file: String? = nil) -> Note {
        Note(id: UUID(), title: title, body: body, created: Self.date, modified: Self.date, importedFrom: file)
    }

    @Test func theFileNameIsWrittenOnlyWhenThereIsOneAndReadBack() throws {
        let imported = note("Weekly sync", file: "meeting-notes")
        let plain = note("Plain")
        let bytes = LibraryCodec.encode(Library(notes: [imported, plain]))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\"importedFrom\"").count == 2, "only where set:\n\(text)")
        #expect(try LibraryCodec.decode(bytes).notes == [imported, plain])
        let withNull = text.replacingOccurrences(of: "\"importedFrom\": \"meeting-notes\"", with: "\"importedFrom\": null")
        #expect(try LibraryCodec.decode(Array(withNull.utf8)).notes[0].importedFrom == nil)
        let wrongType = text.replacingOccurrences(of: "\"importedFrom\": \"meeting-notes\"", with: "\"importedFrom\": 3")
        #expect(throws: LibraryDecodingError.self) { try LibraryCodec.decode(Array(wrongType.utf8)) }
    }

    @Test func aLinkByFileNameFindsTheNoteAndCountsAsABacklink() throws {
        let controller = NotesController(store: InMemoryNotesStore(library: Library()), samples: [])
        try controller.load()
        controller.insertNotes([note("Weekly sync", "agenda", file: "meeting-notes")])
        let target = try #require(controller.notes.first)
        let linking = controller.createNote(title: "Plan", body: "see [[Meeting-Notes]] and [[meeting-notes.md|it]]")
        #expect(controller.note(linkedAs: "meeting-notes")?.id == target.id)
        #expect(controller.backlinks(to: target.id).map(\.id) == [linking.id])
        #expect(controller.backlinkCount(of: target.id) == 1)
        #expect(controller.outgoingLinks(of: linking.id) == [.note(target)])
    }

    @Test func aTitleWinsOverAnotherNotesFileName() throws {
        let controller = NotesController(store: InMemoryNotesStore(library: Library()), samples: [])
        try controller.load()
        controller.insertNotes([note("Weekly sync", file: "Ideas")])
        let titled = controller.createNote(title: "Ideas", body: "")
        #expect(controller.note(linkedAs: "Ideas")?.id == titled.id)
    }
}
