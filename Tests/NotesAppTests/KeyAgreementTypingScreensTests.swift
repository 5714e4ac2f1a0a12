import TerminalKit
import Testing
@testable import NotesApp

/// Tags, Quick open and the read-only note keep their keys in `KeyBinding`
/// tables too (issue 33, point 5): the footer names keys the table
/// handles, every binding has its row in the help, and the reader does
/// nothing for a key outside its table.
extension KeyAgreementTests {
    // MARK: - Tags

    @Test func tagsFooterKeysAreHandled() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping #food", "Ideas"])).launch()
        app.press(.character("t"))
        #expect(app.topScreen is TagsScreen)
        expectHandled(TagsScreen.footerLabels, by: TagsScreen.keys.labels, count: TagsScreen.footerKeys.count)
        #expect(footerRow(app) == TagsScreen.footerLabels.footerLine + " · " + TagsScreen.typingHint)
    }

    @Test func everyBindingOfTagsIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in TagsScreen.keys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        #expect(overlay.contains { $0.contains(helpLine(TagsScreen.typingHelp)) })
    }

    // MARK: - Quick open

    @Test func quickOpenFooterKeysAreHandled() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas"])).launch()
        app.press(.control("p"))
        #expect(app.topScreen is QuickOpenScreen)
        expectHandled(QuickOpenScreen.footerLabels, by: QuickOpenScreen.keys.labels, count: QuickOpenScreen.footerKeys.count)
        #expect(footerRow(app) == QuickOpenScreen.footerLabels.footerLine + " · " + QuickOpenScreen.typingHint)
    }

    @Test func everyBindingOfQuickOpenIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in QuickOpenScreen.keys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        #expect(overlay.contains { $0.contains(helpLine(QuickOpenScreen.typingHelp)) })
    }

    // MARK: - The read-only note

    private static func reader() -> (NoteReaderScreen, () -> [String]) {
        let body = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let reader = NoteReaderScreen(note: Fixtures.note(9, title: "Long", body: body))
        let draw = {
            var canvas = Canvas(size: Size(rows: 10, columns: 80))
            reader.render(into: &canvas)
            return canvas.lines
        }
        return (reader, draw)
    }

    @Test func readerFooterKeysAreHandled() {
        let (_, draw) = Self.reader()
        expectHandled(NoteReaderScreen.footerLabels, by: NoteReaderScreen.keys.labels, count: NoteReaderScreen.footerKeys.count)
        let footer = draw().last.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(footer == "8/40 · In the trash: read only · " + NoteReaderScreen.footerLabels.footerLine)
    }

    /// Its rows are under the Trash's, which says what Esc does in both.
    @Test func everyBindingOfTheReaderIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in NoteReaderScreen.keys.labels where label.help != NoteReaderScreen.backHelp {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        let escape = try #require(TrashScreen.keys.labels.first { $0.keys.contains(.escape) })
        #expect(overlay.contains { $0.contains(helpLine(escape.help)) })
    }

    @Test func theReaderHandlesNoKeyOutsideItsTable() {
        let (reader, draw) = Self.reader()
        var back = false
        reader.onBack = { back = true }
        _ = draw()
        reader.handle(.pageDown)
        let before = draw()
        let bound = NoteReaderScreen.keys.labels
        for key in Self.someKeys where !bound.contains(where: { $0.keys.contains(key) }) {
            reader.handle(key)
            #expect(draw() == before, "\(key) changed the reader")
            #expect(!back, "\(key) left the reader")
        }
    }
}
