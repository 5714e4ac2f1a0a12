import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesInterchange
@testable import NotesModel

/// Searches for imports that lose a version of a note (issue #32, point 7):
/// random libraries, and random exports of the same notes with other text,
/// titles, dates, pins and trash, some ids twice, some new, as JSON notes
/// and as Markdown files carrying the id (edited later or not). After the
/// import every version, the library's and each imported one, is still
/// there (as the note or as its conflict copy), the summary counts every
/// imported note once, and importing again changes nothing.
@Suite struct ImportMergePropertyTests {
    private static let words = ["plan", "milk", "Plan", "", "draft", "x"]

    private func randomText(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
    }

    private func randomDate(_ random: inout SeededRandom) -> Date {
        LibraryDate.date(milliseconds: [0, 1_000, 1_700_000_000_000, 4_070_908_800_000].randomElement(using: &random)!
            + Int64.random(in: 0...2, using: &random) * 60_000)
    }

    private func randomNote(id: UUID, _ random: inout SeededRandom) -> Note {
        Note(id: id, title: randomText(&random), body: randomText(&random), created: randomDate(&random),
             modified: randomDate(&random), pinned: Bool.random(using: &random),
             trashed: Int.random(in: 0..<4, using: &random) == 0 ? randomDate(&random) : nil)
    }

    /// Whether `version`'s text is in `notes`: as a note, or as a conflict copy.
    private func isKept(_ version: Note, in notes: [Note]) -> Bool {
        notes.contains { note in
            note.body == version.body
                && (note.displayTitle == version.displayTitle || note.title.hasPrefix(version.displayTitle + " (conflict "))
        }
    }

    @Test func everyVersionIsKeptAndASecondImportChangesNothing() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0007)
        for iteration in 0..<SeededRandom.iterations(fallback: 300) {
            let ids = (0..<4).map { _ in UUID() }
            let local = ids.prefix(Int.random(in: 0...3, using: &random)).map { randomNote(id: $0, &random) }
            let controller = NotesController(store: InMemoryNotesStore(library: Library(notes: local)), samples: [])
            try controller.load()
            var contents = ImportSources.Contents()
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let id = ids.randomElement(using: &random)!
                var note = randomNote(id: id, &random)
                // Often the same text as here, to meet the unchanged path too.
                if let here = local.first(where: { $0.id == id }), Bool.random(using: &random) {
                    note.title = here.title
                    note.body = here.body
                }
                if Bool.random(using: &random) {
                    contents.exported.append(note)
                } else {
                    // A Markdown file with the note's id (this app's export, edited),
                    // dated off the library's minutes: no version here is its base.
                    let modified = note.modified.addingTimeInterval(0.001)
                    contents.markdown.append(ImportSources.MarkdownItem(
                        title: note.title, body: note.body, modified: modified, created: note.created, id: id, pinned: note.pinned,
                        file: "file", fileModified: Bool.random(using: &random) ? randomDate(&random) : nil))
                }
            }
            let context = "seed \(random.seed) iteration \(iteration)"
            let summary = try LibraryImport.apply(contents, to: controller)
            let after = controller.allNotes
            let imported = contents.exported + contents.markdown.map { Note(id: $0.id!, title: $0.title, body: $0.body, created: $0.modified, modified: $0.modified) }
            #expect(summary.added + summary.updated + summary.unchanged + summary.merged == imported.count, "\(context)")
            #expect(summary.updated == 0, "\(context): no version here is a base, so nothing is simply updated")
            for version in local + imported {
                #expect(isKept(version, in: after), "\(context): lost \(version.displayTitle)/\(version.body)")
            }
            // Every id stays, and nothing but conflict copies is added besides.
            #expect(Set(local.map(\.id)).isSubset(of: Set(after.map(\.id))), "\(context)")
            let again = try LibraryImport.apply(contents, to: controller)
            #expect(again.added == 0 && again.merged == 0 && again.updated == 0, "\(context): \(again.line)")
            #expect(controller.allNotes == after, "\(context): a second import changed the library")
        }
    }
}
