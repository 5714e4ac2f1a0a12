import Foundation
import NotesStorage
import Testing

/// `--data-file`, then `$NOTES_TUI_DATA`, then `$XDG_DATA_HOME`, then `~/.local/share`.
@Suite("DataFileLocation")
struct DataFileLocationTests {
    let everything = ["NOTES_TUI_DATA": "/env/notes.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"]

    @Test func explicitPathWinsOverEverything() {
        #expect(DataFileLocation.resolve(explicit: "/cli/notes.json", environment: everything) == "/cli/notes.json")
    }

    @Test func environmentVariableComesSecond() {
        #expect(DataFileLocation.resolve(explicit: nil, environment: everything) == "/env/notes.json")
        #expect(DataFileLocation.resolve(explicit: "", environment: everything) == "/env/notes.json")
    }

    @Test func xdgDataHomeComesThird() {
        var environment = everything
        environment["NOTES_TUI_DATA"] = ""
        #expect(DataFileLocation.resolve(explicit: nil, environment: environment) == "/xdg/notes-tui/notes.json")
        environment["XDG_DATA_HOME"] = "/xdg/"
        #expect(DataFileLocation.resolve(explicit: nil, environment: environment) == "/xdg/notes-tui/notes.json")
    }

    @Test func homeComesLastAndARelativeXDGIsIgnored() {
        let environment = ["XDG_DATA_HOME": "relative/data", "HOME": "/home/ana"]
        #expect(DataFileLocation.resolve(explicit: nil, environment: environment) == "/home/ana/.local/share/notes-tui/notes.json")
        #expect(DataFileLocation.resolve(explicit: nil, environment: [:], homeDirectory: "/fallback")
            == "/fallback/.local/share/notes-tui/notes.json")
    }

    @Test func relativeAndTildePathsBecomeAbsolute() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(DataFileLocation.resolve(explicit: "mine.json", environment: everything) == cwd + "/mine.json")
        #expect(DataFileLocation.resolve(explicit: "~/n.json", environment: everything) == "/home/ana/n.json")
        #expect(DataFileLocation.resolve(explicit: nil, environment: ["NOTES_TUI_DATA": "~/e.json", "HOME": "/home/bo"]) == "/home/bo/e.json")
    }
}
