import Foundation
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// Ctrl-] on a link in a vault note goes where the link resolves from
/// that note's folder (CONTRACT §10, "Links"), and the header counts the
/// notes whose links resolve to it.
@Suite struct VaultFollowingLinksTests {
    private func note(_ number: Int, _ path: String, _ body: String) -> Note {
        var note = Fixtures.note(number, title: NoteFile(path: path).name, body: body)
        note.file = NoteFile(path: path)
        return note
    }

    @Test func aRelativeLinkOpensTheNoteBesideTheLinkingOne() throws {
        let app = try AppHarness(library: Library(notes: [
            note(1, "A/Here.md", "see [[./Sub/Name]]"), note(2, "Name.md", "at the top"), note(3, "A/Sub/Name.md", "in A/Sub"),
        ])).launch()
        app.press(.enter, .controlEnd)  // Here, the cursor right after its link
        app.press(.control("]"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "NoteDetail"])
        #expect(app.lines[3].hasPrefix("in A/Sub"))
        // Only Here links to it; the same-named note at the top has no backlink.
        #expect(app.lines.prefix(3).contains { $0.contains("← 1") }, "\(app.lines.prefix(3))")
    }
}
