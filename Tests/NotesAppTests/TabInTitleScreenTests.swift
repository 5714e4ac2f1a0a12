import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// A tab pasted into a title is white space wherever the title is shown:
/// one space in the list row, in the detail's Title field and in the
/// commands' output — never a `␉` picture (issue 13, point 9). The body
/// keeps laying tabs out to their stops.
@Suite struct TabInTitleScreenTests {
    static let note = Fixtures.note(1, title: "Buy\tmilk", body: "a\tb")

    @Test func theListRowShowsASpace() throws {
        let app = try AppHarness(library: Library(notes: [Self.note])).launch()
        #expect(app.lines[1].hasPrefix("▸ Buy milk"), "\(app.lines[1])")
        #expect(!app.screen.contains("␉"))
    }

    @Test func theTitleFieldShowsASpace() throws {
        let app = try AppHarness(library: Library(notes: [Self.note])).launch()
        app.press(.enter)
        #expect(app.screenNames.last == "detail" || app.screen.contains("Buy milk"), "\(app.screen)")
        #expect(app.screen.contains("Buy milk"), "\(app.screen)")
        #expect(!app.screen.contains("␉"), "\(app.screen)")
        // The body's tab still goes to the next stop (every 4 columns).
        #expect(app.screen.contains("a   b"), "\(app.screen)")
    }

    @Test func theCommandsPrintASpace() throws {
        let store = InMemoryNotesStore(library: Library(notes: [Self.note]), location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        for terminal in [false, true] {
            let io = CommandIO(write: { _ in }, readStandardInput: { Data() },
                               standardInputIsTerminal: terminal, standardOutputIsTerminal: terminal)
            var runner = CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
            try runner.run(.list(json: false))
            #expect(String(decoding: runner.output, as: UTF8.self).hasSuffix("  Buy milk\n"))
        }
    }
}
