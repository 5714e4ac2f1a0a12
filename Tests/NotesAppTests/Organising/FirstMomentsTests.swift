import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// A large library in its first moments, before idle time has prepared
/// every note: the title order and the Tags screen do not make a key wait
/// for that work. They say they are on it, and show the real answer once
/// the pauses have done it.
@Suite struct FirstMomentsTests {
    /// 2,500 notes (more than a key may prepare), newest "Note 1"; every
    /// tenth tagged #kiwi.
    func app() throws -> AppHarness {
        let notes = (1...2_500).map { number in
            Fixtures.note(number, title: "Note \(String(format: "%04d", 2_501 - number))",
                          body: number % 10 == 0 ? "#kiwi" : "plain")
        }
        return try AppHarness(library: Library(notes: notes)).launch()
    }

    @Test func theTitleOrderKeepsTheListAsItIsUntilItIsReady() throws {
        let app = try app()
        let list = try #require(app.topScreen as? NotesListScreen)
        app.press(.character("s"), .character("s"))
        #expect(list.sort == .title)
        #expect(app.lines[0].contains("by title (sorting…)"), "\(app.lines[0])")
        #expect(app.lines[1].hasPrefix("▸ Note 2500"), "the newest first meanwhile: \(app.lines[1])")
        for _ in 0..<200 where list.hasIdleWork { app.idle() }
        #expect(!list.hasIdleWork)
        #expect(!app.lines[0].contains("sorting"), "\(app.lines[0])")
        #expect(list.visibleNotes.prefix(3).map(\.title) == ["Note 0001", "Note 0002", "Note 0003"], "A–Z once ready")
        #expect(app.lines.contains { $0.hasPrefix("▸ Note 2500") }, "the selected note stays selected, as for any sort")
        // A change later needs no waiting: one note's name is folded at once.
        app.press(.character("p"))
        #expect(!app.lines[0].contains("sorting"), "\(app.lines[0])")
    }

    @Test func theTagsScreenCountsOnceTheTagsAreParsed() throws {
        let app = try app()
        app.press(.character("t"))
        #expect(app.screenNames.last == "Tags")
        #expect(app.screen.contains("Counting tags…"), "\(app.screen)")
        let tags = try #require(app.topScreen)
        for _ in 0..<200 where tags.hasIdleWork { app.idle() }
        #expect(app.lines[0].hasSuffix("1 tag"), "\(app.lines[0])")
        #expect(app.lines[2].contains("kiwi") && app.lines[2].hasSuffix("250"), "\(app.lines[2])")
        app.press(.enter)
        #expect(app.screenNames == ["NotesList"])
        #expect(app.lines[0].contains("of 2500 notes"), "\(app.lines[0])")
    }
}
