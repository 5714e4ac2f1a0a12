import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// Leaving the Links screen comes back to the list as it was: the same
/// note selected (issue 38), however it was left.
@Suite struct LeavingLinksKeepsSelectionTests {
    static let library = Library(notes: [
        Fixtures.note(1, title: "Hub", body: "see [[Alpha]] and [[Beta]]"),
        Fixtures.note(2, title: "Alpha", body: "back to [[Hub]]"),
        Fixtures.note(3, title: "Beta", body: "nothing"),
    ])

    func selectedTitle(_ app: AppHarness) -> String? {
        app.lines.first { $0.hasPrefix("▸") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
    }

    @Test func escFromLinksKeepsTheSelectedNote() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.character("j"), .character("j"))
        #expect(selectedTitle(app) == "Beta")
        app.press(.character("b"))
        #expect(app.screenNames == ["NotesList", "Links"])
        app.press(.escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(selectedTitle(app) == "Beta")
    }

    @Test func openingANoteFromLinksThenComingBackKeepsIt() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.character("j"))
        #expect(selectedTitle(app) == "Alpha")
        app.press(.character("b"), .enter)
        #expect(app.screenNames == ["NotesList", "Links", "NoteDetail"])
        app.press(.escape, .escape)
        #expect(app.screenNames == ["NotesList"])
        #expect(selectedTitle(app) == "Alpha")
    }

    @Test func withAKeptFilterTooTheSelectionStays() throws {
        let app = try AppHarness(library: Self.library).launch()
        app.press(.character("/"))
        app.type("a")
        app.press(.enter, .character("j"))
        let before = selectedTitle(app)
        app.press(.character("b"), .escape)
        #expect(selectedTitle(app) == before)
    }

    /// Any walk through Links and the notes opened from it, with nothing
    /// edited, comes back to the list with the note it left selected.
    @Test func anyWalkThroughLinksComesBackToTheSameSelection() throws {
        var random = SeededRandom(seed: 38)
        let walk: [Key] = [.character("j"), .character("k"), .enter, .escape, .control("g"), .control("]")]
        for _ in 0..<60 {
            let app = try AppHarness(library: Self.library).launch()
            for _ in 0..<Int.random(in: 0...3, using: &random) { app.press(.character("j")) }
            let before = selectedTitle(app)
            app.press(.character("b"))
            for _ in 0..<40 where app.screenNames != ["NotesList"] {
                app.press(walk.randomElement(using: &random)!)
                if app.screen.contains("Discard changes?") { app.press(.character("y")) }
            }
            while app.screenNames.count > 1 {
                app.press(.escape)
                if app.screen.contains("Discard changes?") { app.press(.character("y")) }
            }
            #expect(selectedTitle(app) == before)
        }
    }
}
