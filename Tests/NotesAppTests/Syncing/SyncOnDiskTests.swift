import Foundation
import TerminalKit
import TerminalKitTestSupport
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesStorage

/// The app on a real library file, saving in the background as it does
/// for real, while a sync on its own thread writes that file as another
/// writer (as git's merge does): what came shows, the edit on screen and
/// the draft file beside the library stay.
@Suite struct SyncOnDiskTests {
    @Test func aSyncWritingTheFileWhileANoteIsBeingEditedLosesNothing() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.json")
        _ = try JSONFileStore(path: path).save(Library(notes: [Fixtures.note(1, title: "Shopping", body: "milk")]))
        let syncer = FakeLibrarySyncer()
        syncer.hold()
        syncer.willEnd(.bringing {
            // Another writer on the same file: it locks, merges and replaces it.
            let remote = JSONFileStore(path: path)
            guard var library = try? remote.load() else { return }
            library.notes.append(Fixtures.note(2, title: "From the laptop", body: "far away", minutesAgo: 0))
            _ = try? remote.save(library)
        })
        let terminal = MemoryTerminal(size: Size(rows: 24, columns: 80))
        let app = AppDelegate(options: LaunchOptions(dataFile: path), environment: [:]) { path, trace in
            AppContainer(dataFilePath: path, trace: trace, timeZone: .fixed(TimeZone(identifier: "UTC")!),
                         rescueFolders: [folder.path], savesInBackground: true,
                         syncer: syncer, syncClock: { 0 })
        }
        try app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        #expect(syncer.waitForHeldSync(), "the launch's sync started")

        func pump() { while let event = terminal.nextEvent(timeout: 0) { scene.step(event) } }
        terminal.press(.enter)
        terminal.press(.controlEnd)
        terminal.type(" and eggs")
        pump()
        scene.step(nil)  // a pause: the edit goes to the draft file
        syncer.release()
        let deadline = Date().addingTimeInterval(10)
        while app.container.sync?.isRunning == true || app.container.loadedController?.isSavingInBackground == true
                || !terminal.screenText.contains("synced"), Date() < deadline {
            usleep(1000)
            scene.step(nil)
        }
        #expect(terminal.screenText.contains("milk and eggs"), "the edit on screen: \(terminal.screenText)")
        let draft = try JSONFileStore(path: path).load().draft
        #expect(draft?.body == "milk and eggs", "the draft beside the library")

        terminal.press(.control("s"))
        pump()
        #expect(terminal.screenText.contains("From the laptop"), "what came shows: \(terminal.screenText)")
        #expect(terminal.screenText.contains("milk and eggs"))
        try app.applicationWillTerminate(interruptedEdit: scene.interruptedEdit)
        let saved = try JSONFileStore(path: path).load()
        #expect(Set(saved.notes.map(\.title)) == ["Shopping", "From the laptop"])
        #expect(saved.notes.first { $0.title == "Shopping" }?.body == "milk and eggs")
        #expect(saved.draft == nil)
    }
}
