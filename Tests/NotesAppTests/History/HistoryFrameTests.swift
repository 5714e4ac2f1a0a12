import Foundation
import NotesCore
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The History screen through the whole app: `h` in the list, `Ctrl-X h`
/// in Note detail, the versions and the marked text, restoring, a library
/// with no history, a version that does not read.
@Suite struct HistoryFrameTests {
    static let shopping = Fixtures.note(1, title: "Shopping", body: "Body of Shopping").id

    /// Shopping's three versions, newest first: its text now, then two
    /// older ones.
    static func history() -> MemoryHistory {
        MemoryHistory(shopping, [
            (.commit("a1b2c3d4"), -3_600, "laptop", "Shopping", "Body of Shopping"),
            (.commit("9f8e7d6c"), -7_200, "phone", "Shopping", "milk\neggs\nBody of Shopping"),
            (.commit("55555555"), -86_400, "Ann", "Shop", "milk"),
        ])
    }

    func app(_ history: MemoryHistory = history(), size: Size = Size(rows: 24, columns: 80)) throws -> AppHarness {
        try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"]), size: size,
                       history: { .success(history) }).launch()
    }

    @Test func hInTheListShowsTheVersionsAndTheNewestAgainstTheTextNow() throws {
        let app = try app()
        app.press(.character("h"))
        #expect(app.screenNames == ["NotesList", "History"])
        expectFrame(app.terminal.lastFrame, """
             History Shopping                                                 3 versions
            ▸ a1b2c3d  2026-11-18 19:06  laptop
              9f8e7d6  2026-11-18 18:06  phone
              55555555 2026-11-17 20:06  Ann
            """)
    }
}
