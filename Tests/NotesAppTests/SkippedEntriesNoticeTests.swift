import Foundation
import NotesStorage
import TerminalKit
import Testing
@testable import NotesApp

/// Entries the store left out of the load (a vault's unreadable files)
/// are told in the list's footer, never silently dropped.
@Suite struct SkippedEntriesNoticeTests {
    @Test func theListSaysHowManyEntriesTheLoadSkipped() throws {
        let app = AppHarness(library: Fixtures.library(["Shopping", "Ideas"]))
        app.store.skipped = [SkippedEntry(path: "Broken.md", reason: "not UTF-8"),
                             SkippedEntry(path: "pipe.md", reason: "a FIFO")]
        try app.launch()
        #expect(app.screen.contains("2 files skipped: not readable as notes"), "\(app.lines)")
        #expect(app.screen.contains("Shopping"))
        app.press(.down)
        #expect(!app.screen.contains("skipped"), "the notice goes with the next key")
    }

    @Test func nothingSkippedSaysNothing() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        #expect(!app.screen.contains("skipped"))
    }

    @Test func oneSkippedEntryIsOneFile() {
        #expect(NotesListScreen.skippedNotice(count: 1) == "1 file skipped: not readable as notes")
        #expect(NotesListScreen.skippedNotice(count: 0) == nil)
    }
}
