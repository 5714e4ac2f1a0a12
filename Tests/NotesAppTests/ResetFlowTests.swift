import Foundation
import TerminalKit
import TerminalKitTestSupport
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesStorage

/// `--reset` and the real JSON store: the library is moved aside, never
/// deleted, and the app starts again at Welcome.
@Suite struct ResetFlowTests {
    private func launch(dataFile: String, reset: Bool) throws -> (AppDelegate, SceneDelegate, MemoryTerminal) {
        let app = AppDelegate(options: LaunchOptions(dataFile: dataFile, reset: reset), environment: [:])
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        let terminal = MemoryTerminal()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        return (app, scene, terminal)
    }

    /// A linked library (notes.json → a synced folder) is not split by
    /// `--reset`: it refuses, says how, and moves nothing.
    @Test func resetOfALinkedLibraryRefusesAndMovesNothing() throws {
        let folder = try TemporaryDirectory()
        let target = folder.file("synced/notes.json")
        try FileManager.default.createDirectory(atPath: folder.file("synced"), withIntermediateDirectories: true)
        _ = try JSONFileStore(path: target).save(Library(notes: [Fixtures.note(1, title: "Keep me")]))
        let original = try Data(contentsOf: URL(fileURLWithPath: target))
        let link = folder.file("notes.json")
        #expect(symlink("synced/notes.json", link) == 0)
        #expect(throws: StoreError.self) { _ = try launch(dataFile: link, reset: true) }
        do {
            _ = try launch(dataFile: link, reset: true)
        } catch let error as StoreError {
            #expect(error.exitCode == 73)
            #expect(error.message.contains("is a link to synced/notes.json, and --reset would split the link from it"))
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "synced/notes.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["notes.json", "synced"])
    }

    @Test func resetKeepsABackupAndShowsWelcome() throws {
        let folder = try TemporaryDirectory()
        let dataFile = folder.file("notes.json")
        let store = JSONFileStore(path: dataFile)
        _ = try store.save(Library(notes: [Fixtures.note(1, title: "Keep me")]))
        let original = try Data(contentsOf: URL(fileURLWithPath: dataFile))

        let (app, scene, terminal) = try launch(dataFile: dataFile, reset: true)
        #expect(scene.screens.map(\.name) == ["Welcome"])
        #expect(terminal.screenText.contains("Get Started"))
        let backup = try #require(app.backupPath)
        #expect(backup.hasPrefix(dataFile + "."))
        #expect(backup.hasSuffix(".bak"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == original)
        #expect(!FileManager.default.fileExists(atPath: dataFile))
        #expect(terminal.screenText.contains("Your previous library was kept as"))
        #expect(terminal.screenText.contains(".bak"))
    }

    @Test func aSecondResetKeepsBothBackups() throws {
        let folder = try TemporaryDirectory()
        let dataFile = folder.file("notes.json")
        for title in ["First", "Second"] {
            _ = try JSONFileStore(path: dataFile).save(Library(notes: [Fixtures.note(1, title: title)]))
            _ = try launch(dataFile: dataFile, reset: true)
        }
        let backups = folder.contents().filter { $0.hasSuffix(".bak") }
        #expect(backups.count == 2)
    }

    @Test func getStartedWithTheRealStoreCreatesAPrivateLibrary() throws {
        let folder = try TemporaryDirectory()
        let dataFile = folder.file("new/notes.json")
        let (app, scene, terminal) = try launch(dataFile: dataFile, reset: false)
        terminal.press(.enter)
        while let event = terminal.nextEvent(timeout: 0) { scene.step(event) }
        #expect(scene.screens.map(\.name) == ["NotesList"])
        try app.applicationWillTerminate(interruptedEdit: scene.interruptedEdit)
        let attributes = try FileManager.default.attributesOfItem(atPath: dataFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let library = try JSONFileStore(path: dataFile).load()
        #expect(library.notes.count == SampleNote.bundled.count)
    }
}
