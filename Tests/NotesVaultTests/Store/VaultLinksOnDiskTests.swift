import Foundation
import NotesCore
import NotesModel
import Testing
@testable import NotesVault

/// Links over a real vault folder, read and written by the vault's store:
/// backlinks follow where links resolve, and a rename with its links
/// updated leaves every file's links going to the renamed file.
@Suite("Vault links on disk")
struct VaultLinksOnDiskTests {
    private func note(_ controller: NotesController, _ path: String) throws -> Note {
        try #require(controller.notes.first { $0.file?.path == path })
    }

    @Test func renamingUpdatesTheLinksInTheFilesAsWritten() throws {
        let vault = try TestVault()
        vault.write("Projects/Plan.md", "Plan body: [[Notes/Topic|the topic]] and [t](../Notes/Topic.md#Part)\n")
        vault.write("Notes/Topic.md", "topic\n")
        vault.write("Archive/Topic.md", "an older topic\n")
        vault.write("Index.md", "| [[Topic\\|see]] | [[Archive/Topic]] |\n")
        let controller = NotesController(store: vault.store(), samples: [])
        try controller.load()
        let topic = try note(controller, "Notes/Topic.md")
        let archived = try note(controller, "Archive/Topic.md")
        #expect(controller.backlinkCount(of: topic.id) == 2)
        #expect(controller.backlinks(to: archived.id).map(\.file?.path) == ["Index.md"])

        let edit = NoteEdit(noteID: topic.id, title: "Subject", body: topic.body, originalTitle: topic.title, originalBody: topic.body)
        let rename = try #require(controller.linkRename(for: edit))
        #expect(rename.count == 3)
        #expect(controller.saveEdit(edit, rewriting: rename).rewritten == 3)
        try controller.save()

        #expect(vault.read("Notes/Subject.md") == "topic\n")
        #expect(vault.read("Notes/Topic.md") == nil)
        #expect(vault.read("Projects/Plan.md") == "Plan body: [[Notes/Subject|the topic]] and [t](../Notes/Subject.md#Part)\n")
        #expect(vault.read("Index.md") == "| [[Subject\\|see]] | [[Archive/Topic]] |\n")
        #expect(vault.read("Archive/Topic.md") == "an older topic\n")

        let reopened = NotesController(store: vault.store(), samples: [])
        try reopened.load()
        #expect(reopened.backlinkCount(of: try note(reopened, "Notes/Subject.md").id) == 2)
        #expect(reopened.backlinkCount(of: try note(reopened, "Archive/Topic.md").id) == 1)
    }
}
