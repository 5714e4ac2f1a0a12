import Foundation
import TerminalKit
import Testing
@testable import NotesApp

/// The whole app on a disk that is stuck mid-save, as a 100,000-note
/// library's 0.4 s write is: keys go on being handled and drawn, what they
/// change is written by the next save, and quitting writes everything.
@Suite struct BackgroundSaveFlowTests {
    func app() throws -> AppHarness {
        try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Travel"]), savesInBackground: true).launch()
    }

    func pinned(_ app: AppHarness) -> Set<String> {
        Set(app.savedNotes.filter(\.pinned).map(\.title))
    }

    @Test func keysAreHandledAndDrawnWhileASaveIsStuck() throws {
        let app = try app()
        let gate = try #require(app.gate)
        gate.hold()
        app.press(.character("p"))
        #expect(gate.waitForHeldSave(), "the pin starts a save")
        // The disk has not answered, and yet the next keys work.
        app.press(.down, .character("p"))
        #expect(app.lines[1].hasPrefix(" •Shopping") && app.lines[2].hasPrefix("▸•Ideas"), "\(app.screen)")
        app.press(.character("d"), .character("y"))
        #expect(app.lines[23].hasPrefix("Moved \"Ideas\" to the trash"), "\(app.lines[23])")
        #expect(pinned(app).isEmpty, "nothing is on disk yet")

        gate.release()
        app.finishBackgroundSaves()
        #expect(pinned(app) == ["Shopping", "Ideas"])
        #expect(app.savedNotes.first { $0.title == "Ideas" }?.isTrashed == true)
    }

    @Test func quittingWaitsForTheStuckSaveThenWritesTheRest() throws {
        let app = try app()
        let gate = try #require(app.gate)
        gate.hold()
        app.press(.character("p"))
        #expect(gate.waitForHeldSave())
        app.press(.down, .character("p"))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { gate.release() }
        app.press(.character("q"))
        #expect(app.outcome == .quit)
        try app.terminate()
        #expect(pinned(app) == ["Shopping", "Ideas"])
    }

    @Test func aFailedBackgroundSaveIsShownAndRetried() throws {
        let app = try app()
        app.store.failNextSave = .unwritable(path: "/test/notes.json", reason: "No space left on device")
        app.press(.character("p"))
        let deadline = Date().addingTimeInterval(10)
        while !app.screen.contains("No space left"), Date() < deadline {
            usleep(1000)
            app.idle()
        }
        #expect(app.screen.contains("No space left on device"), "\(app.screen)")
        app.finishBackgroundSaves()
        #expect(pinned(app) == ["Shopping"])
        #expect(!app.screen.contains("No space left"))
    }
}
