import TerminalKit
import TextEditing
import Testing
@testable import NotesApp

/// The keys of each screen are declared once (issue #12, point 1): the
/// footer, the key handling and the help overlay agree. Every key the footer
/// shows triggers the binding the footer names, and every binding a screen
/// (or the scene) handles has its row in the help.
@Suite struct KeyAgreementTests {
    /// The help overlay as drawn over the Notes list, one string a row.
    /// The whole help, in a terminal tall enough to show it without scrolling.
    func helpOverlay() throws -> [String] {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"]),
                                 size: Size(rows: 100, columns: 80)).launch()
        app.press(.character("?"))
        return app.lines
    }

    func footerRow(_ app: AppHarness) -> String? {
        app.lines.last.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    func helpLine(_ row: KeyHelp) -> String {
        "  " + row.keys.padding(toLength: 22, withPad: " ", startingAt: 0) + row.text
    }

    /// Each footer label names a key that triggers the binding it belongs
    /// to, in the screen's table or the scene's, and every key of it does.
    func expectHandled(_ footer: [KeyLabel], by screen: [KeyLabel], count: Int,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(footer.count == count, sourceLocation: sourceLocation)
        let handling = screen + SceneKeys.map.labels
        for label in footer {
            #expect(label.footer != nil, sourceLocation: sourceLocation)
            for key in label.keys {
                let found = handling.first { $0.keys.contains(key) }
                #expect(found == label, "\(key) in the footer as “\(label.footer ?? "")”", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - Footer keys are handled

    @Test func notesListFooterKeysAreHandled() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"])).launch()
        let screen = try #require(app.topScreen as? NotesListScreen)
        expectHandled(screen.footerLabels, by: NotesListScreen.browsingKeys.labels, count: screen.footerKeys.count)
        #expect(footerRow(app) == screen.footerLabels.footerLine)

        app.press(.character("/"))
        app.type("re")
        expectHandled(screen.footerLabels, by: NotesListScreen.filterKeys.labels, count: screen.footerKeys.count)
        #expect(footerRow(app) == NotesListScreen.filterTypingHint + " · " + screen.footerLabels.footerLine)

        app.press(.enter)
        #expect(!screen.filter.isEmpty)
        expectHandled(screen.footerLabels, by: NotesListScreen.browsingKeys.labels, count: screen.footerKeys.count)
        #expect(footerRow(app) == screen.footerLabels.footerLine)
    }

    @Test func noteDetailFooterKeysAreHandled() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping"])).launch()
        app.press(.enter)
        #expect(app.topScreen is NoteDetailScreen)
        let footer = NoteDetailScreen.footerLabels
        expectHandled(footer, by: NoteDetailScreen.keys.labels, count: NoteDetailScreen.footerKeys.count)
        #expect(footerRow(app) == footer.footerLine)
    }

    /// The editor keys Note detail documents are the focused field's own:
    /// both fields really handle each of them.
    @Test func documentedEditorKeysAreHandledByBothFields() {
        let editorKeys = NoteDetailScreen.keys.bindings.filter { $0.action == .edit }.flatMap(\.label.keys)
        #expect(!editorKeys.isEmpty)
        for key in editorKeys {
            var title = TitleField(text: "one two")
            var body = BodyEditor(text: "one two\nthree")
            body.resize(width: 40, height: 5)
            let titleHandles = title.handle(key)
            let bodyHandles = body.handle(key)
            #expect(titleHandles, "title field ignores \(key)")
            #expect(bodyHandles, "body ignores \(key)")
        }
    }

    // MARK: - Handled keys are in the help

    @Test func everyBindingOfTheNotesListIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in NotesListScreen.browsingKeys.labels + NotesListScreen.filterKeys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
    }

    @Test func everyBindingOfNoteDetailIsInTheHelp() throws {
        let overlay = try helpOverlay()
        let labels = NoteDetailScreen.keys.labels + NoteDetailScreen.titleKeys.labels + NoteDetailScreen.prefixKeys.labels
        for label in labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
    }

    @Test func everyBindingOfTheTrashIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in TrashScreen.keys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        for row in TagsScreen.helpRows {
            #expect(overlay.contains { $0.contains(helpLine(row)) }, "\(row.keys) not in the help")
        }
    }

    @Test func everyBindingOfTheLinksScreenIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in LinksScreen.keys.labels {
            #expect(overlay.contains { $0.contains(helpLine(label.help)) }, "\(label.keys) not in the help")
        }
        #expect(overlay.contains { $0.contains("Links (Ctrl-G in a note, b in the list)") })
    }

    /// One row too wide narrows the keys column of the whole help: every
    /// row must fit the full-width help box.
    @Test func everyHelpRowFitsTheFullWidthHelp() {
        let inside = HelpOverlay.maximumWidth - 4
        for (title, rows) in HelpOverlay.sections() {
            for row in rows {
                let width = 2 + HelpOverlay.keyColumn + TextWidth.columns(of: row.text)
                #expect(width <= inside && TextWidth.columns(of: row.keys) < HelpOverlay.keyColumn,
                        "\(title): '\(row.keys)  \(row.text)' is too wide for the help")
            }
        }
    }

    @Test func everySceneBindingIsInTheHelp() throws {
        let overlay = try helpOverlay()
        for label in SceneKeys.map.labels {
            let shown = label.help == SceneKeys.helpRow
                ? overlay.contains { $0.contains("Keys (\(label.help.keys))") }
                : overlay.contains { $0.contains(helpLine(label.help)) }
            #expect(shown, "\(label.keys) not in the help")
        }
        #expect(overlay.contains { $0.contains(helpLine(SceneKeys.suspend)) })
    }

    /// Welcome's keys are listed on the screen itself (the help overlay
    /// lists the screens after it).
    @Test func everyWelcomeBindingIsOnTheWelcomeScreen() throws {
        let app = try AppHarness().launch()
        for row in WelcomeScreen.keys.labels.helpRows {
            let line = row.keys.padding(toLength: 7, withPad: " ", startingAt: 0) + row.text
            #expect(app.lines.contains { $0.contains(line) }, "\(row.keys) not on the Welcome screen")
        }
    }

    // MARK: - Nothing is handled outside the tables

    /// Keys no table binds, pressed on the Notes list: nothing changes.
    @Test func theNotesListHandlesNoKeyOutsideItsTable() throws {
        let app = try AppHarness(library: Fixtures.library(["Shopping", "Ideas", "Recipes"])).launch()
        app.press(.down)
        expectUnboundKeysChangeNothing(app, bound: NotesListScreen.browsingKeys.labels, screen: "NotesList")
    }

    @Test func welcomeHandlesNoKeyOutsideItsTable() throws {
        let app = try AppHarness().launch()
        expectUnboundKeysChangeNothing(app, bound: WelcomeScreen.keys.labels, screen: "Welcome")
    }

    private func expectUnboundKeysChangeNothing(_ app: AppHarness, bound: [KeyLabel], screen: String,
                                                sourceLocation: SourceLocation = #_sourceLocation) {
        let before = app.lines
        let bound = bound + SceneKeys.map.labels
        for key in Self.someKeys where !bound.contains(where: { $0.keys.contains(key) }) {
            app.press(key)
            #expect(app.lines == before, "\(key) changed \(screen)", sourceLocation: sourceLocation)
            #expect(app.screenNames == [screen], sourceLocation: sourceLocation)
            #expect(app.outcome == nil, sourceLocation: sourceLocation)
        }
    }

    /// Every named key, ASCII characters, Ctrl and Alt with letters, F-keys.
    static let someKeys: [Key] = {
        var keys: [Key] = [.enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right,
                           .home, .end, .pageUp, .pageDown, .altLeft, .altRight, .altBackspace]
        keys += (0x20...0x7E).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        keys += "abcdefghijklmnopqrstuvwxyz_".map { Key.control($0) }
        keys += "abcdefghijklmnopqrstuvwxyz_".map { Key.alt($0) }
        keys += (1...12).map { Key.function($0) }
        return keys
    }()
}
