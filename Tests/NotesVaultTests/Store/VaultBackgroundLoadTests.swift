import Foundation
import NotesCore
import NotesModel
import Testing
@testable import NotesVault

/// A second launch draws the glimpse and reads the rest of the vault on
/// another thread: the glimpse answers meanwhile, and a change waits for
/// the whole vault, so it lands on every note and nothing is lost.
@Suite("Vault: the rest loaded on another thread")
struct VaultBackgroundLoadTests {
    private func vaultOfManyNotes() throws -> TestVault {
        let vault = try TestVault()
        for index in 0..<300 {
            vault.write("Folder \(index % 3)/Note \(index).md", "body \(index) [[Note \(index + 1)]]\n")
            vault.setModified("Folder \(index % 3)/Note \(index).md", seconds: 1_600_000_000 + index)
        }
        // A first launch keeps the glimpse and the cache.
        let first = NotesController(store: vault.store(), samples: [])
        try first.load()
        (first.store as? VaultStore)?.waitForCacheWrite()
        return vault
    }

    @Test func aChangeMadeWhileTheRestLoadsWaitsForItAndKeepsEveryNote() throws {
        let vault = try vaultOfManyNotes()
        vault.write("Outside.md", "written while the app was closed")
        let controller = NotesController(store: vault.store(), samples: [])
        try controller.load(glimpseFirst: .modified)
        #expect(controller.isGlimpse)
        #expect(controller.noteCount == 300)
        controller.startLoadingRest()
        // The glimpse answers at once: the newest notes, no file read.
        #expect(controller.notes.first?.title == "Note 299")

        let created = controller.createNote(title: "During the load", body: "typed")
        #expect(!controller.isGlimpse)
        #expect(!controller.isLoadingRest)
        #expect(controller.notes.count == 302)
        #expect(controller.note(withID: created.id) != nil)
        #expect(controller.notes.contains { $0.title == "Outside" })
        try controller.save()
        #expect(vault.read("During the load.md")?.contains("typed") == true)
        #expect(vault.read("Folder 0/Note 0.md") == "body 0 [[Note 1]]\n")
    }

    @Test func theGlimpseBecomesTheWholeVaultWhenTheLoadIsTakenIn() throws {
        let vault = try vaultOfManyNotes()
        let controller = NotesController(store: vault.store(), samples: [])
        try controller.load(glimpseFirst: .modified)
        controller.startLoadingRest()
        let deadline = Date().addingTimeInterval(30)
        while try !controller.finishLoadingRest(waiting: false), Date() < deadline { usleep(1_000) }
        #expect(!controller.isGlimpse)
        #expect(controller.notes.count == 300)
        #expect(controller.backlinkCount(of: try #require(controller.notes.first { $0.title == "Note 1" }).id) == 1)
    }
}
