import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesModel

/// A filter typed right after opening a large library, before idle time has
/// prepared every note for searching: the key answers at once with the
/// matches among the newest notes, the header says the search goes on, and
/// pauses complete it to the exact answer.
@Suite struct FilterWhilePreparingTests {
    @Test func aFilterTypedAtOnceShowsWhatItFoundThenTheWholeAnswer() throws {
        // Note 1 is the newest; every tenth note mentions a kiwi.
        let notes = (1...200).map { number in
            Fixtures.note(number, title: "Note \(number)", body: number % 10 == 0 ? "kiwi" : "apple")
        }
        let app = try AppHarness(library: Library(notes: notes)).launch()
        let list = try #require(app.topScreen as? NotesListScreen)
        try #require(app.app.container?.loadedController).preparationPace = PreparationPace(notesPerKey: 25, notesPerSearchTurn: 25, notesPerNamesTurn: 25)
        app.press(.character("/"))
        app.type("kiwi")
        #expect(app.lines[0].hasSuffix("searching…"), "\(app.lines[0])")
        #expect(app.lines[2].hasPrefix("▸ Note 10 "), "the newest match shows at once: \(app.lines[2])")
        #expect(list.hasIdleWork)
        var pauses = 0
        while list.hasIdleWork, pauses < 100 {
            app.idle()
            pauses += 1
        }
        #expect(!app.lines[0].contains("searching"), "\(app.lines[0])")
        #expect(app.lines[0].hasSuffix("1/20 of 200 notes"), "\(app.lines[0])")
        #expect(list.visibleNotes.map(\.title) == (1...20).map { "Note \($0 * 10)" })
    }

    @Test func aSearchWithNothingFoundYetSaysItIsSearching() throws {
        let notes = (1...200).map { Fixtures.note($0, title: "Note \($0)", body: $0 == 200 ? "needle" : "hay") }
        let app = try AppHarness(library: Library(notes: notes)).launch()
        let list = try #require(app.topScreen as? NotesListScreen)
        try #require(app.app.container?.loadedController).preparationPace = PreparationPace(notesPerKey: 10, notesPerSearchTurn: 10, notesPerNamesTurn: 10)
        app.press(.character("/"))
        app.type("needle")
        #expect(app.screen.contains("Searching…"), "\(app.screen)")
        for _ in 0..<100 where list.hasIdleWork { app.idle() }
        #expect(app.lines[2].hasPrefix("▸ Note 200"), "\(app.lines[2])")
    }
}
