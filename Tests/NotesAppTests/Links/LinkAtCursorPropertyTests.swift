import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesSearching

/// For random texts of `[[links]]`, Markdown links, URLs and stray
/// brackets in a vault note, Ctrl-] at every cursor position agrees with
/// the link index: it opens something exactly where the index reads a
/// link, each time one of the places the index says the note links to,
/// and every such place is reached from some position.
@Suite struct LinkAtCursorPropertyTests {
    static let pieces = [
        "[[Name X]]", "[[Sub/Name X|x]]", "[a](Name%20X.md)", "[b](<Sub/Name X.md#h>)", "[c](Gone.md)", "[[Gone too]]",
        "[d](https://ex.am)", "https://x.y/z", "[", "]", "(", ")", "[[", "]]", "a", " ", "`", ".md", "#", "|", "<", ">",
    ]

    private func vaultNote(_ number: Int, _ path: String, _ body: String) -> Note {
        var note = Fixtures.note(number, title: NoteFile(path: path).name, body: body)
        note.file = NoteFile(path: path)
        return note
    }

    /// Where the screen on top is: a note (by its body) or a new note (by its title).
    private func destination(_ app: AppHarness) -> String {
        app.lines[0].hasPrefix(" New note") ? "new:" + app.lines[1].dropFirst("Title: ".count) : "note:" + app.lines[3]
    }

    @Test func ctrlBracketAndTheLinkIndexAgreeForRandomTexts() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_4B5)
        for _ in 0..<SeededRandom.iterations(fallback: 15) {
            var text = ""
            while text.count < 50 { text += Self.pieces.randomElement(using: &random)! }
            let app = try AppHarness(library: Library(notes: [
                vaultNote(1, "A/Here.md", text), vaultNote(2, "Name X.md", "at the top"), vaultNote(3, "A/Sub/Name X.md", "in A/Sub"),
            ])).launch()
            let controller = try #require(app.app.container?.loadedController)
            let expected = Set(controller.outgoingLinks(of: Fixtures.note(1, title: "").id).map { target in
                switch target {
                case let .note(note): return "note:" + note.body
                case let .missing(title): return "new:" + title
                }
            })
            let links = VaultLinks.links(in: text)
            var reached = Set<String>()
            app.press(.enter, .controlHome)
            for offset in 0...text.count {
                let cursor = text.index(text.startIndex, offsetBy: offset)
                let onLink = links.contains { $0.range.lowerBound <= cursor && cursor <= $0.range.upperBound }
                app.press(.control("]"))
                if app.screenNames.count == 3 {
                    let place = destination(app)
                    #expect(onLink, "seed \(random.seed): \(text) at \(offset) opened \(place)")
                    #expect(expected.contains(place), "seed \(random.seed): \(text) at \(offset): \(place) not in \(expected)")
                    reached.insert(place)
                    app.press(.escape)
                    if app.lines[23].contains("Discard") { app.press(.character("y")) }
                } else {
                    #expect(!onLink, "seed \(random.seed): \(text) at \(offset): \(app.lines[23])")
                }
                #expect(app.screenNames.count == 2 && app.lines[1] == "Title: Here", "seed \(random.seed): \(text) at \(offset)")
                app.press(.right)
            }
            #expect(reached == expected, "seed \(random.seed): \(text)")
        }
    }
}
