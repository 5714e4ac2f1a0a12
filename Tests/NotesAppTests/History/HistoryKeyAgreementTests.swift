import TerminalKit
import Testing
@testable import NotesApp

/// The History screen's keys agree as every screen's do (KeyAgreementTests):
/// the footer names keys that do what it says, every binding has its row
/// in the help, and the keys that open it are each bound once.
@Suite struct HistoryKeyAgreementTests {
    func helpLine(_ row: KeyHelp) -> String {
        "  " + row.keys.padding(toLength: 22, withPad: " ", startingAt: 0) + row.text
    }

    @Test func theFooterKeysAreHandledAndDrawn() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), history: { .success(HistoryFrameTests.history()) }).launch()
        app.press(.character("h"))
        let footer = HistoryScreen.footerLine
        #expect(footer.count == HistoryScreen.footerKeys.count)
        let handling = HistoryScreen.keys.labels + SceneKeys.map.labels
        for label in footer {
            for key in label.keys { #expect(handling.first { $0.keys.contains(key) } == label, "\(key)") }
        }
        #expect(app.lines.last?.trimmingCharacters(in: .whitespaces) == footer.footerLine)
    }

    @Test func everyBindingIsInTheHelpAndSoAreTheKeysThatOpenIt() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"]), size: Size(rows: 120, columns: 80)).launch()
        app.press(.character("?"))
        let overlay = app.lines
        for label in HistoryScreen.keys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        #expect(overlay.contains { $0.contains("History (h in the list, Ctrl-X h in a note)") })
        #expect(overlay.contains { $0.contains(helpLine(KeyHelp("h", "history: this note's versions"))) })
        #expect(overlay.contains { $0.contains(helpLine(KeyHelp("Ctrl-X h", "history: this note's versions"))) })
    }

    /// `h` was free in the list (and is taken once); in Note detail it is
    /// text, so the history is behind the Ctrl-X prefix.
    @Test func hIsBoundOnceInTheListAndTypedInANote() throws {
        let listBindings = (NotesListScreen.browsingKeys.bindings.map(\.label) + SceneKeys.map.labels)
            .filter { $0.keys.contains(.character("h")) }
        #expect(listBindings.count == 1)
        #expect(NotesListScreen.filterKeys.binding(for: .character("h")) == nil)
        #expect(NoteDetailScreen.keys.binding(for: .character("h")) == nil)
        #expect(NoteDetailScreen.prefixKeys.binding(for: .character("h"))?.action == .showHistory)

        let app = try AppHarness(library: Fixtures.library(["Shopping"]), history: { .success(HistoryFrameTests.history()) }).launch()
        app.press(.enter, .end)
        app.type("h")
        #expect(app.screenNames == ["NotesList", "NoteDetail"])
        app.press(.control("x"), .character("h"))
        #expect(app.screenNames == ["NotesList", "NoteDetail", "History"])
    }
}
