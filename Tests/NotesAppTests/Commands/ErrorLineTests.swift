import NotesInterchange
import NotesSettings
import NotesStorage
import TerminalKit
import Testing
@testable import NotesApp

/// Every failure the app and the commands name is one line and its own
/// exit status (docs/behaviour.md §5), whichever folder declares it: the
/// reporting sits in Commands, below Launch, and knows them only as
/// `ReportedError`s.
@Suite struct ErrorLineTests {
    struct Unnamed: Error {}

    @Test func eachNamedFailureKeepsItsLineAndStatus() {
        let store = StoreError.unwritable(path: "/n/notes.json", reason: "the disk is full")
        let settings = SettingsError(path: "/c/config.toml", line: 3, problem: "unknown setting 'colour'")
        let cases: [(Error, String, Int32)] = [
            (store, store.message, 73),
            (StoreError.busy(path: "/n/notes.json"), StoreError.busy(path: "/n/notes.json").message, 75),
            (LaunchError.settings(settings), settings.message, 78),
            (LaunchError.noSuchNote("abc"), LaunchError.noSuchNote("abc").message, 1),
            (CommandError.usage("unknown sort 'x'"), "unknown sort 'x'", 64),
            (CommandError.cannotWrite("cannot create /x"), "cannot create /x", 73),
            (UnsavedWorkError(saveError: store, rescuePath: "/r/rescue.json", triedFolders: []),
             UnsavedWorkError(saveError: store, rescuePath: "/r/rescue.json", triedFolders: []).message, 73),
            (TerminalError.notATerminal, TerminalError.notATerminal.message, 64),
        ]
        for (error, message, status) in cases {
            let line = ErrorLine.line(for: error)
            #expect(line.message == message, "\(error)")
            #expect(line.exitCode == status, "\(error)")
        }
    }

    @Test func aFailureNobodyNamedIsSeventy() {
        let line = ErrorLine.line(for: Unnamed())
        #expect(line.exitCode == 70)
        #expect(line.message.contains("Unnamed"))
    }
}
